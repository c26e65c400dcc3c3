import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// A small run of the real harness so it cannot rot: it must complete and write the JSON.
// No timing assertions: the figures of a 1-second run on a shared machine mean nothing.
it('runs the benchmark on 1k dossiers and writes the results', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-bench-'));
  const out = join(dir, 'latest.json');
  try {
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const result = spawnSync(process.execPath, [join(dirname(fileURLToPath(import.meta.url)), 'run.mjs'), '--dossiers', '1000', '--actions', '10000', '--duration', '1', '--out', out], {
      env,
      encoding: 'utf8',
      timeout: 600_000,
    });
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    const json = JSON.parse(readFileSync(out, 'utf8'));
    expect(json.dataset).toEqual(expect.objectContaining({ dossiers: 1000, actions: 10000, db: 'sqlite' }));
    expect(json.baseline.rps).toBeGreaterThan(0);
    for (const name of ['dashboard', 'search_name', 'search_ref', 'dossier_read', 'agenda', 'stale']) {
      expect(Object.keys(json.endpoints[name])).toEqual(expect.arrayContaining(['p50_ms', 'p95_ms', 'p99_ms', 'rps', 'ratio_to_baseline']));
      expect(json.endpoints[name].requests).toBeGreaterThan(0);
    }
    expect(json.reminders.feed.items).toBeGreaterThan(0);
    expect(json.reminders.feed.requests).toBeGreaterThan(0);
    expect(json.reminders.digest).toEqual(expect.objectContaining({ accounts: 50 }));
    expect(json.reminders.digest.sent).toBe(json.reminders.digest.messages_received);
    expect(json.reminders.digest.sent + json.reminders.digest.skipped).toBe(50);
    expect(Object.keys(json.stale_compare)).toEqual(expect.arrayContaining(['seed_bytes', 'seed_ms', 'cabinet_bytes', 'cabinet_ms']));
    expect(json.stale_compare.cabinet_stale).toBeGreaterThan(0);
    expect(typeof json.bundle.login_kb_gzip).toBe('number');
    expect(typeof json.bundle.dashboard_kb_gzip).toBe('number');
    expect(json.rss_mb).toBeGreaterThan(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
