import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ColumnSpec, DbRow } from './transfer-columns';

/** Why an old row may be brought in as it was, when the office asks for it (see as-is.ts). */
export type AsIsReason = 'duplicate_reference' | 'unknown_registration_date' | 'dangling_reference';

/**
 * One table as it moves in and out: its CSV file, its columns (the old system's names first,
 * Cabinet's additions after), its key, and its rules. The import and the export are driven by
 * the list of descriptors alone: a new table moves by adding its descriptor (in load order: a
 * table after the tables it refers to).
 */
export interface TableDescriptor {
  file: string;
  table: string;
  /**
   * The column identifying a row (the CSV column of the same name holds it), or the columns
   * that together do (a link table). Other tables may refer only to a single-column key.
   */
  key: string | readonly string[];
  /** A generated id column to move past the imported ids (usually the key). */
  sequence?: string;
  columns: ColumnSpec[];
  /** Defaults and derived values once the present columns are parsed. */
  complete?(row: DbRow, present: ReadonlySet<string>, now: string): void;
  /** A rule over the row's own values; a reason when refused. */
  check?(row: DbRow): string | null;
  /** A row already in the database that an imported row of the same key may overwrite. */
  replaceable?(existing: DbRow, row: DbRow): boolean;
  /** Rows refused for a rule across the file and the database (e.g. unique live references). */
  crossCheck?: CrossCheck;
  /**
   * Triggers of the table, by name in each database, that refuse rows the import writes as they
   * were (an issued fee note's lines): set aside while the import writes the table, inside its
   * transaction, and put back once the table is written. The descriptor's checks stand in for them.
   */
  unguarded?: { sqlite: readonly string[]; postgres: readonly string[] };
}

/** A row refused by a rule across rows; `asIs` names the option that may bring it in as it is, and `holder` the row it clashes with. */
export interface CrossReason {
  reason: string;
  asIs?: AsIsReason;
  holder?: number;
}

export interface CrossCheck {
  /**
   * Loads what the database already holds; the returned function sees each valid row in turn.
   * `where` names a row of the source.
   */
  prepare(db: Kysely<Database>): Promise<(row: DbRow, where: string) => CrossReason | null>;
}

export const keyColumns = (d: TableDescriptor): readonly string[] => (typeof d.key === 'string' ? [d.key] : d.key);

/**
 * A row's identity as one comparable value: the key's value itself for a single column (what a
 * reference from another table holds), the values' JSON for several.
 */
export function keyOf(d: TableDescriptor, row: DbRow): unknown {
  if (typeof d.key === 'string') return row[d.key];
  return JSON.stringify(d.key.map((column) => row[column] ?? null));
}

/** The key's columns and values as a report names them: `id_tribunal 1`, `fk_dossier, fk_party, role 10, 3, client`. */
export function describeKey(d: TableDescriptor, row: DbRow): string {
  const columns = keyColumns(d);
  return `${columns.join(', ')} ${columns.map((c) => String(row[c])).join(', ')}`;
}
