import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { DbRow } from './transfer-columns';
import { keyColumns, type TableDescriptor } from './transfer-descriptor';

// The export's reads (export-zip.ts writes the zip): every table in key order, page by page.

/** Rows per page of a table. */
export const PAGE = 500;

/** Pages of one table in key order, all from one consistent snapshot of the database. */
export interface SnapshotReader {
  /** The rows after `after` (the key values of the previous page's last row, or null for the first page). */
  page(descriptor: TableDescriptor, after: unknown[] | null): Promise<DbRow[]>;
  release(): Promise<void>;
}

/** One page of a table in key order; a key of several columns compares as a row value (both databases). */
function pageQuery(d: TableDescriptor, after: unknown[] | null, placeholder: (i: number) => string): string {
  const columns = keyColumns(d).map((c) => `"${c}"`);
  const where = after === null ? '' : `where (${columns.join(', ')}) > (${columns.map((_, i) => placeholder(i)).join(', ')})`;
  return `select * from "${d.table}" ${where} order by ${columns.join(', ')} limit ${PAGE}`;
}

/** Reads the tables from one consistent snapshot, on a connection of its own where the database has one to give. */
export async function openSnapshot(handle: DatabaseHandle): Promise<SnapshotReader> {
  if (handle.dialect === 'postgres') {
    const pool = handle.pgPool;
    if (pool) {
      const client = await pool.connect();
      await client.query('begin isolation level repeatable read read only');
      let released = false;
      return {
        async page(d, after) {
          if (released) return [];
          const sqlText = pageQuery(d, after, (i) => `$${i + 1}`);
          return (await client.query(sqlText, after ?? [])).rows as DbRow[];
        },
        async release() {
          if (released) return;
          released = true;
          await client.query('commit').catch(() => undefined);
          client.release();
        },
      };
    }
  }
  if (handle.dialect === 'sqlite' && handle.sqlitePath && handle.sqlitePath !== ':memory:') {
    // A second connection reading in its own transaction: a consistent snapshot (WAL) that never
    // holds up the server's connection, which keeps serving requests meanwhile.
    const reader = new SQLite(handle.sqlitePath, { readonly: true, fileMustExist: true });
    reader.exec('begin');
    let released = false;
    return {
      async page(d, after) {
        if (released) return [];
        const statement = reader.prepare(pageQuery(d, after, () => '?'));
        return statement.all(...(after ?? [])) as DbRow[];
      },
      async release() {
        if (released) return;
        released = true;
        reader.exec('commit');
        reader.close();
      },
    };
  }
  return {
    async page(d, after) {
      const columns = sql.join(keyColumns(d).map((c) => sql.ref(c)));
      const where = after === null ? sql`` : sql`where (${columns}) > (${sql.join(after)})`;
      const query = sql<DbRow>`select * from ${sql.table(d.table)} ${where} order by ${columns} limit ${sql.lit(PAGE)}`;
      return (await query.execute(handle.db)).rows;
    },
    release: async () => {},
  };
}
