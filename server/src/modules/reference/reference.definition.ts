import type { ReferenceResource } from '@cabinet/shared';
import type { z } from 'zod';
import type { Database } from '../../db/schema';

export type ReferenceTable = 'expert' | 'tribunal' | 'type_action' | 'type_expertise' | 'type_affaire_bureau';

/** A stored row seen by the generic code, which handles columns by name. */
export type StoredRow = Record<string, unknown>;
export type AuditedRow = StoredRow & { version: number };

/** Rows of another table that point at a record: while any exist, the record cannot be deleted. */
export interface Usage {
  table: keyof Database;
  column: string;
  /** What uses the record, for the refusal message ("used by 1 dossier", "by 3 dossiers"). */
  one: string;
  many: string;
  /** Trashed rows still hold the reference; the message counts them so the user can find them. */
  trashedColumn?: string;
}

/** A reference field of the record that must name an existing row. */
export interface ForeignKey {
  field: string;
  table: ReferenceTable;
  column: string;
  message: string;
}

/** A label read from a referenced table into the record (the expert's expertise type). */
export interface LabelJoin {
  field: string;
  table: ReferenceTable;
  column: string;
  label: string;
  as: string;
}

/** Everything that differs between the five reference lists; the rest of the module is generic. */
export interface ReferenceDefinition<Row extends AuditedRow, Rec> {
  resource: ReferenceResource;
  table: ReferenceTable;
  idField: string;
  labelField: keyof Rec & string;
  /** Audit entity name (the table's name). */
  entity: string;
  /** The noun of messages: "Tribunal not found", "This tribunal is used by 3 dossiers". */
  name: string;
  schemas: {
    record: z.ZodType<Rec>;
    create: z.ZodType<StoredRow>;
    patch: z.ZodType<StoredRow & { version?: number }>;
  };
  /** The one mapping of a stored row to the API shape. */
  toRecord(row: Row): Rec;
  /** The record fields the list's `q` looks into: the values the list shows. */
  searchFields: readonly (keyof Rec & string)[];
  usages: readonly Usage[];
  foreignKeys?: readonly ForeignKey[];
  join?: LabelJoin;
  /** Normalized text kept in a `search_text` column, for tables that have one. */
  searchText?(row: StoredRow): string;
  /** Body fields stored in other shapes (an action type's `labels` in three columns); the rest is stored as is. */
  toColumns?(body: StoredRow): StoredRow;
  /** Rules across fields, checked on the record as it will be stored: `{field: message}` or null. */
  check?(row: StoredRow): Record<string, string> | null;
}
