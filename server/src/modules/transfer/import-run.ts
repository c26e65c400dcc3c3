import type { DatabaseHandle } from '../../db/database';
import { writeAudit } from '../../lib/audit';
import { recordAsIs, type AsIsNote, type AsIsOptions, type LeftOut } from './as-is';
import type { ImportSource } from './csv-source';
import { checkFiles } from './file-checks';
import { checkAndLoad, type CheckResult } from './import-check';
import { moveSequencesPastIds, type Deferred } from './bulk-load.repository';
import type { Progress, TableReport, TableState } from './import-state';
import { KeySet } from './key-set';
import { applyTypeMoves, planTypeMoves, type TypeMove } from './shipped-type-moves';
import { loadAuthors } from './transfer-authors';
import { rebuildDerived } from './transfer-derived';
import { layoutOf } from './transfer-rows';
import { TRANSFER_TABLES, type TableDescriptor } from './transfer-tables';

export interface ImportReport {
  source: string;
  kind: ImportSource['kind'];
  tables: TableReport[];
  /** What is wrong with a whole table or with the source (a missing table, an unknown column, another character set): each said once. */
  faults: string[];
  /** Every refused row as `where: reasons`, in the source's order. */
  refused: string[];
  unknownFiles: string[];
  /** Cabinet's own action types moved out of the old system's ids. */
  moved: TypeMove[];
  /** Rows brought in as they were, with what was kept and why (also written in each dossier's history). */
  asIs: AsIsNote[];
  /** Rows that could not come in at all even as they are. */
  leftOut: LeftOut[];
  /** How many dossiers were marked "to review" (once written). */
  markedForReview: number;
  /** True once written (never on a dry run or with refused rows). */
  loaded: boolean;
  /** Records Cabinet derived from the imported ones (e.g. deadlines counted from the active rules), by kind. */
  derived: Record<string, number>;
}

export interface ImportOptions extends AsIsOptions {
  dryRun?: boolean;
  now?: string;
  onProgress?: Progress;
  tables?: TableDescriptor[];
  /** `table.column` names to leave behind instead of refusing the file. */
  ignoreColumns?: ReadonlySet<string>;
  /** The office says its old system holds no actions (dossiers may come without them). */
  noActions?: boolean;
  /** Question marks in a file without Arabic are the data's own, not letters a spreadsheet lost. */
  keepQuestionMarks?: boolean;
  /**
   * Called where the import leaves garbage behind, to collect it when there is enough of it:
   * every thousand rows of a file, after each large file, as the dossiers' search texts are
   * rebuilt, and before the indexes are built.
   */
  collectGarbage?: () => void;
}

const labelOf = (kind: ImportSource['kind'], descriptor: TableDescriptor, name: string | undefined) =>
  kind === 'files' ? (name ?? descriptor.file) : `the ${descriptor.table} table`;

/**
 * Imports the old system's tables. First what concerns a whole table (missing tables, columns,
 * character sets, a file cut short), each said once; then every row of every table is checked
 * (the report lists each refused row) and, when this is not a dry run, written as it is checked,
 * all in one transaction that is rolled back if anything is refused: all or nothing, and each
 * file is read once. Rows already present with the same values are left alone, so a second run
 * of the same import changes nothing.
 */
