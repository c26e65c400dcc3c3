import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isPostgresUrl, sqlitePathFromUrl } from '../db/database';
import { createStorage } from '../lib/storage';
import { extractDocuments } from '../db/backup-documents';
import { ensurePrivateDir, ensurePrivateFile } from '../lib/private-files';
import { assertSoundCabinetDatabase, openExistingSqlite, type SqliteFileReport, summarize } from '../db/sqlite-file';
import { TaskError, usageError } from './task-error';
import type { Task } from './task';

const USAGE = 'npm run restore -- FILE [--force]';

export const POSTGRES_RESTORE_HELP = `On PostgreSQL, restore a pg_dump archive with pg_restore:

  1. Stop every Cabinet instance.
  2. pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE
     (FILE made with: pg_dump --format=custom --file=FILE "$DATABASE_URL")
  3. Start Cabinet again.`;

export interface RestoreResult {
  report: SqliteFileReport;
  /** Where the database that was replaced now lives, or null when there was none. */
  previous: string | null;
}

const sidecars = (path: string) => [`${path}-wal`, `${path}-shm`, `${path}-journal`];

/**
 * Refuses to replace a database another process holds open. Opening and closing it as the only
 * connection also folds a crashed server's -wal into the file and removes the -wal/-shm; if they
 * are still there afterwards, someone else has the database open.
 */
function assertNotInUse(path: string): void {
  const db = openExistingSqlite(path);
  try {
    db.prepare('select count(*) from sqlite_master').get();
  } finally {
    db.close();
  }
  if (
    sidecars(path)
      .slice(0, 2)
      .some((file) => existsSync(file))
  ) {
    throw new TaskError(`${path} is in use (is the server running?); stop it before restoring`);
  }
}

const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/** Puts a backup in place of the SQLite database at `targetPath`, keeping the replaced one. */
export async function restoreSqlite(
  file: string,
  targetPath: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<RestoreResult> {
  const from = resolve(file);
  const target = resolve(targetPath);
  if (from === target) throw new TaskError('The backup file is the database itself');
  if (!existsSync(from)) throw new TaskError(`${from} does not exist`);
  assertSoundCabinetDatabase(from);

  const exists = existsSync(target);
  if (exists && !options.force) {
    throw new TaskError(
      `${target} exists; add --force to replace it (the current database is kept beside it as ${target}.before-restore-<time>)`,
    );
  }
  if (exists) assertNotInUse(target);

  // Copy with the backup API (it also picks up a -wal beside the backup), check, then rename.
  ensurePrivateDir(dirname(target));
  const incoming = `${target}.restoring-${process.pid}`;
  const source = openExistingSqlite(from);
  let report: SqliteFileReport;
  try {
    ensurePrivateFile(incoming);
    await source.backup(incoming, { progress: () => 0x7fffffff });
    report = assertSoundCabinetDatabase(incoming);
  } catch (err) {
    rmSync(incoming, { force: true });
    throw err;
  } finally {
    source.close();
  }

  let previous: string | null = null;
  if (exists) {
    previous = `${target}.before-restore-${stamp(options.now ?? new Date())}`;
    renameSync(target, previous);
  }
  for (const stale of sidecars(target)) rmSync(stale, { force: true });
  renameSync(incoming, target);
  return { report, previous };
}

export const restoreTask: Task = {
  name: 'restore',
  summary: 'replace the SQLite database with a backup (stop the server first)',
  usage: USAGE,
  async run(args, { config }) {
    const { values, positionals } = parseArgs({
      args,
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
      strict: true,
    });
    if (isPostgresUrl(config.DATABASE_URL)) throw new TaskError(POSTGRES_RESTORE_HELP, 3);
    if (positionals.length !== 1) throw usageError('give exactly one backup FILE', USAGE);
    const target = sqlitePathFromUrl(config.DATABASE_URL);
    if (!target || target === ':memory:') throw new TaskError('DATABASE_URL does not name a SQLite file');
    const { report, previous } = await restoreSqlite(positionals[0]!, target, { force: values.force });
    if (previous) console.log(`The replaced database is kept as ${previous}`);
    const documents = await extractDocuments(target, createStorage(config));
    if (documents > 0) console.log(`Restored ${documents} stored document file(s) to the document storage`);
    console.log(`Restored ${resolve(positionals[0]!)} to ${target}: ${summarize(report)}`);
  },
};
