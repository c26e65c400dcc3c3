import type SQLite from 'better-sqlite3';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { fromCents } from '../../lib/money';
import { AS_IS_FLAGS, allows, dossierNotes, writeImportLines, type AsIsNote, type AsIsOptions, type LeftOut } from './as-is';
import { openTableWriter, type Deferred } from './bulk-load.repository';
import type { Progress, TableState } from './import-state';
import { lineOf, unparsedKey } from './import-lookups';
import { createImportRepository } from './import.repository';
import { apiReasons } from './import-validation';
import { KeySet } from './key-set';
import type { Authors, DbRow } from './transfer-columns';
import { describeKey, keyColumns, keyOf, type TableDescriptor } from './transfer-descriptor';
import { differences, parseRow } from './transfer-rows';
import type { Cell } from './transfer-values';

const PROGRESS_EVERY = 2000;
/** Rows checked against the database and written together. */
const BATCH = 1000;
/** How often, in rows, the caller may collect a large file's garbage as it is read (`collectGarbage`). */
const COLLECT_CHECK_EVERY = 1000;

/** Writes each table's rows as they are checked; stops writing at the first refused row. */
export interface Load {
  trx: Transaction<Database>;
  sqlite: SQLite.Database | null;
  /** Full-text indexes to build once the derived data is written. */
  deferred: Deferred;
}

export interface CheckOptions {
  asIs: AsIsOptions;
  keepQuestionMarks?: boolean;
  onProgress?: Progress;
  collectGarbage?: () => void;
  /** How the history names the source (the folder, the zip, the database without its password). */
  sourceLabel: string;
}

export interface CheckResult {
  /** Every refused row as `where: reasons`, table by table in the source's order. */
  refused: string[];
  /** Rows brought in as they are. */
  notes: AsIsNote[];
  /** Notes already written in the history line of a dossier the import added. */
  written: Set<AsIsNote>;
  /** Rows that could not come in even as they are. */
  leftOut: LeftOut[];
  /** The dossiers the import added (their history line is written). */
  insertedDossiers: Set<number>;
}

/** The record of a row whose history holds its note, and the dossier marked for review. */
function noteTarget(d: TableDescriptor, row: DbRow): Pick<AsIsNote, 'entity' | 'id' | 'dossier'> & { prefix: string } {
  if (d.table === 'dossier') return { entity: 'dossier', id: row.id_dossier as number, dossier: row.id_dossier as number, prefix: '' };
  if (d.table === 'action') return { entity: 'action', id: row.id_action as number, dossier: row.fk_dossier as number, prefix: '' };
  // An expertise is part of its action: its line is the action's, its dossier found once loaded.
  if (d.table === 'expertise') return { entity: 'action', id: row.fk_action as number, dossier: null, prefix: 'expertise.' };
  return { entity: 'expert', id: row.id_expert as number, dossier: null, prefix: '' };
}

/** Tables whose missing references may be set to none with --keep-dangling (the record keeps its place). */
const AS_IS_TABLES = new Set(['dossier', 'action', 'expertise', 'expert']);

/**
 * Reads every table once: every row is checked and, when a load is given and nothing has been
 * refused so far, written. A refused row stops the writing (the caller rolls the load back) but
 * not the checking, so the report lists every refused row. A table with a fault of its own (an
 * unknown column, another character set, a last row cut short) is reported once, without its
 * rows, and the rows of other tables are not refused for referring to it.
 */