export async function runImport(handle: DatabaseHandle, source: ImportSource, options: ImportOptions = {}): Promise<ImportReport> {
  const { db } = handle;
  const tables = options.tables ?? TRANSFER_TABLES;
  const now = options.now ?? new Date().toISOString();
  const authors = await loadAuthors(db);
  const states: TableState[] = [];
  for (const descriptor of tables) {
    const table = await source.open(descriptor.file);
    const layout = table ? layoutOf(descriptor, table.columns, options.ignoreColumns) : null;
    const label = labelOf(source.kind, descriptor, table?.name);
    states.push({
      descriptor,
      label,
      empty: false,
      source: table,
      layout,
      faults: [...(layout?.faults ?? [])],
      seen: new KeySet(),
      stored: null,
      vacated: new Set(),
      replace: new Set(),
      report: {
        file: descriptor.file,
        name: table?.name ?? (source.kind === 'files' ? descriptor.file : descriptor.table),
        found: Boolean(table),
        rows: 0,
        inserted: 0,
        replaced: 0,
        unchanged: 0,
        refused: 0,
        normalised: {},
      },
    });
  }
  const report: ImportReport = {
    source: source.label,
    kind: source.kind,
    tables: states.map((s) => s.report),
    faults: [],
    refused: [],
    unknownFiles: source.unknownFiles(tables.map((t) => t.file)),
    moved: [],
    asIs: [],
    leftOut: [],
    markedForReview: 0,
    loaded: false,
    derived: {},
  };
  if (states.every((s) => !s.source)) {
    report.faults.push(
      source.kind === 'files'
        ? `${source.label}: none of ${tables.map((t) => t.file).join(', ')} was found`
        : `${source.label}: none of the tables ${tables.map((t) => t.table).join(', ')} was found in the database's schema`,
    );
    return report;
  }
  const sourceFaults = await checkFiles(db, states, source, options);
  const typeActions = states.find((s) => s.descriptor.table === 'type_action');
  report.moved = typeActions && typeActions.faults.length === 0 ? await planTypeMoves(db, typeActions.source, typeActions.layout) : [];
  for (const move of report.moved) typeActions!.vacated.add(move.from);
  const checkOptions = {
    asIs: options,
    keepQuestionMarks: options.keepQuestionMarks,
    onProgress: options.onProgress,
    collectGarbage: options.collectGarbage,
    sourceLabel: source.label,
  };
  const finish = (result: CheckResult) => {
    report.faults = [...sourceFaults, ...states.flatMap((s) => s.faults.map((fault) => `${s.label}: ${fault}`))];
    report.refused = result.refused;
    report.asIs = result.notes;
    report.leftOut = result.leftOut;
    return report.faults.length === 0 && report.refused.length === 0;
  };

  if (options.dryRun) {
    finish(await checkAndLoad(db, states, authors, now, null, checkOptions, sourceFaults.length));
    return report;
  }

  const rolledBack = new Error('refused rows: nothing written');
  try {
    await db.transaction().execute(async (trx) => {
      const postgres = handle.dialect === 'postgres';
      await applyTypeMoves(trx, report.moved, postgres);
      const deferred: Deferred = [];
      const result = await checkAndLoad(
        trx,
        states,
        authors,
        now,
        { trx, sqlite: handle.sqlite, deferred },
        checkOptions,
        sourceFaults.length,
      );
      if (!finish(result)) throw rolledBack;
      const written = states.reduce((n, s) => n + s.report.inserted + s.report.replaced, 0);
      if (written === 0 && report.moved.length === 0) return;
      report.markedForReview = await recordAsIs(trx, result.notes, result.written, now);
      report.derived = await rebuildDerived(trx, {
        now,
        has: (file) => states.some((s) => s.descriptor.file === file && s.source !== null),
        keysOf: (file) => states.find((s) => s.descriptor.file === file)?.seen ?? new KeySet(),
        replaced: (file) => states.find((s) => s.descriptor.file === file)?.replace ?? new Set(),
        collectGarbage: options.collectGarbage,
      });
      options.collectGarbage?.();
      for (const step of deferred) await step();
      if (postgres) await moveSequencesPastIds(trx, states);
      await writeAudit(trx, {
        at: now,
        userId: null,
        entity: 'import',
        entityId: 0,
        operation: 'create',
        changes: Object.fromEntries([
          ['source', [null, source.label]],
          ...states
            .filter((s) => s.report.inserted + s.report.replaced > 0)
            .map((s) => [s.descriptor.table, [null, s.report.inserted + s.report.replaced]]),
          ...Object.entries(report.derived).map(([kind, n]) => [kind, [null, n]]),
          ...(report.moved.length > 0 ? [['type_action_moved', [null, report.moved.map((m) => `${m.from} → ${m.to}`).join(', ')]]] : []),
          ...(report.asIs.length > 0 ? [['imported_as_is', [null, report.asIs.length]]] : []),
          ...(report.leftOut.length > 0 ? [['left_out', [null, report.leftOut.length]]] : []),
        ]),
      });
    });
  } catch (err) {
    if (err === rolledBack) return report;
    throw err;
  }
  report.loaded = true;
  return report;
}
