import type SQLite from 'better-sqlite3';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { TableState } from './import-state';
import type { DbRow } from './transfer-columns';
import { setAsideSecondarySchema } from './pg-bulk-schema.repository';
import { keyColumns, type TableDescriptor } from './transfer-descriptor';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Writes one table's checked rows inside the import's transaction. */
export interface TableWriter {
  /** Inserts rows the check found new; how many were inserted. */
  insert(rows: DbRow[]): Promise<number>;
  /** Overwrites rows the check found replaceable. */
  replace(rows: DbRow[]): Promise<void>;
  /** Once the table's rows are all written (its indexes built again). */
  finish(): Promise<void>;
}

/** Work left for the end of the load, once every table and the derived data are written. */
export type Deferred = (() => Promise<void>)[];

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

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

async function replaceRows(trx: Transaction<Database>, d: TableDescriptor, rows: DbRow[]): Promise<void> {
  const tdb = trx as unknown as AnyDb;
  for (const row of rows) {
    let update = tdb.updateTable(d.table).set(row);
    for (const column of keyColumns(d)) update = update.where(column, '=', row[column]);
    await update.execute();
  }
}

interface Trigger {
  name: string;
  sql: string;
}

/** The full-text tables the table's triggers keep, when those triggers keep nothing else. */
function searchIndexesOf(sqlite: SQLite.Database, table: string): { triggers: Trigger[]; indexes: string[] } | null {
  const triggers = sqlite.prepare(`select name, sql from sqlite_master where type = 'trigger' and tbl_name = ?`).all(table) as Trigger[];
  if (triggers.length === 0) return null;
  const fts = new Set(
    (
      sqlite.prepare(`select name from sqlite_master where type = 'table' and sql like 'CREATE VIRTUAL TABLE % USING fts5%'`).all() as {
        name: string;
      }[]
    ).map((r) => r.name.toLowerCase()),
  );
  const indexes = new Set<string>();
  for (const trigger of triggers) {
    // Every statement of its body must be an insert into a full-text table.
    const body = /\bbegin\b([\s\S]*)\bend\s*$/i.exec(trigger.sql.trim())?.[1] ?? '';
    const statements = body
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    if (statements.length === 0) return null;
    for (const statement of statements) {
      const target = /^insert\s+into\s+"?(\w+)"?/i.exec(statement)?.[1]?.toLowerCase();
      if (!target || !fts.has(target)) return null;
      indexes.add(target);
    }
  }
  return { triggers, indexes: [...indexes] };
}

/**
 * SQLite: one prepared statement per column set, run row by row on the import's connection (in
 * its transaction). Filling an empty table, its secondary indexes are dropped and built once at
 * the end (sorted) rather than row by row in random order, and its full-text index, kept by
 * triggers row by row, is built once from the table after the derived data is written.
 */
async function sqliteWriter(
  trx: Transaction<Database>,
  sqlite: SQLite.Database,
  state: TableState,
  deferred: Deferred,
): Promise<TableWriter> {
  const d = state.descriptor;
  const indexes: string[] = [];
  if (state.empty) {
    const rows = sqlite
      .prepare(`select name, sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null`)
      .all(d.table) as { name: string; sql: string }[];
    for (const index of rows) {
      sqlite.exec(`drop index ${quote(index.name)}`);
      indexes.push(index.sql);
    }
    const search = searchIndexesOf(sqlite, d.table);
    if (search) {
      for (const trigger of search.triggers) sqlite.exec(`drop trigger ${quote(trigger.name)}`);
      deferred.push(async () => {
        for (const index of search.indexes) sqlite.exec(`insert into ${quote(index)} (${quote(index)}) values ('rebuild')`);
        for (const trigger of search.triggers) sqlite.exec(trigger.sql);
      });
    }
  }
  const guards = (d.unguarded?.sqlite ?? []).flatMap((name) => {
    const trigger = sqlite.prepare(`select name, sql from sqlite_master where type = 'trigger' and name = ?`).get(name) as Trigger | undefined;
    return trigger ? [trigger] : [];
  });
  for (const guard of guards) sqlite.exec(`drop trigger ${quote(guard.name)}`);
  const statements = new Map<string, SQLite.Statement>();
  const conflict = keyColumns(d).map(quote).join(', ');
  const statementFor = (columns: string[]) => {
    const signature = columns.join('\u0000');
    let statement = statements.get(signature);
    if (!statement) {
      statement = sqlite.prepare(
        `insert into ${quote(d.table)} (${columns.map(quote).join(', ')}) values (${columns.map(() => '?').join(', ')}) on conflict (${conflict}) do nothing`,
      );
      statements.set(signature, statement);
    }
    return statement;
  };
  return {
    async insert(rows) {
      let inserted = 0;
      for (const row of rows) inserted += statementFor(Object.keys(row)).run(Object.values(row)).changes;
      return inserted;
    },
    replace: (rows) => replaceRows(trx, d, rows),
    async finish() {
      for (const definition of indexes) sqlite.exec(definition);
      for (const guard of guards) sqlite.exec(guard.sql);
    },
  };
}

/**
 * PostgreSQL: rows by thousands through `unnest`. Filling an empty table, its secondary indexes
 * and constraints are set aside and put back once the derived data is written
 * (`pg-bulk-schema.repository.ts`).
 */
async function postgresWriter(trx: Transaction<Database>, state: TableState, deferred: Deferred): Promise<TableWriter> {
  const d = state.descriptor;
  const types = await postgresColumnTypes(trx, d.table);
  if (state.empty) deferred.push(await setAsideSecondarySchema(trx, d));
  const guards = d.unguarded?.postgres ?? [];
  for (const guard of guards) await sql`alter table ${sql.table(d.table)} disable trigger ${sql.id(guard)}`.execute(trx);
  return {
    insert: async (rows) => (rows.length === 0 ? 0 : insertUnnest(trx, d, rows, types)),
    replace: (rows) => replaceRows(trx, d, rows),
    async finish() {
      for (const guard of guards) await sql`alter table ${sql.table(d.table)} enable trigger ${sql.id(guard)}`.execute(trx);
      // Filled from empty, the table has no statistics yet: the derived data's queries would be planned blind.
      if (state.empty) await sql`analyze ${sql.table(d.table)}`.execute(trx);
    },
  };
}

export function openTableWriter(
  trx: Transaction<Database>,
  sqlite: SQLite.Database | null,
  state: TableState,
  deferred: Deferred,
): Promise<TableWriter> {
  return sqlite ? sqliteWriter(trx, sqlite, state, deferred) : postgresWriter(trx, state, deferred);
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
