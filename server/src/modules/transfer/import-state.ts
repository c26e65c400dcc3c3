import type { SourceTable } from './csv-source';
import type { KeySet } from './key-set';
import type { Layout } from './transfer-rows';
import type { TableDescriptor } from './transfer-tables';

// What an import knows of each table while it checks and loads, shared by its two phases.

export interface TableReport {
  file: string;
  /** False when the source has no such table (nothing to import for it). */
  found: boolean;
  rows: number;
  inserted: number;
  replaced: number;
  unchanged: number;
  refused: number;
}

export type Progress = (event: { phase: 'check' | 'load'; file: string; done: number; total: number }) => void;

export interface TableState {
  descriptor: TableDescriptor;
  /** The table held no row before the import (its secondary indexes may be built after the load). */
  empty: boolean;
  source: SourceTable | null;
  layout: Layout | null;
  /** Keys seen in the file (refused rows included, so their children are not reported twice); emptied after the check when no table refers to it. */
  seen: KeySet;
  /** Keys of the database's rows, loaded when another table refers to this one. */
  stored: KeySet | null;
  replace: Set<unknown>;
  report: TableReport;
}
