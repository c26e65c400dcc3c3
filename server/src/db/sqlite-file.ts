import { existsSync } from 'node:fs';
import SQLite from 'better-sqlite3';

/**
 * A database file that cannot be used (missing, not a database, damaged, not Cabinet's): the
 * message is for the operator, so the tasks print it as it is, without a stack.
 */
export class SqliteFileError extends Error {
  override name = 'SqliteFileError';
}

export interface TableCount {
  name: string;
  rows: number;
}

export interface SqliteFileReport {
  /** `['ok']` when the file is sound, otherwise SQLite's list of problems. */
  integrity: string[];
  tables: TableCount[];
}

/** Opens a SQLite file that must exist; a file that is not a database is reported as such. */
export function openExistingSqlite(path: string): SQLite.Database {
  if (!existsSync(path)) throw new SqliteFileError(`${path} does not exist`);
  // Read-write on purpose: the last connection to close a WAL database removes its -wal/-shm files.
  const db = new SQLite(path, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  return db;
}

export function listTables(db: SQLite.Database): string[] {
  return db
    .prepare<[], { name: string }>(
      // Ordinary tables only: the search index (an FTS5 virtual table and its shadow tables) is derived from them.
      "select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name",
    )
    .all()
    .map((row) => row.name);
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A connection's page cache of `kb` KiB, at least 64. */
export function pageCachePragma(kb: number): string {
  return `cache_size = -${Math.max(64, Math.floor(kb))}`;
}

/** A copy, a check or a job reads the file through once: SQLite's 16 MB page cache would only hold memory. */
export const ONE_PASS_CACHE_KB = 2048;
export const ONE_PASS_CACHE = pageCachePragma(ONE_PASS_CACHE_KB);

/** `PRAGMA integrity_check` and the row count of every table. */
export function inspectSqliteFile(path: string): SqliteFileReport {
  const db = openExistingSqlite(path);
  try {
    db.pragma(ONE_PASS_CACHE);
    const integrity = db
      .prepare<[], { integrity_check: string }>('pragma integrity_check')
      .all()
      .map((row) => row.integrity_check);
    const tables = listTables(db).map((name) => ({
      name,
      rows: db.prepare<[], { n: number }>(`select count(*) as n from ${quoteIdentifier(name)}`).get()!.n,
    }));
    return { integrity, tables };
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'SQLITE_NOTADB') throw new SqliteFileError(`${path} is not a SQLite database`);
    if (code.startsWith('SQLITE_CORRUPT')) throw new SqliteFileError(`${path} is damaged: ${(err as Error).message}`);
    throw err;
  } finally {
    db.close();
  }
}

export const integrityOk = (report: SqliteFileReport) => report.integrity.length === 1 && report.integrity[0] === 'ok';

/** Refuses a damaged file or one that is not a Cabinet database. */
export function assertSoundCabinetDatabase(path: string): SqliteFileReport {
  const report = inspectSqliteFile(path);
  if (!integrityOk(report)) {
    throw new SqliteFileError(`${path} failed the integrity check:\n  ${report.integrity.slice(0, 10).join('\n  ')}`);
  }
  if (!report.tables.some((t) => t.name === 'users')) throw new SqliteFileError(`${path} is not a Cabinet database (no users table)`);
  return report;
}

/** One line: `integrity ok, 14 tables, 1234 rows (users 3, sessions 1, ...)`. */
export function summarize(report: SqliteFileReport): string {
  const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
  const detail = report.tables.map((t) => `${t.name} ${t.rows}`).join(', ');
  return `integrity ${integrityOk(report) ? 'ok' : 'FAILED'}, ${report.tables.length} tables, ${rows} rows (${detail})`;
}
