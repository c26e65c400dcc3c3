import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { isPostgresUrl, sqlitePathFromUrl } from '../db/database';
import { createStorage, type DocumentStorage } from '../lib/storage';
import { embedDocuments } from './backup-documents';
import { ensurePrivateFile } from '../lib/private-files';
import { assertSoundCabinetDatabase, openExistingSqlite, summarize, type SqliteFileReport } from './sqlite-file';
import { TaskError, usageError } from './task-error';
import type { Task } from './task';

const USAGE = 'npm run backup -- --out FILE [--force]';

export const POSTGRES_BACKUP_HELP = `On PostgreSQL, back up with pg_dump (it takes a consistent snapshot while Cabinet runs):

  pg_dump --format=custom --file=FILE "$DATABASE_URL"

Restore such a file with pg_restore after stopping every Cabinet instance:

  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" FILE`;

/**
 * Copies a live SQLite database with SQLite's online backup API: a consistent snapshot even while
 * a running server writes. The copy is made next to `out`, checked, then renamed into place, so
 * `out` is either a sound backup or untouched.
 */
export async function backupSqlite(
  sourcePath: string,
  out: string,
  options: { force?: boolean; /** Copy the documents' bytes from here into the backup. */ documents?: DocumentStorage } = {},
): Promise<SqliteFileReport> {
  const target = resolve(out);
  if (resolve(sourcePath) === target) throw new TaskError('The backup file cannot be the database itself');
  if (!existsSync(dirname(target))) throw new TaskError(`Directory ${dirname(target)} does not exist`);
  if (existsSync(target) && !options.force) throw new TaskError(`${target} exists; choose another file or add --force to replace it`);

  const partial = `${target}.partial-${process.pid}`;
  const source = openExistingSqlite(sourcePath);
  try {
    ensurePrivateFile(partial);
    // Everything in one step: a multi-step copy restarts whenever another connection writes in
    // between, which under steady load might never finish. In WAL mode one step blocks no writer.
    await source.backup(partial, { progress: () => 0x7fffffff });
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    source.close();
  }

  try {
    // A backup is one self-contained file: no -wal beside it.
    const copy = new SQLite(partial, { fileMustExist: true });
    copy.pragma('journal_mode = DELETE');
    copy.close();
    if (options.documents) await embedDocuments(partial, options.documents);
    const report = assertSoundCabinetDatabase(partial);
    renameSync(partial, target);
    return report;
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
}

export const backupTask: Task = {
  name: 'backup',
  summary: 'copy the SQLite database to a file, safely while the server runs',
  usage: USAGE,
  async run(args, { config }) {
    const { values } = parseArgs({
      args,
      options: { out: { type: 'string', short: 'o' }, force: { type: 'boolean', default: false } },
      strict: true,
    });
    if (isPostgresUrl(config.DATABASE_URL)) throw new TaskError(POSTGRES_BACKUP_HELP, 3);
    if (!values.out) throw usageError('--out FILE is required', USAGE);
    const sourcePath = sqlitePathFromUrl(config.DATABASE_URL);
    if (!sourcePath || sourcePath === ':memory:') throw new TaskError('DATABASE_URL does not name a SQLite file');
    const report = await backupSqlite(sourcePath, values.out, { force: values.force, documents: createStorage(config) });
    console.log(`Backed up ${sourcePath} to ${resolve(values.out)}: ${summarize(report)}`);
  },
};