export async function checkAndLoad(
  db: Kysely<Database>,
  states: TableState[],
  authors: Authors,
  now: string,
  load: Load | null,
  options: CheckOptions,
  faultsBefore: number,
): Promise<CheckResult> {
  const result: CheckResult = { refused: [], notes: [], written: new Set(), leftOut: [], insertedDossiers: new Set() };
  const byFile = new Map(states.map((s) => [s.descriptor.file, s]));
  const referenced = new Set(states.flatMap((s) => s.descriptor.columns.map((c) => c.ref).filter(Boolean)));
  const repo = createImportRepository(db);
  const phase = load ? 'load' : 'check';
  const blocked = () => faultsBefore + result.refused.length + states.reduce((n, s) => n + s.faults.length, 0) > 0;

  for (const state of states) {
    const mine: string[] = [];
    const notesBefore = result.notes.length;
    await checkTable(state, mine);
    if (state.faults.length > 0) {
      // The rows of a table refused as a whole say nothing more.
      mine.length = 0;
      result.notes.length = notesBefore;
    }
    mine.sort((a, b) => lineOf(a) - lineOf(b));
    state.report.refused = mine.length;
    result.refused.push(...mine);
    // No later row asks for the keys of a file no table refers to (a link table's run to
    // hundreds of thousands of strings): the memory goes back to the tables still to come.
    if (!referenced.has(state.descriptor.file)) state.seen = new KeySet();
    if (state.report.rows >= 10_000) options.collectGarbage?.();
  }
  return result;

  async function checkTable(state: TableState, refused: string[]): Promise<void> {
    const { descriptor: d, source, layout } = state;
    const hasRows = (await repo.countRows(d.table)) > 0;
    if (referenced.has(d.file) && hasRows) {
      const key = keyColumns(d)[0]!;
      state.stored = new KeySet();
      for (const r of await repo.storedKeys(d.table, key)) state.stored.add(r[key]);
    }
    if (!source || !layout || state.faults.length > 0) return;
    state.empty = !hasRows;
    const crossCheck = d.crossCheck ? await d.crossCheck.prepare(db) : null;
    const uniques = new Map(d.columns.filter((c) => c.unique).map((c) => [c.csv, new KeySet()]));
    const refs = d.columns.filter((c) => c.ref).map((c) => ({ column: c.csv, required: Boolean(c.required), target: byFile.get(c.ref!)! }));
    const writer = load ? await openTableWriter(load.trx, load.sqlite, state, load.deferred) : null;
    const asIsHere = AS_IS_TABLES.has(d.table);
    const notesFrom = result.notes.length;
    let written = 0;
    let left = 0;
    let batch: { row: DbRow; where: string; cells: Cell[] }[] = [];

    const flush = async () => {
      if (batch.length === 0) return;
      const existing = hasRows
        ? await repo.existingByKey(
            d,
            batch.map((b) => b.row),
          )
        : new Map<unknown, DbRow>();
      const fresh: DbRow[] = [];
      const replaced: DbRow[] = [];
      for (const { row, where, cells } of batch) {
        const key = keyOf(d, row);
        const stored = state.vacated.has(key) ? undefined : existing.get(key);
        if (!stored) {
          state.report.inserted++;
          fresh.push(row);
          continue;
        }
        const differing = differences(layout, cells, row, stored, authors);
        if (differing.length === 0) state.report.unchanged++;
        else if (d.replaceable?.(stored, row)) {
          state.replace.add(key);
          state.report.replaced++;
          replaced.push(row);
        } else refused.push(`${where}: ${describeKey(d, row)} is already in Cabinet with other values (${differing.join(', ')})`);
      }
      batch = [];
      if (!writer || blocked() || refused.length > 0) return;
      written += await writer.insert(fresh);
      await writer.replace(replaced);
      if (d.table === 'dossier' && fresh.length > 0) {
        const notes = dossierNotes(result.notes.slice(notesFrom));
        await writeImportLines(load!.trx, fresh, notes, now, options.sourceLabel);
        for (const row of fresh) {
          result.insertedDossiers.add(row.id_dossier as number);
          for (const note of notes.get(row.id_dossier as number) ?? []) result.written.add(note);
        }
      }
    };

    for await (const item of source.rows()) {
      state.report.rows++;
      if (state.report.rows % PROGRESS_EVERY === 0) options.onProgress?.({ phase, file: d.file, done: state.report.rows, total: 0 });
      if (state.report.rows % COLLECT_CHECK_EVERY === 0) options.collectGarbage?.();
      if (item.error) {
        refused.push(`${item.where}: ${item.error}`);
        continue;
      }
      const parsed = parseRow(d, layout, item.cells, authors, now, state.report.normalised);
      const rawKey = parsed.ok ? keyOf(d, parsed.row) : unparsedKey(d, layout, item.cells);
      const reasons = parsed.ok ? [] : [...parsed.reasons];
      const notes: AsIsNote[] = [];
      let leftOut: string | null = null;
      if (rawKey !== null && rawKey !== undefined && !Number.isNaN(rawKey) && !state.seen.add(rawKey))
        reasons.push(`duplicate ${parsed.ok ? describeKey(d, parsed.row) : `${String(d.key)} ${String(rawKey)}`} (an earlier row has it)`);
      if (parsed.ok) {
        const row = parsed.row;
        const target = noteTarget(d, row);
        const note = (reason: AsIsNote['reason'], changes: AsIsNote['changes'], text: string) =>
          notes.push({ ...target, where: item.where, reason, changes, text: `${item.where}: ${text}` });

        for (const spec of layout.specs) {
          if (!spec?.mayBeUnknown || row[spec.csv] !== null) continue;
          if (allows(options.asIs, 'unknown_registration_date'))
            note('unknown_registration_date', {}, `${spec.csv} is missing: imported as unknown, marked for review`);
          else
            reasons.push(
              `${spec.csv} is missing [${AS_IS_FLAGS.unknown_registration_date} imports the dossier with it left unknown, marked for review]`,
            );
        }
        for (const [column, values] of uniques) {
          const value = row[column];
          if (value === null || value === undefined) continue;
          if (!values.add(value)) reasons.push(`duplicate ${column} ${String(value)} (an earlier row has it)`);
        }
        for (const { column, required, target: t } of refs) {
          const value = row[column];
          // A table refused as a whole is reported once: the rows naming it are not refused for it.
          if (value === null || value === undefined || t.seen.has(value) || t.stored?.has(value) || t.faults.length > 0) continue;
          const looked = t.source ? `not in ${t.label} nor in Cabinet` : `${t.label} is not in the source, and Cabinet has no such row`;
          const missing = `${column} ${String(value)} names no ${t.descriptor.table} (${looked})`;
          const flag = AS_IS_FLAGS.dangling_reference;
          if (!required && asIsHere && allows(options.asIs, 'dangling_reference')) {
            row[column] = null;
            note(
              'dangling_reference',
              { [`${noteTarget(d, row).prefix}${column}`]: [value, null] },
              `${missing}: imported with none, the id kept in the history`,
            );
          } else if (d.table === 'expertise' && column === 'fk_action' && allows(options.asIs, 'dangling_reference')) {
            leftOut = `${item.where}: ${missing}: an expertise cannot stand without its action, so it is left out (frais ${fromCents(row.frais as number | null) ?? 'none'}, contenu "${String(row.contenu ?? '').slice(0, 60)}")`;
          } else reasons.push(required || !asIsHere ? missing : `${missing} [${flag} imports it with none, the id kept in the history]`);
        }
        reasons.push(...apiReasons(d.table, row));
        if (reasons.length === 0 && crossCheck) {
          const cross = crossCheck(row, item.where);
          if (cross?.asIs && allows(options.asIs, cross.asIs)) {
            row.ref_duplicate_kept = 1;
            note(
              'duplicate_reference',
              { same_reference_as: [null, cross.holder ?? null] },
              `${cross.reason}: both kept, marked for review`,
            );
            if (cross.holder !== undefined)
              notes.push({
                entity: 'dossier',
                id: cross.holder,
                dossier: cross.holder,
                where: item.where,
                reason: 'duplicate_reference',
                changes: { same_reference_as: [null, row.id_dossier] },
                text: `dossier ${cross.holder}: its reference is also used by dossier ${String(row.id_dossier)}, marked for review`,
              });
          } else if (cross)
            reasons.push(cross.asIs ? `${cross.reason} [${AS_IS_FLAGS[cross.asIs]} keeps both, marked for review]` : cross.reason);
        }
        if (reasons.length === 0 && notes.some((n) => n.entity === 'dossier' && n.id === row.id_dossier)) row.to_review = 1;
      }
      if (reasons.length > 0) refused.push(`${item.where}: ${reasons.join('; ')}`);
      else if (leftOut) {
        left++;
        result.leftOut.push({ where: item.where, text: leftOut });
      } else if (parsed.ok) {
        result.notes.push(...notes);
        batch.push({ row: parsed.row, where: item.where, cells: item.cells });
        if (batch.length >= BATCH) await flush();
      }
    }
    await flush();
    state.faults.push(...source.faults({ keepQuestionMarks: options.keepQuestionMarks }));
    if (writer && !blocked() && refused.length === 0) {
      await writer.finish();
      state.report.inserted = written;
      state.report.unchanged = state.report.rows - written - state.report.replaced - left;
    }
    options.onProgress?.({ phase, file: d.file, done: state.report.rows, total: state.report.rows });
  }
}
