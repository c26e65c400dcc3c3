// The moving-in-and-out scenario: the whole dataset exported through the running server's
// GET /api/admin/export (timed, with the longest wait of a bare request meanwhile), then that
// zip imported into an empty database (its accounts created first) by
// `server/dist/cli.js import --csv` (timed, its peak resident memory as the process reports it).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { createDatabase, isPostgresUrl } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { BARE_ROUTE } from './endpoints';
import { delayBeyondIdle, idleProbe, probeWhile } from './heavy-probe';

export interface ImportExportResult {
  export_s: number;
  export_mb: number;
  /** The slowest answer of the bare route, requested back to back while the export ran. */
  export_max_stall_ms: number;
  /** How much later than on the idle server that answer came. */
  export_max_delay_ms: number;
  import_s: number;
  import_peak_rss_mb: number;
  imported_rows: number;
}

/** The export's probe: the bare route, one request at a time, 5 ms apart. */
const EXPORT_PROBE_INTERVAL_MS = 5;

/** An empty database of the same kind as the benchmark's, and how to drop it. */
async function emptyTarget(databaseUrl: string, dir: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (!isPostgresUrl(databaseUrl)) return { url: `sqlite:${join(dir, 'imported.db')}`, drop: async () => {} };
  const name = `cabinet_import_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * The office's accounts and settings, made in the new database before the import as the
 * operations guide's procedure says: accounts and settings do not move, the responsible lawyers
 * and assignees of the export find theirs by email, and the money is imported only in the office's
 * own currency.
 */
async function createAccounts(sourceUrl: string, targetUrl: string): Promise<void> {
  const source = createDatabase(sourceUrl, { poolSize: 1 });
  const target = createDatabase(targetUrl, { poolSize: 1 });
  try {
    await migrateToLatest(target);
    const users = await source.db
      .selectFrom('users')
      .select(['full_name', 'email', 'username', 'password_hash', 'role', 'status', 'created_at', 'updated_at'])
      .orderBy('id')
      .execute();
    for (let i = 0; i < users.length; i += 500) await target.db.insertInto('users').values(users.slice(i, i + 500)).execute();
    const settings = await source.db
      .selectFrom('settings')
      .select(['currency', 'country', 'weekend_days', 'fiscal_profile', 'office_identifiers', 'office_address'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    await target.db.updateTable('settings').set(settings).where('id', '=', 1).execute();
  } finally {
    await source.close();
    await target.close();
  }
}

function runImport(root: string, targetUrl: string, zip: string): Promise<{ seconds: number; output: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [join(root, 'server/dist/cli.js'), 'import', '--csv', zip], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: targetUrl, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
    child.once('error', reject);
    child.once('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve({ seconds, output });
      else reject(new Error(`the import exited with ${code}:\n${output.slice(-5000)}`));
    });
  });
}

export async function measureImportExport(root: string, baseURL: string, cookie: string, databaseUrl: string): Promise<ImportExportResult> {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-bench-import-'));
  const target = await emptyTarget(databaseUrl, dir);
  try {
    const zip = join(dir, 'export.zip');
    const probeUrl = `${baseURL}${BARE_ROUTE}`;
    const idle = await idleProbe(probeUrl, { intervalMs: EXPORT_PROBE_INTERVAL_MS });
    let exporting = true;
    const stall = probeWhile(probeUrl, { intervalMs: EXPORT_PROBE_INTERVAL_MS }, () => exporting);
    const started = performance.now();
    try {
      const res = await fetch(`${baseURL}/api/admin/export`, { headers: { cookie } });
      if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      await pipeline(Readable.fromWeb(res.body as import('node:stream/web').ReadableStream), createWriteStream(zip));
    } finally {
      exporting = false;
    }
    const exportSeconds = (performance.now() - started) / 1000;
    const during = await stall;

    await createAccounts(databaseUrl, target.url);
    const imported = await runImport(root, target.url, zip);
    const rss = Number(/peak memory (\d+) MB/.exec(imported.output)?.[1] ?? NaN);
    const rows = [...imported.output.matchAll(/^\S+\.csv\s+(\d+)\s+(\d+)/gm)].reduce((n, m) => n + Number(m[2]), 0);
    return {
      export_s: Math.round(exportSeconds * 10) / 10,
      export_mb: Math.round((statSync(zip).size / 1024 / 1024) * 10) / 10,
      export_max_stall_ms: Math.round(Math.max(0, ...during) * 10) / 10,
      export_max_delay_ms: delayBeyondIdle(during, idle.p95_ms),
      import_s: Math.round(imported.seconds * 10) / 10,
      import_peak_rss_mb: rss,
      imported_rows: rows,
    };
  } finally {
    await target.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
