import type SQLite from 'better-sqlite3';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import type { ImportSource } from './csv-source';
import { loadAuthors } from './transfer-authors';
import type { Authors, DbRow } from './transfer-columns';
import type { Cell } from './transfer-values';
import { moveSequencesPastIds, openTableWriter, type Deferred } from './import-load';
import { KeySet } from './key-set';
import type { Progress, TableReport, TableState } from './import-state';
import { rebuildDerived } from './transfer-derived';
import { differences, layoutOf, parseRow, type Layout } from './transfer-rows';
import { describeKey, keyColumns, keyOf } from './transfer-descriptor';
import { TRANSFER_TABLES, type TableDescriptor } from './transfer-tables';

export interface ImportReport {
  source: string;
  tables: TableReport[];
  /** Every refused row as `file:line: reason`, in file order. */
  refused: string[];
  unknownFiles: string[];
  /** True once written (never on a dry run or with refused rows). */
  loaded: boolean;
  /** Records Cabinet derived from the imported ones (e.g. deadlines counted from the active rules), by kind. */
  derived: Record<string, number>;
}

export interface ImportOptions {
  dryRun?: boolean;
  now?: string;
  onProgress?: Progress;
  tables?: TableDescriptor[];
  /** `table.column` names to leave behind instead of refusing the file. */
  ignoreColumns?: ReadonlySet<string>;
  /** Called between the import's phases (after each large file, before the indexes are built). */
  betweenPhases?: () => void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const PROGRESS_EVERY = 2000;
/** Rows checked against the database and written together. */
const BATCH = 1000;
async function existingByKey(db: AnyDb, descriptor: TableDescriptor, batch: DbRow[]): Promise<Map<unknown, DbRow>> {
  const columns = keyColumns(descriptor);
  const query = db.selectFrom(descriptor.table).selectAll();
  const rows = (
    columns.length === 1
      ? await query
          .where(
            columns[0]!,
            'in',
            batch.map((row) => row[columns[0]!]),
          )
          .execute()
      : await query
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          .where((eb: any) => eb.or(batch.map((row) => eb.and(columns.map((c) => eb(c, '=', row[c]))))))
          .execute()
  ) as DbRow[];
  return new Map(rows.map((r) => [keyOf(descriptor, r), r]));
}

async function countRows(db: AnyDb, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Writes each table's rows as they are checked; stops writing at the first refused row. */
interface Load {
  trx: Transaction<Database>;
  sqlite: SQLite.Database | null;
  /** Full-text indexes to build once the derived data is written. */
  deferred: Deferred;
}

/**
 * Reads every table once: every row is checked and, when a load is given and no row has been
 * refused so far, written. A refused row stops the writing (the caller rolls the load back) but
 * not the checking, so the report lists every refused row.
 */
async function checkAndLoad(
  db: Kysely<Database>,
  states: TableState[],
  authors: Authors,
  now: string,
  load: Load | null,
  onProgress?: Progress,
  betweenPhases?: () => void,
): Promise<string[]> {
  const refused: string[] = [];
  const byFile = new Map(states.map((s) => [s.descriptor.file, s]));
  const referenced = new Set(states.flatMap((s) => s.descriptor.columns.map((c) => c.ref).filter(Boolean)));
  const adb = db as AnyDb;
  const phase = load ? 'load' : 'check';

  for (const state of states) {
    const before = refused.length;
    await checkTable(state);
    const mine = refused.splice(before).sort((a, b) => lineOf(a) - lineOf(b));
    state.report.refused = mine.length;
    refused.push(...mine);
    // No later row asks for the keys of a file no table refers to (a link table's run to
    // hundreds of thousands of strings): the memory goes back to the tables still to come.
    if (!referenced.has(state.descriptor.file)) state.seen = new KeySet();
    if (state.report.rows >= 10_000) betweenPhases?.();
  }
  return refused;

  async function checkTable(state: TableState): Promise<void> {
    const { descriptor: d, source, layout } = state;
    const hasRows = (await countRows(adb, d.table)) > 0;
    if (referenced.has(d.file) && hasRows) {
      const key = keyColumns(d)[0]!;
      state.stored = new KeySet();
      for (const r of await adb.selectFrom(d.table).select(key).execute()) state.stored.add((r as DbRow)[key]);
    }
    if (!source || !layout) return;
    if (layout.faults.length > 0) {
      refused.push(...layout.faults.map((f) => `${source.name}:1: ${f}`));
      return;
    }
    state.empty = !hasRows;
    const crossCheck = d.crossCheck ? await d.crossCheck.prepare(db) : null;
    const uniques = new Map(d.columns.filter((c) => c.unique).map((c) => [c.csv, new KeySet()]));
    const refs = d.columns.filter((c) => c.ref).map((c) => ({ column: c.csv, target: byFile.get(c.ref!)! }));
    const writer = load ? await openTableWriter(load.trx, load.sqlite, state, load.deferred) : null;
    let written = 0;
    let batch: { row: DbRow; where: string; cells: Cell[] }[] = [];

    const flush = async () => {
      if (batch.length === 0) return;
      const existing = hasRows
        ? await existingByKey(
            adb,
            d,
            batch.map((b) => b.row),
          )
        : new Map<unknown, DbRow>();
      const fresh: DbRow[] = [];
      const replaced: DbRow[] = [];
      for (const { row, where, cells } of batch) {
        const stored = existing.get(keyOf(d, row));
        if (!stored) {
          state.report.inserted++;
          fresh.push(row);
          continue;
        }
        const differing = differences(layout, cells, row, stored, authors);
        if (differing.length === 0) state.report.unchanged++;
        else if (d.replaceable?.(stored)) {
          state.replace.add(keyOf(d, row));
          state.report.replaced++;
          replaced.push(row);
        } else refused.push(`${where}: ${describeKey(d, row)} is already in the database with other values (${differing.join(', ')})`);
      }
      batch = [];
      if (!writer || refused.length > 0) return;
      written += await writer.insert(fresh);
      await writer.replace(replaced);
    };

    for await (const item of source.rows()) {
      state.report.rows++;
      if (state.report.rows % PROGRESS_EVERY === 0) onProgress?.({ phase, file: d.file, done: state.report.rows, total: 0 });
      if (item.error) {
        refused.push(`${item.where}: ${item.error}`);
        continue;
      }
      const parsed = parseRow(d, layout, item.cells, authors, now);
      const rawKey = parsed.ok ? keyOf(d, parsed.row) : unparsedKey(d, layout, item.cells);
      const reasons = parsed.ok ? [] : [...parsed.reasons];
      if (rawKey !== null && rawKey !== undefined && !Number.isNaN(rawKey) && !state.seen.add(rawKey))
        reasons.push(`duplicate ${parsed.ok ? describeKey(d, parsed.row) : `${String(d.key)} ${String(rawKey)}`} (an earlier row has it)`);
      if (parsed.ok) {
        const row = parsed.row;
        for (const [column, values] of uniques) {
          const value = row[column];
          if (value === null || value === undefined) continue;
          if (!values.add(value)) reasons.push(`duplicate ${column} ${String(value)} (an earlier row has it)`);
        }
        for (const { column, target } of refs) {
          const value = row[column];
          if (value === null || value === undefined || target.seen.has(value) || target.stored?.has(value)) continue;
          reasons.push(
            `${column} ${String(value)} names no ${target.descriptor.table} (not in ${target.descriptor.file} nor in the database)`,
          );
        }
        if (reasons.length === 0 && crossCheck) {
          const reason = crossCheck(row, item.where);
          if (reason) reasons.push(reason);
        }
      }
      if (reasons.length > 0) refused.push(`${item.where}: ${reasons.join('; ')}`);
      else if (parsed.ok) {
        batch.push({ row: parsed.row, where: item.where, cells: item.cells });
        if (batch.length >= BATCH) await flush();
      }
    }
    await flush();
    if (writer && refused.length === 0) {
      await writer.finish();
      state.report.inserted = written;
      state.report.unchanged = state.report.rows - written - state.report.replaced;
    }
    onProgress?.({ phase, file: d.file, done: state.report.rows, total: state.report.rows });
  }
}

/**
 * The key of a refused row as far as it can be told, so that the rows referring to it are not
 * refused a second time: a single numeric key read as a number.
 */
function unparsedKey(d: TableDescriptor, layout: Layout, cells: (string | null)[]): unknown {
  if (typeof d.key !== 'string') return null;
  const cell = cells[layout.specs.findIndex((s) => s?.csv === d.key)];
  return cell == null ? null : Number(cell);
}

/** The line of a `file:line: reason` entry, to list a file's refusals in file order. */
const lineOf = (entry: string) => Number(/^[^:]*:(\d+):/.exec(entry)?.[1] ?? 0);

/**
 * Imports the old system's tables: every row of every table is checked (the report lists each
 * refused row) and, when this is not a dry run, written as it is checked, all in one
 * transaction that is rolled back if any row is refused: all or nothing, and each file is read
 * once. Rows already present with the same values are left alone, so a second run of the same
 * import changes nothing.
 */
export async function runImport(handle: DatabaseHandle, source: ImportSource, options: ImportOptions = {}): Promise<ImportReport> {
  const { db } = handle;
  const tables = options.tables ?? TRANSFER_TABLES;
  const now = options.now ?? new Date().toISOString();
  const authors = await loadAuthors(db);
  const states: TableState[] = [];
  for (const descriptor of tables) {
    const table = await source.open(descriptor.file);
    states.push({
      descriptor,
      empty: false,
      source: table,
      layout: table ? layoutOf(descriptor, table.columns, options.ignoreColumns) : null,
      seen: new KeySet(),
      stored: null,
      replace: new Set(),
      report: { file: descriptor.file, found: Boolean(table), rows: 0, inserted: 0, replaced: 0, unchanged: 0, refused: 0 },
    });
  }
  const report: ImportReport = {
    source: source.label,
    tables: states.map((s) => s.report),
    refused: [],
    unknownFiles: source.unknownFiles(tables.map((t) => t.file)),
    loaded: false,
    derived: {},
  };
  if (states.every((s) => !s.source)) {
    report.refused.push(`${source.label}: none of ${tables.map((t) => t.file).join(', ')} was found`);
    return report;
  }
  if (options.dryRun) {
    report.refused = await checkAndLoad(db, states, authors, now, null, options.onProgress, options.betweenPhases);
    return report;
  }

  const rolledBack = new Error('refused rows: nothing written');
  try {
    await db.transaction().execute(async (trx) => {
      const deferred: Deferred = [];
      report.refused = await checkAndLoad(
        trx,
        states,
        authors,
        now,
        { trx, sqlite: handle.sqlite, deferred },
        options.onProgress,
        options.betweenPhases,
      );
      if (report.refused.length > 0) throw rolledBack;
      const written = states.reduce((n, s) => n + s.report.inserted + s.report.replaced, 0);
      if (written === 0) return;
      report.derived = await rebuildDerived(trx, {
        now,
        has: (file) => states.some((s) => s.descriptor.file === file && s.source !== null),
        keysOf: (file) => states.find((s) => s.descriptor.file === file)?.seen ?? new KeySet(),
      });
      options.betweenPhases?.();
      for (const step of deferred) await step();
      if (handle.dialect === 'postgres') await moveSequencesPastIds(trx, states);
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
