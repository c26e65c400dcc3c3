import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
    const result = spawnSync(process.execPath, [join(dirname(fileURLToPath(import.meta.url)), 'run.mjs'), '--dossiers', '1000', '--actions', '10000', '--duration', '1', '--upload-mb', '10', '--phone-runs', '1', '--notes', '100', '--ocr-pages', '2', '--out', out], {
      env,
      encoding: 'utf8',
      timeout: 600_000,
    });
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    const json = JSON.parse(readFileSync(out, 'utf8'));
    expect(json.dataset).toEqual(expect.objectContaining({ dossiers: 1000, actions: 10000, db: 'sqlite' }));
    expect(json.baseline.rps).toBeGreaterThan(0);
    expect(json.machine.bare_route_rps).toBe(json.baseline.rps);
    for (const name of ['dashboard', 'search_name', 'search_ref', 'dossier_read', 'dossier_list', 'agenda', 'stale', 'search_party_name', 'party_search', 'conflict_check', 'deadlines_board', 'agenda_deadlines', 'money_tab', 'document_search']) {
      expect(Object.keys(json.endpoints[name])).toEqual(expect.arrayContaining(['p50_ms', 'p95_ms', 'p99_ms', 'rps', 'ratio_to_baseline']));
      expect(json.endpoints[name].requests).toBeGreaterThan(0);
    }
    // The series' rule holds whatever the load: a hundred notes issued by ten connections, numbered one after the other.
    expect(json.money.numbering).toEqual(expect.objectContaining({ notes: 100, connections: 10, unique: true, consecutive: true }));
    expect(json.money.statement_dossiers).toBeGreaterThan(900);
    expect(json.heavy[`client_statement_of_${json.money.statement_dossiers}_dossiers`]).toEqual(expect.objectContaining({ heavy_status: 200 }));
    expect(json.relative.document_search.times).toBeGreaterThan(0);
    expect(json.ocr).toEqual(expect.objectContaining({ pages: 2, text_status: 'done', max_delay_ms: expect.any(Number) }));
    expect(json.budgets.map((b: { name: string }) => b.name)).toEqual(
      expect.arrayContaining([
        'dossier Money tab / dossier read, alternating the two',
        'search in the documents’ text / search by name, alternating the two',
        'request delay during the OCR of a 2-page scan',
      ]),
    );
    expect(json.reminders.feed.items).toBeGreaterThan(0);
    expect(json.reminders.feed.requests).toBeGreaterThan(0);
    expect(json.reminders.feed.ratio_to_baseline).toBeGreaterThan(0);
    expect(json.reminders.digest.max_delay_ms).toEqual(expect.any(Number));
    expect(json.reminders.digest).toEqual(expect.objectContaining({ accounts: 50 }));
    expect(json.reminders.digest.sent).toBe(json.reminders.digest.messages_received);
    expect(json.reminders.digest.sent + json.reminders.digest.skipped).toBe(50);
    expect(Object.keys(json.stale_compare)).toEqual(expect.arrayContaining(['seed_bytes', 'seed_ms', 'cabinet_bytes', 'cabinet_ms']));
    expect(json.stale_compare.cabinet_stale).toBeGreaterThan(0);
    expect(typeof json.bundle.login_kb_gzip).toBe('number');
    expect(typeof json.bundle.dashboard_kb_gzip).toBe('number');
    expect(json.rss_mb).toBeGreaterThan(0);
    expect(json.documents).toEqual(
      expect.objectContaining({ upload_mb: 10, concurrent_uploads: 10, concurrent_upload_mb: 2, download_mb_s: expect.any(Number), static_mb_s: expect.any(Number) }),
    );
    expect(json.documents.download_ratio_to_static).toBeGreaterThan(0);
    expect(json.documents.dashboard_delay_during_uploads_ms).toEqual(expect.any(Number));
    expect(json.budgets.map((b: { name: string }) => b.name)).toEqual(expect.arrayContaining(['document download / the same file as a static asset']));
    for (const name of ['backup', 'agenda_export_year']) {
      expect(json.heavy[name]).toEqual(expect.objectContaining({ heavy_status: 200, max_delay_ms: expect.any(Number) }));
      expect(json.heavy[name].probes).toBeGreaterThan(0);
    }
    for (const name of ['login', 'dashboard', 'tomorrow']) {
      expect(json.phone.routes[name]).toEqual(expect.objectContaining({ lcp_ms: expect.any(Number), js_css_kb: expect.any(Number) }));
      expect(json.phone.routes[name].js_css_kb).toBeGreaterThan(0);
    }
    expect(json.phone.warm.lcp_ms).toEqual(expect.any(Number));
    expect(json.phone.host_cpu_score).toBeGreaterThan(0);
    expect(json.phone.quiet).toEqual(expect.objectContaining({ waited_ms: expect.any(Number), busy_at_start: expect.any(Number), timed_out: expect.any(Boolean) }));
    expect(json.budgets.map((b: { name: string }) => b.name)).toEqual(expect.arrayContaining(['JS+CSS transferred, /login', 'request delay during backup']));
    expect(json.import_export).toEqual(expect.objectContaining({ imported_rows: expect.any(Number), import_peak_rss_mb: expect.any(Number) }));
    // Every dossier and action of the dataset went out and came back in.
    expect(json.import_export.imported_rows).toBeGreaterThanOrEqual(11000);
    expect(json.import_export.export_max_delay_ms).toEqual(expect.any(Number));
    expect(json.budgets.map((b: { name: string }) => b.name)).toEqual(expect.arrayContaining(['request delay during the export of everything', 'import peak RSS']));
    expect(json.recompute_all.open_deadlines).toBeGreaterThan(0);
    expect(json.recompute_all.add_ms).toBeGreaterThan(0);
    expect(json.budgets.map((b: { name: string }) => b.name)).toEqual(
      expect.arrayContaining(['deadlines board, share of the bare route', 'dossier read / search by reference, each to its bare route', 'dossier read / dossier list page, each to its bare route']),
    );
    // Absolute times are reported beside the machine's speed, never judged.
    expect(json.budgets.some((b: { name: string }) => /\bp9[59]$|LCP|recompute|digest run,|export everything \(|import that/.test(b.name))).toBe(false);
    const reported = json.reported.map((line: { name: string; machine: string }) => [line.name, line.machine.replace(/[0-9.]+/, 'N')]);
    expect(reported).toEqual(
      expect.arrayContaining([
        ['search by name p95', 'bare route N req/s'],
        ['phone LCP /login (cold, median)', 'browser CPU score N'],
        ['import that export into an empty database', 'bare route N req/s'],
      ]),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

// React Router's package points bundlers at its development build (web/vite.config.ts): the
// production build must not carry its warnings and its developer's error screen to the office.
it('ships the production build of React Router', () => {
  const assets = join(dirname(fileURLToPath(import.meta.url)), '..', 'web', 'dist', 'assets');
  const framework = readdirSync(assets).filter((name) => /^framework-.*\.js$/.test(name));
  expect(framework).toHaveLength(1);
  const code = readFileSync(join(assets, framework[0]!), 'utf8');
  expect(code).toContain('useNavigate');
  expect(code).not.toContain('Hey developer');
});
