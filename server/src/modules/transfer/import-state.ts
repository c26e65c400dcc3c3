import type { SourceTable } from './csv-source';
import type { KeySet } from './key-set';
import type { Layout } from './transfer-rows';
import type { TableDescriptor } from './transfer-tables';

// What an import knows of each table while it checks and loads, shared by its two phases.

export interface TableReport {
  file: string;
  /** The table as the source names it: its file (`dossier_rows.csv`) or, from a database, the table. */
  name: string;
  /** False when the source has no such table (nothing to import for it). */
  found: boolean;
  rows: number;
  inserted: number;
  replaced: number;
  unchanged: number;
  refused: number;
  /** Values changed on the way in, by column (e.g. an empty text stored as no value). */
  normalised: Record<string, number>;
}

export type Progress = (event: { phase: 'check' | 'load'; file: string; done: number; total: number }) => void;

export interface TableState {
  descriptor: TableDescriptor;
  /** How messages name the table: `dossier.csv` for files, `the dossier table` for a database. */
  label: string;
  /** The table held no row before the import (its secondary indexes may be built after the load). */
  empty: boolean;
  source: SourceTable | null;
  layout: Layout | null;
  /** What is wrong with the table as a whole (its rows are then not reported one by one). */
  faults: string[];
  /** Keys seen in the file (refused rows included, so their children are not reported twice); emptied after the check when no table refers to it. */
  seen: KeySet;
  /** Keys of the database's rows, loaded when another table refers to this one. */
  stored: KeySet | null;
  /** Keys of database rows moved elsewhere before the load (Cabinet's own types): not "already there". */
  vacated: Set<unknown>;
  replace: Set<unknown>;
  report: TableReport;
}
