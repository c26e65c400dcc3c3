import { Readable } from 'node:stream';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import yazl from 'yazl';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import { writeCsv } from '../../lib/csv';
import { loadAuthors } from './transfer-authors';
import type { DbRow } from './transfer-columns';
import { keyColumns, type TableDescriptor } from './transfer-descriptor';
import { TRANSFER_TABLES } from './transfer-tables';

const PAGE = 500;

/** Pages of one table in key order, all from one consistent snapshot of the database. */
interface SnapshotReader {
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

async function openSnapshot(handle: DatabaseHandle): Promise<SnapshotReader> {
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

/**
 * The whole office as a zip of CSV files, one per table, in the format the import reads: UTF-8
 * with a BOM (so spreadsheets show Arabic and accents), comma separated, formula-safe cells (which
 * the import reads back as they were), a header row of the old system's column names, then
 * Cabinet's own. Read page by page from one snapshot, yielding to other requests between pages;
 * the zip is written as the download is read.
 */
export async function exportZip(
  handle: DatabaseHandle,
  tables: TableDescriptor[] = TRANSFER_TABLES,
): Promise<{ stream: Readable; abort(): void }> {
  const authors = await loadAuthors(handle.db);
  const snapshot = await openSnapshot(handle);
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as unknown as Readable;
  let remaining = tables.length;

  for (const d of tables) {
    async function* csv(): AsyncGenerator<string> {
      try {
        yield writeCsv([d.columns.map((c) => c.csv)], { bom: true });
        let after: unknown[] | null = null;
        for (;;) {
          const rows = await snapshot.page(d, after);
          if (rows.length === 0) break;
          yield writeCsv(rows.map((row) => d.columns.map((c) => c.format(row, authors))));
          const last = rows[rows.length - 1]!;
          after = keyColumns(d).map((c) => last[c]);
          if (rows.length < PAGE) break;
          await yieldToOthers();
        }
      } catch (err) {
        // A failed read ends the download as a broken one, never as a crash of the server.
        output.destroy(err as Error);
      } finally {
        if (--remaining === 0) await snapshot.release();
      }
    }
    zip.addReadStream(Readable.from(csv()), d.file, { mode: 0o100600 });
  }
  zip.end();
  return {
    stream: output,
    abort: () => void snapshot.release(),
  };
}
