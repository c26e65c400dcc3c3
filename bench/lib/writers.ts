import type SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/src/db/schema';
import { ACTION_COLUMNS, DOSSIER_COLUMNS, EXPERTISE_COLUMNS, LINK_COLUMNS, PARTY_COLUMNS, STAGE_COLUMNS, type Batch, type PartyRow } from './dataset';

export interface BulkWriter {
  writeParties(rows: PartyRow[]): Promise<void>;
  write(batch: Batch): Promise<void>;
  finish(): Promise<void>;
}

type Columns = readonly string[];
type Row = Record<string, string | number | null>;

/**
 * SQLite: prepared multi-row inserts, one transaction per batch.
 */
export function sqliteWriter(sqlite: SQLite.Database): BulkWriter {
  // A generator's load can be redone: no journal, no syncs. The server reopens it in WAL with its own pragmas.
  sqlite.pragma('journal_mode = DELETE');
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('cache_size = -200000');
  const ROWS = 50;
  const statements = new Map<string, SQLite.Statement>();
  const statement = (table: string, columns: Columns, rows: number) => {
    const key = `${table}:${rows}`;
    let stmt = statements.get(key);
    if (!stmt) {
      const one = `(${columns.map(() => '?').join(', ')})`;
      stmt = sqlite.prepare(`insert into ${table} (${columns.join(', ')}) values ${Array(rows).fill(one).join(', ')}`);
      statements.set(key, stmt);
    }
    return stmt;
  };
  const insert = (table: string, columns: Columns, rows: Row[]) => {
    let i = 0;
    const values: (string | number | null)[] = [];
    for (; i + ROWS <= rows.length; i += ROWS) {
      values.length = 0;
      for (let k = i; k < i + ROWS; k++) for (const c of columns) values.push(rows[k]![c]!);
      statement(table, columns, ROWS).run(values);
    }
    for (; i < rows.length; i++) statement(table, columns, 1).run(columns.map((c) => rows[i]![c]!));
  };
  const load = sqlite.transaction((batch: Batch) => {
    insert('dossier', DOSSIER_COLUMNS, batch.dossiers);
    insert('action', ACTION_COLUMNS, batch.actions);
    insert('expertise', EXPERTISE_COLUMNS, batch.expertises);
    insert('dossier_party', LINK_COLUMNS, batch.links);
    insert('stage', STAGE_COLUMNS, batch.stages);
  });
  const loadParties = sqlite.transaction((rows: PartyRow[]) => insert('party', PARTY_COLUMNS, rows));
  return {
    async writeParties(rows) {
      loadParties(rows);
    },
    async write(batch) {
      load(batch);
    },
    async finish() {
      sqlite.pragma('synchronous = FULL');
      sqlite.pragma('journal_mode = WAL');
    },
  };
}

const PG_TYPES: Record<string, string> = {
  date_inscription_bureau: 'date',
  date_accident: 'date',
  last_action_date: 'date',
  date_action: 'date',
  date_prochaine: 'date',
  montant_dette: 'bigint',
  frais: 'bigint',
  id: 'integer',
};
const INTEGER = /^(id_|fk_|ref_|version$|created_by$|modified_by$|deleted_by$)/;
const pgType = (column: string) => PG_TYPES[column] ?? (INTEGER.test(column) ? 'integer' : 'text');

/** PostgreSQL: one `insert … select from unnest(arrays)` per table and chunk: few parameters, one round trip. */
export function postgresWriter(db: Kysely<Database>): BulkWriter {
  const CHUNK = 5000;
  const insert = async (trx: Kysely<Database>, table: string, columns: Columns, rows: Row[]) => {
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const arrays = columns.map((c) => sql`${chunk.map((r) => r[c])}::${sql.raw(pgType(c))}[]`);
      await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) select * from unnest(${sql.join(arrays)})`.execute(trx);
    }
  };
  return {
    async writeParties(rows) {
      await db.transaction().execute((trx) => insert(trx, 'party', PARTY_COLUMNS, rows));
    },
    async write(batch) {
      await db.transaction().execute(async (trx) => {
        await insert(trx, 'dossier', DOSSIER_COLUMNS, batch.dossiers);
        await insert(trx, 'action', ACTION_COLUMNS, batch.actions);
        await insert(trx, 'expertise', EXPERTISE_COLUMNS, batch.expertises);
        await insert(trx, 'dossier_party', LINK_COLUMNS, batch.links);
        await insert(trx, 'stage', STAGE_COLUMNS, batch.stages);
      });
    },
    async finish() {
      for (const [table, id] of [
        ['dossier', 'id_dossier'],
        ['action', 'id_action'],
        ['expertise', 'id_expertise'],
        ['party', 'id_party'],
        ['stage', 'id'],
      ] as const) {
        await sql`select setval(pg_get_serial_sequence(${table}, ${id}), coalesce((select max(${sql.ref(id)}) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
      }
      // A database that has been running a while has its statistics; a fresh load does not yet.
      await sql`vacuum analyze`.execute(db);
    },
  };
}
