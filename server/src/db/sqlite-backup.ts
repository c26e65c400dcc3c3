import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { ensurePrivateFile } from '../lib/private-files';
import type { DocumentStorage } from '../lib/storage';
import { embedDocuments } from './backup-documents';
import { assertSoundCabinetDatabase, ONE_PASS_CACHE, openExistingSqlite, SqliteFileError, type SqliteFileReport } from './sqlite-file';

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
  if (resolve(sourcePath) === target) throw new SqliteFileError('The backup file cannot be the database itself');
  if (!existsSync(dirname(target))) throw new SqliteFileError(`Directory ${dirname(target)} does not exist`);
  if (existsSync(target) && !options.force) throw new SqliteFileError(`${target} exists; choose another file or add --force to replace it`);

  const partial = `${target}.partial-${process.pid}`;
  const source = openExistingSqlite(sourcePath);
  try {
    ensurePrivateFile(partial);
    source.pragma(ONE_PASS_CACHE);
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
