import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Progress, TableState } from './import-state';
import { parseRow } from './transfer-rows';
import type { Authors, DbRow } from './transfer-columns';
import { keyColumns, keyOf, type TableDescriptor } from './transfer-descriptor';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Rows per insert: well under SQLite's 32766 bound parameters. */
const rowsPerInsert = (columns: number) => Math.max(1, Math.min(1000, Math.floor(16000 / Math.max(1, columns))));

const PG_ROWS_PER_INSERT = 5000;

async function postgresColumnTypes(trx: Transaction<Database>, table: string): Promise<Map<string, string>> {
  const { rows } = await sql<{ column_name: string; udt_name: string }>`select column_name, udt_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table}`.execute(trx);
  return new Map(rows.map((r) => [r.column_name, r.udt_name]));
}

/**
 * PostgreSQL: one array per column and `insert … select from unnest(…)`, a short statement
 * whatever the number of rows (a multi-row VALUES list is parsed and planned anew each time).
 */
async function insertUnnest(trx: Transaction<Database>, d: TableDescriptor, rows: DbRow[], types: Map<string, string>): Promise<number> {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const arrays = columns.map((column) => sql`${rows.map((row) => row[column] ?? null)}::${sql.raw(`${types.get(column) ?? 'text'}[]`)}`);
  const result = await sql`insert into ${sql.table(d.table)} (${sql.join(columns.map((c) => sql.id(c)))})
    select * from unnest(${sql.join(arrays)}) on conflict (${sql.join(keyColumns(d).map((c) => sql.id(c)))}) do nothing`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

async function dropSecondaryIndexes(trx: Transaction<Database>, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
    where type = 'index' and tbl_name = ${table} and sql is not null and sql not like 'CREATE UNIQUE%'`.execute(trx);
  for (const index of rows) await sql`drop index ${sql.id(index.name)}`.execute(trx);
  return rows.map((index) => index.sql);
}

/** Reads every table again and writes it, in one transaction: all or nothing. */
export async function loadTables(
  trx: Transaction<Database>,
  states: TableState[],
  authors: Authors,
  now: string,
  sqlite: boolean,
  onProgress?: Progress,
): Promise<void> {
  const tdb = trx as unknown as AnyDb;
  for (const state of states) {
    const { descriptor: d, source, layout } = state;
    if (!source || !layout) continue;
    // Filling an empty SQLite table, its secondary indexes are built once at the end (sorted)
    // rather than row by row in random order. Not on PostgreSQL: dropping an index there would
    // lock the table against readers until the import commits.
    const indexes = state.empty && sqlite ? await dropSecondaryIndexes(trx, d.table) : [];
    let batch: DbRow[] = [];
    let done = 0;
    let inserted = 0;
    let width = 1;
    const columnTypes = sqlite ? null : await postgresColumnTypes(trx, d.table);
    const flush = async () => {
      if (batch.length === 0) return;
      const fresh = batch.filter((row) => !state.replace.has(keyOf(d, row)));
      if (fresh.length > 0 && columnTypes) {
        inserted += await insertUnnest(trx, d, fresh, columnTypes);
      } else if (fresh.length > 0) {
        const result = await tdb
          .insertInto(d.table)
          .values(fresh)
          .onConflict((oc) => oc.columns([...keyColumns(d)]).doNothing())
          .executeTakeFirst();
        inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
      }
      for (const row of batch.filter((r) => state.replace.has(keyOf(d, r)))) {
        let update = tdb.updateTable(d.table).set(row);
        for (const column of keyColumns(d)) update = update.where(column, '=', row[column]);
        await update.execute();
      }
      done += batch.length;
      onProgress?.({ phase: 'load', file: d.file, done, total: state.report.rows });
      batch = [];
    };
    for await (const item of source.rows()) {
      const parsed = parseRow(d, layout, item.cells, authors, now);
      if (!parsed.ok) throw new Error(`${item.where} changed since it was checked`);
      batch.push(parsed.row);
      width = Math.max(width, Object.keys(parsed.row).length);
      if (batch.length >= (sqlite ? rowsPerInsert(width) : PG_ROWS_PER_INSERT)) await flush();
    }
    await flush();
    for (const definition of indexes) await sql.raw(definition).execute(trx);
    state.report.inserted = inserted;
    state.report.unchanged = state.report.rows - inserted - state.report.replaced;
  }
}

export async function moveSequencesPastIds(trx: Transaction<Database>, states: TableState[]): Promise<void> {
  // SQLite's AUTOINCREMENT already moves past an explicit id; PostgreSQL's identity does not.
  for (const { descriptor: d } of states) {
    if (!d.sequence) continue;
    await sql`select setval(pg_get_serial_sequence(${d.table}, ${d.sequence}), coalesce((select max(${sql.ref(d.sequence)}) from ${sql.table(d.table)}), 0) + 1, false)`.execute(
      trx,
    );
  }
}
