import type { Transaction } from 'kysely';
import { isPresetRow, syncDeadlinePresets } from '../../db/deadline-presets';
import { makeLegacyStages, rebuildSearchTexts } from '../../db/legacy-stages';
import type { Database } from '../../db/schema';
import { dossierSearchText } from '../dossiers';
import { partyNames } from '../parties';
import { createDerivedRepository } from './derived.repository';
import type { KeyLookup } from './key-set';
import { countMissingDeadlines } from './transfer-deadlines';
import { todayInZone } from '../../lib/dates';
import { createSettingsRepository } from '../settings';

export interface RebuildContext {
  /** The import's moment (the creation time of what a rebuild adds). */
  now: string;
  /** Whether the source held this file (a Cabinet export holds them all; the old system, its own eight). */
  has(file: string): boolean;
  /** The keys the source's file held (kept for the files other tables refer to). */
  keysOf(file: string): KeyLookup;
  /** The keys of the rows the file's rows overwrote (rows Cabinet seeded that nobody had touched). */
  replaced(file: string): ReadonlySet<unknown>;
  /** Called after each chunk of a rebuild that walks every dossier (see ImportOptions.collectGarbage). */
  collectGarbage?: () => void;
}

/** A rebuild may report what it added, by kind (listed in the summary and the import's audit entry). */
type Rebuild = (trx: Transaction<Database>, context: RebuildContext) => Promise<Record<string, number> | void>;

const CHUNK = 500;

/**
 * Values Cabinet keeps alongside the records, recomputed after an import wrote rows. The search
 * text of each dossier, expert and party is computed as it is inserted, and the search indexes
 * follow through their triggers; what depends on several tables is recomputed here.
 */
export const DERIVED_REBUILDS: Rebuild[] = [
  // The latest action dated up to the office's today (an action dated ahead is not activity yet).
  async function lastActionDates(trx, context) {
    const today = todayInZone((await createSettingsRepository(trx).get()).timezone, Date.parse(context.now));
    await createDerivedRepository(trx).refreshLastActionDates(today);
  },

  // A dossier is found by its parties' names too: the text written with the dossier lacks them.
  async function dossierSearchWithParties(trx, context) {
    const derived = createDerivedRepository(trx);
    let after = 0;
    for (;;) {
      const ids = await derived.dossiersWithPartiesAfter(after, CHUNK);
      if (ids.length === 0) return;
      const dossiers = await derived.dossiers(ids);
      const names = await derived.partyNames(ids);
      const byDossier = new Map<number, string[]>();
      for (const row of names) byDossier.set(row.fk_dossier, [...(byDossier.get(row.fk_dossier) ?? []), ...partyNames(row)]);
      const changed: [number, string][] = [];
      for (const dossier of dossiers) {
        const text = dossierSearchText(dossier, byDossier.get(dossier.id_dossier) ?? []);
        if (text !== dossier.search_text) changed.push([dossier.id_dossier, text]);
      }
      await derived.setSearchTexts(changed);
      after = ids.at(-1)!;
      context.collectGarbage?.();
    }
  },

  // The old system has no levels: its dossiers' number fields make them, as migration 029 made an
  // upgraded office's. A Cabinet export carries its levels (and the fields as they were typed).
  // They follow from the imported fields as the fields' own search text does: not a count of its own.
  async function stagesFromNumberFields(trx, context) {
    if (context.has('stages.csv')) return;
    const dossiers = context.keysOf('dossier.csv');
    await makeLegacyStages(trx, { now: context.now, ids: (id) => dossiers.has(id) });
  },

  // An action names its level in action.csv, loaded before the levels: a level that is not one of
  // the action's own dossier's is no level of it (no foreign key holds the link; see migration 028).
  async function actionStageLinks(trx) {
    const n = await createDerivedRepository(trx).dropForeignStageLinks();
    return n > 0 ? { action_level_links_dropped: n } : undefined;
  },

  // The levels' numbers are searched too, both ways round: the text of each dossier with a level
  // is built again (its parties' names included).
  async function dossierSearchWithStages(trx, context) {
    if (!context.has('stages.csv')) return;
    let after = 0;
    for (;;) {
      const ids = await createDerivedRepository(trx).dossiersWithStagesAfter(after, CHUNK);
      if (ids.length === 0) return;
      await rebuildSearchTexts(trx, ids);
      after = ids.at(-1)!;
      context.collectGarbage?.();
    }
  },

  // An older export's calendar days become the office's entries as an upgraded office's do: closed days
  // wait to be sorted (holiday or closure), worked holidays are worked days of the office's country.
  async function calendarDaysToEntries(trx) {
    const derived = createDerivedRepository(trx);
    const days = await derived.calendarDays();
    if (days.length === 0) return;
    const country = await derived.officeCountry();
    let sorted = 0;
    for (const day of days) {
      const entry = day.working ? { kind: 'worked' as const, country } : { kind: 'unsorted' as const, country: null as string | null };
      if (!(await derived.hasCalendarEntry(day.date, entry.country))) {
        await derived.insertCalendarEntry({
          date: day.date,
          ...entry,
          label: day.label,
          source: null,
          replaces: null,
          created_at: day.created_at,
          created_by: day.created_by,
        });
        sorted++;
      }
    }
    await derived.clearCalendarDays();
    return sorted > 0 ? { calendar_days_to_sort: sorted } : undefined;
  },

  // Deadlines of an older export carry no "rule as counted": their rule's, as it is now,
  // and they keep their dates until the office recounts the ones counted on its former calendar.
  async function countedWithFromRules(trx) {
    const derived = createDerivedRepository(trx);
    await derived.countedWithFromRules(await derived.officeCountry());
  },

  // A preset nobody touched gives way to an imported rule at its id (deadline_rules.csv): unless
  // that rule is the same preset, it is the office's own rule now and leaves the preset's key.
  // Then the presets are brought back as shipped (deadline-presets.ts): a preset missing is added,
  // inactive, and the untouched ones start from Cabinet's own types, found by their code wherever
  // the import moved them.
  async function presetsAfterImport(trx, context) {
    const derived = createDerivedRepository(trx);
    const replaced = [...context.replaced('deadline_rules.csv')] as number[];
    for (let i = 0; i < replaced.length; i += CHUNK) {
      const rows = await derived.presetRules(replaced.slice(i, i + CHUNK));
      const released = rows.filter((r) => !isPresetRow(r.preset_key!, r)).map((r) => r.id);
      if (released.length > 0) await derived.releasePresetKeys(released);
    }
    await syncDeadlinePresets(trx, context.now);
  },

  // Each series of fee notes goes on after the highest number its notes hold: an export without
  // where the series stood (or behind its notes) must not make the next note take a number again.
  async function seriesAfterTheirNotes(trx, context) {
    const derived = createDerivedRepository(trx);
    for (const { series, seq } of await derived.lastNumberBySeries()) await derived.moveSeriesPast(series!, Number(seq), context.now);
  },

  // The old system had no deadlines: its actions of a starting type get theirs from the rules
  // active now, as if typed in. A Cabinet export carries its deadlines (done, waived, notes) as
  // they were, and nothing is counted again.
  async function deadlinesFromActiveRules(trx, context) {
    if (context.has('deadlines.csv')) return;
    const counted = await countMissingDeadlines(trx, context.keysOf('action.csv'), context.now);
    return counted > 0 ? { deadlines_counted: counted } : undefined;
  },
];

export async function rebuildDerived(trx: Transaction<Database>, context: RebuildContext): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  for (const rebuild of DERIVED_REBUILDS) Object.assign(added, await rebuild(trx, context));
  return added;
}
