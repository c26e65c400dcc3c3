import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync, openSync, writeSync, closeSync, copyFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/harness';
import { loadConfig } from '../config';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { ensureAdmin } from './admin';
import { backupSqlite } from '../db/sqlite-backup';
import { backupTask } from './backup';
import { restoreSqlite, restoreTask } from './restore';
import { inspectSqliteFile, integrityOk, listTables, quoteIdentifier, SqliteFileError } from '../db/sqlite-file';
import { TaskError } from './task-error';

const sqliteOnly = it.skipIf(onPostgres());

let dir: string;
let source: string;
let handle: DatabaseHandle | null;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cabinet-backup-'));
  source = join(dir, 'cabinet.db');
  handle = null;
  if (onPostgres()) return;
  handle = createDatabase(`sqlite:${source}`);
  await migrateToLatest(handle);
  await ensureAdmin(handle, { email: 'admin@example.test', name: 'Admin', password: 'admin password' });
  await ensureAdmin(handle, { email: 'second@example.test', name: 'Second', password: 'second password' });
});

afterEach(async () => {
  await handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every row of every table, in rowid order. */
function dumpTables(path: string): Record<string, unknown[]> {
  const db = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    return Object.fromEntries(
      listTables(db).map((name) => [name, db.prepare(`select * from ${quoteIdentifier(name)} order by rowid`).all()]),
    );
  } finally {
    db.close();
  }
}

/** Fills audit_log with bulky rows so that a backup takes a while. */
function addBulk(path: string, rows: number): void {
  const db = new SQLite(path);
  db.pragma('busy_timeout = 5000');
  const insert = db.prepare(
    "insert into audit_log (at, user_id, entity, entity_id, operation, changes) values (?, null, 'bulk', ?, 'create', ?)",
  );
  db.transaction(() => {
    for (let i = 0; i < rows; i++) insert.run(new Date().toISOString(), i, JSON.stringify({ note: ['x'.repeat(500), i] }));
  })();
  db.close();
}

// A second connection in its own thread, as a running server would be: it commits pairs of
// audit rows, one pair per transaction, until told to stop. A consistent copy holds whole pairs.
const WRITER = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = FULL');
const control = new Int32Array(workerData.control);
const insert = db.prepare("insert into audit_log (at, user_id, entity, entity_id, operation, changes) values (?, null, 'load', ?, 'create', '{}')");
const pair = db.transaction((n) => { insert.run(new Date().toISOString(), n); insert.run(new Date().toISOString(), n); });
let n = 0;
while (Atomics.load(control, 0) === 0) { pair(++n); Atomics.store(control, 1, n); }
db.close();
parentPort.postMessage(n);
`;

function startWriter(path: string) {
  const control = new Int32Array(new SharedArrayBuffer(8));
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WRITER, { eval: true, workerData: { path, driver, control: control.buffer } });
  const done = new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    committed: () => Atomics.load(control, 1),
    async stop() {
      Atomics.store(control, 0, 1);
      return done;
    },
  };
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

function loadPairs(path: string) {
  const db = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare<[], { n: number; max: number | null }>("select count(*) as n, max(entity_id) as max from audit_log where entity = 'load'")
      .get()!;
    const broken = db
      .prepare<[], { n: number }>(
        "select count(*) as n from (select entity_id from audit_log where entity = 'load' group by entity_id having count(*) <> 2)",
      )
      .get()!.n;
    return { rows: rows.n, lastPair: rows.max ?? 0, broken };
  } finally {
    db.close();
  }
}

describe('backup', () => {
  sqliteOnly('makes consistent, sound copies while another connection keeps writing', async () => {
    addBulk(source, 20_000);
    const writer = startWriter(source);
    try {
      await waitFor(() => writer.committed() >= 20);
      const before = writer.committed();
      for (let i = 0; i < 5; i++) {
        const out = join(dir, `backup-${i}.db`);
        const report = await backupSqlite(source, out);
        expect(report.integrity).toEqual(['ok']);
        expect(existsSync(`${out}-wal`)).toBe(false);
        // Whole transactions only, and a prefix of them: pairs 1..n, none missing, none halved.
        const pairs = loadPairs(out);
        expect(pairs.broken).toBe(0);
        expect(pairs.rows).toBe(pairs.lastPair * 2);
        expect(pairs.lastPair).toBeGreaterThanOrEqual(before);
        expect(report.tables.find((t) => t.name === 'users')?.rows).toBe(2);
      }
      expect(writer.committed()).toBeGreaterThan(before);
    } finally {
      await writer.stop();
    }
    expect(readdirSync(dir).filter((f) => f.includes('.partial-'))).toEqual([]);
  });

  sqliteOnly('copies every row of every table', async () => {
    addBulk(source, 500);
    const out = join(dir, 'backup.db');
    const report = await backupSqlite(source, out);
    expect(integrityOk(report)).toBe(true);
    expect(dumpTables(out)).toEqual(dumpTables(source));
    expect(report.tables.map((t) => t.name)).toEqual(expect.arrayContaining(['users', 'audit_log', 'settings', 'kysely_migration']));
  });

  sqliteOnly('refuses to overwrite an existing file unless forced', async () => {
    const out = join(dir, 'backup.db');
    writeFileSync(out, 'precious');
    await expect(backupSqlite(source, out)).rejects.toThrow(/exists/);
    await backupSqlite(source, out, { force: true });
    expect(dumpTables(out)).toEqual(dumpTables(source));
  });

  it('prints the pg_dump command on PostgreSQL and exits with status 3', async () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://cabinet@127.0.0.1:1/cabinet' });
    const error = await backupTask.run(['--out', join(dir, 'x.dump')], { config, env: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaskError);
    expect((error as TaskError).exitCode).toBe(3);
    expect((error as TaskError).message).toContain('pg_dump --format=custom');
    expect((error as TaskError).message).not.toContain('127.0.0.1');
  });
});

describe('restore', () => {
  sqliteOnly('puts a backup in a new location, identical table by table', async () => {
    addBulk(source, 300);
    const backup = join(dir, 'backup.db');
    await backupSqlite(source, backup);
    const target = join(dir, 'elsewhere', 'restored.db');
    const { report, previous } = await restoreSqlite(backup, target);
    expect(previous).toBeNull();
    expect(report.integrity).toEqual(['ok']);
    expect(inspectSqliteFile(target).integrity).toEqual(['ok']);
    expect(dumpTables(target)).toEqual(dumpTables(source));

    // The restored file is a working database.
    const restored = createDatabase(`sqlite:${target}`);
    try {
      await migrateToLatest(restored);
      expect(await restored.db.selectFrom('users').select('email').orderBy('id').execute()).toEqual([
        { email: 'admin@example.test' },
        { email: 'second@example.test' },
      ]);
    } finally {
      await restored.close();
    }
  });

  sqliteOnly('replaces an existing database only with force, keeping the old one', async () => {
    const backup = join(dir, 'backup.db');
    await backupSqlite(source, backup);
    const expected = dumpTables(source);
    await handle!.close();
    handle = null;

    const target = join(dir, 'live.db');
    copyFileSync(backup, target);
    addBulk(target, 10);
    const old = dumpTables(target);
    await expect(restoreSqlite(backup, target)).rejects.toThrow(/add --force/);

    const { previous } = await restoreSqlite(backup, target, { force: true, now: new Date('2026-03-04T05:06:07.089Z') });
    expect(previous).toBe(`${target}.before-restore-2026-03-04T05-06-07-089Z`);
    expect(dumpTables(previous!)).toEqual(old);
    expect(dumpTables(target)).toEqual(expected);
    expect(existsSync(`${target}-wal`) || existsSync(`${target}-shm`)).toBe(false);
  });

  sqliteOnly('refuses to replace a database that is open elsewhere', async () => {
    const backup = join(dir, 'backup.db');
    await backupSqlite(source, backup);
    // `handle` still holds the source open, as a running server would.
    await expect(restoreSqlite(backup, source, { force: true })).rejects.toThrow(/in use/);
  });

  sqliteOnly('refuses a damaged file and a file that is not a database', async () => {
    addBulk(source, 2_000);
    const backup = join(dir, 'backup.db');
    await backupSqlite(source, backup);
    const damaged = join(dir, 'damaged.db');
    copyFileSync(backup, damaged);
    const fd = openSync(damaged, 'r+');
    writeSync(fd, Buffer.alloc(4096 * 8, 0xa5), 0, 4096 * 8, 4096 * 3);
    closeSync(fd);
    const target = join(dir, 'new.db');
    await expect(restoreSqlite(damaged, target)).rejects.toThrow(SqliteFileError);
    const junk = join(dir, 'junk.db');
    writeFileSync(junk, 'not a database at all '.repeat(200));
    await expect(restoreSqlite(junk, target)).rejects.toThrow(/not a SQLite database/);
    expect(existsSync(target)).toBe(false);
  });

  it('prints the pg_restore steps on PostgreSQL and exits with status 3', async () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://cabinet@127.0.0.1:1/cabinet' });
    const error = await restoreTask.run([join(dir, 'x.dump')], { config, env: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TaskError);
    expect((error as TaskError).exitCode).toBe(3);
    expect((error as TaskError).message).toContain('pg_restore');
  });
});
