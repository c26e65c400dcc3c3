import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import type pg from 'pg';
import { pgDriver } from '../lib/pg-driver';
import { ensurePrivateDir, ensurePrivateFile } from '../lib/private-files';
import { attachReadWorker, startReadWorker } from './read-worker';
import { preparingPool } from './prepared';
import { pageCachePragma } from './sqlite-file';
import type { Database } from './schema';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The SQLite file path (for backups); null on PostgreSQL. */
  sqlitePath: string | null;
  /** The raw SQLite connection, for online backup and integrity checks. */
  sqlite: SQLite.Database | null;
  /** The PostgreSQL pool, for work that needs one connection of its own (a consistent export); null on SQLite. */
  pgPool?: pg.Pool | null;
  close(): Promise<void>;
}

export function sqlitePathFromUrl(url: string): string | null {
  const match = /^(sqlite|file):(.*)$/.exec(url);
  if (!match) return null;
  const path = match[2]!.replace(/^\/\/(?=\/)/, '');
  return path === ':memory:' ? path : resolve(path);
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export function openSqlite(path: string): SQLite.Database {
  if (path !== ':memory:') {
    ensurePrivateDir(dirname(path));
    ensurePrivateFile(path);
  }
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  // A law office's acknowledged writes must survive a power cut.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/**
 * The connection as Kysely sees it, with two savings on every query:
 * - compiled statements are kept: better-sqlite3 compiles SQL on every prepare(), and Kysely
 *   prepares each query it runs, while the app sends a few hundred distinct SQL texts (values are
 *   bound parameters). Kysely runs one query at a time on the connection, so a cached statement
 *   is never busy when it is handed out again. Schema changes empty the cache.
 * - rows come back as arrays and become objects here: better-sqlite3 builds each row object
 *   through the native API, which took half the time of reading a page of 25 dossiers.
 * And a transaction takes the write lock when it begins (`begin immediate`): the app's
 * transactions all write, and other processes write to the same file (a document's text read in
 * a job process, the merge of the search indexes, a task). A deferred transaction that has read
 * cannot write once one of them has committed (SQLITE_BUSY_SNAPSHOT, at once, without waiting);
 * an immediate one waits for the lock (busy_timeout) before reading anything.
 */
function fastConnection(sqlite: SQLite.Database, max = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string): SqliteStatement {
      if (/^\s*(create|alter|drop)\s/i.test(text)) statements.clear();
      if (/^\s*rollback\s*$/i.test(text)) return rollbackIfOpen(sqlite);
      if (/^\s*begin\s*$/i.test(text)) text = 'begin immediate';
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = rowsAsObjects(sqlite.prepare(text));
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/**
 * SQLite ends the transaction itself on some failures (a full disk, an I/O error): Kysely's
 * ROLLBACK then fails with "no transaction is active", and that error replaces the real cause.
 */
function rollbackIfOpen(sqlite: SQLite.Database): SqliteStatement {
  const rollback = sqlite.prepare('rollback');
  return {
    reader: false,
    all: () => [],
    run: () => (sqlite.inTransaction ? rollback.run() : { changes: 0, lastInsertRowid: 0 }),
    *iterate() {},
  };
}

function rowsAsObjects(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  statement.raw(true);
  const columns = statement.columns().map((column) => column.name);
  const toRow = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i];
    return row;
  };
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toRow),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield toRow(values);
    },
  };
}

/**
 * `readWorker`: long index reads (a search's count) may run on a read-only connection of their
 * own on another thread (db/read-worker.ts); the server asks for it, tasks and tests do not.
 */
export interface DatabaseOptions {
  poolSize?: number;
  readWorker?: boolean;
  /**
   * SQLite only: this connection's page cache (and its read worker's), in KiB. better-sqlite3
   * builds SQLite with a 16 MB cache per connection, which a job reading through the data once
   * fills and holds for nothing.
   */
  pageCacheKb?: number;
}

/**
 * The server's own connections (requests and the read worker). The file's pages sit in the
 * system's cache anyway: over 500 searches, reads and lists at full size, a 4 MB cache answered in
 * the same time as the default 16 MB (interleaved, within noise both ways) and left 13 to 16 MB
 * less resident.
 */
export const SERVER_PAGE_CACHE_KB = 4096;

export function createDatabase(url: string, options: DatabaseOptions = {}): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pool = new (pgDriver().Pool)({ connectionString: url, max: options.poolSize ?? 10 });
    // An idle connection closed by the server (restart, failover, admin command) must not crash
    // the process: the pool drops it and opens a new one on the next query.
    pool.on('error', (err) => console.error(`PostgreSQL idle connection lost: ${err.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    return { db, dialect: 'postgres', sqlitePath: null, sqlite: null, pgPool: pool, close: () => db.destroy() };
  }
  const path = sqlitePathFromUrl(url);
  if (!path) throw new Error('DATABASE_URL must start with sqlite:, file: or postgres://');
  const sqlite = openSqlite(path);
  if (options.pageCacheKb !== undefined) sqlite.pragma(pageCachePragma(options.pageCacheKb));
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: fastConnection(sqlite) }) });
  const reader = options.readWorker && path !== ':memory:' ? startReadWorker(path, options.pageCacheKb) : null;
  if (reader) attachReadWorker(db, reader);
  const close = async () => {
    await reader?.close();
    await db.destroy();
  };
  return { db, dialect: 'sqlite', sqlitePath: path, sqlite, close };
}
