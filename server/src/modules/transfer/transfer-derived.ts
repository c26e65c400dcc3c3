import { PostgresAdapter, sql, type Transaction } from 'kysely';
import { isPresetRow, syncDeadlinePresets } from '../../db/deadline-presets';
import { makeLegacyStages, rebuildSearchTexts } from '../../db/legacy-stages';
import type { Database } from '../../db/schema';
import { dossierSearchText } from '../dossiers';
import { partyNames } from '../parties';
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
}

/** A rebuild may report what it added, by kind (listed in the summary and the import's audit entry). */
type Rebuild = (trx: Transaction<Database>, context: RebuildContext) => Promise<Record<string, number> | void>;

const CHUNK = 500;

const isPostgres = (trx: Transaction<Database>) => trx.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Values Cabinet keeps alongside the records, recomputed after an import wrote rows. The search
 * text of each dossier, expert and party is computed as it is inserted, and the search indexes
 * follow through their triggers; what depends on several tables is recomputed here.
 */
export const DERIVED_REBUILDS: Rebuild[] = [
  // The latest action dated up to the office's today (an action dated ahead is not activity yet).
  async function lastActionDates(trx, context) {
    const today = todayInZone((await createSettingsRepository(trx).get()).timezone, Date.parse(context.now));
    if (isPostgres(trx)) {
      // One join and one aggregate: the action table's indexes may be set aside until the end of the load.
      await sql`update dossier set last_action_date = m.latest
        from (select d.id_dossier, max(a.date_action) as latest from dossier d left join action a on a.fk_dossier = d.id_dossier and a.date_action <= ${today}::date group by d.id_dossier) m
        where m.id_dossier = dossier.id_dossier and dossier.last_action_date is distinct from m.latest`.execute(trx);
      return;
    }
    const latest = sql`(select max(a.date_action) from action a where a.fk_dossier = dossier.id_dossier and a.date_action <= ${today})`;
    await sql`update dossier set last_action_date = ${latest} where last_action_date is distinct from ${latest}`.execute(trx);
  },

  // A dossier is found by its parties' names too: the text written with the dossier lacks them.
  async function dossierSearchWithParties(trx) {
    let after = 0;
    for (;;) {
      const ids = (
        await trx
          .selectFrom('dossier_party')
          .select('fk_dossier')
          .distinct()
          .where('fk_dossier', '>', after)
          .orderBy('fk_dossier')
          .limit(CHUNK)
          .execute()
      ).map((r) => r.fk_dossier);
      if (ids.length === 0) return;
      const dossiers = await trx.selectFrom('dossier').selectAll().where('id_dossier', 'in', ids).execute();
      const names = await trx
        .selectFrom('dossier_party')
        .innerJoin('party', 'party.id_party', 'dossier_party.fk_party')
        .select(['dossier_party.fk_dossier', 'party.name', 'party.name_ar'])
        .where('dossier_party.fk_dossier', 'in', ids)
        .orderBy('dossier_party.fk_dossier')
        .orderBy('party.id_party')
        .execute();
      const byDossier = new Map<number, string[]>();
      for (const row of names) byDossier.set(row.fk_dossier, [...(byDossier.get(row.fk_dossier) ?? []), ...partyNames(row)]);
      const changed: [number, string][] = [];
      for (const dossier of dossiers) {
        const text = dossierSearchText(dossier, byDossier.get(dossier.id_dossier) ?? []);
        if (text !== dossier.search_text) changed.push([dossier.id_dossier, text]);
      }
      await setSearchTexts(trx, changed);
      after = ids.at(-1)!;
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
    const dangling = await trx
      .updateTable('action')
      .set({ fk_stage: null })
      .where('fk_stage', 'is not', null)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('stage')
              .select('stage.id')
              .whereRef('stage.id', '=', 'action.fk_stage')
              .whereRef('stage.fk_dossier', '=', 'action.fk_dossier'),
          ),
        ),
      )
      .executeTakeFirst();
    const n = Number(dangling.numUpdatedRows);
    return n > 0 ? { action_level_links_dropped: n } : undefined;
  },

  // The levels' numbers are searched too, both ways round: the text of each dossier with a level
  // is built again (its parties' names included).
  async function dossierSearchWithStages(trx, context) {
    if (!context.has('stages.csv')) return;
    let after = 0;
    for (;;) {
      const ids = (
        await trx.selectFrom('stage').select('fk_dossier').distinct().where('fk_dossier', '>', after).orderBy('fk_dossier').limit(CHUNK).execute()
      ).map((r) => r.fk_dossier);
      if (ids.length === 0) return;
      await rebuildSearchTexts(trx, ids);
      after = ids.at(-1)!;
    }
  },

  // Part two's calendar days become the office's entries as an upgraded office's do: closed days
  // wait to be sorted (holiday or closure), worked holidays are worked days of the office's country.
  async function calendarDaysToEntries(trx) {
    const days = await trx.selectFrom('calendar_day').selectAll().execute();
    if (days.length === 0) return;
    const { country } = await trx.selectFrom('settings').select('country').where('id', '=', 1).executeTakeFirstOrThrow();
    let sorted = 0;
    for (const day of days) {
      const entry = day.working ? { kind: 'worked' as const, country } : { kind: 'unsorted' as const, country: null as string | null };
      const taken = await trx
        .selectFrom('calendar_entry')
        .select('id')
        .where('date', '=', day.date)
        .where((eb) => (entry.country === null ? eb('country', 'is', null) : eb('country', '=', entry.country)))
        .executeTakeFirst();
      if (!taken) {
        await trx
          .insertInto('calendar_entry')
          .values({
            date: day.date,
            ...entry,
            label: day.label,
            source: null,
            replaces: null,
            created_at: day.created_at,
            created_by: day.created_by,
          })
          .execute();
        sorted++;
      }
    }
    await trx.deleteFrom('calendar_day').execute();
    return sorted > 0 ? { calendar_days_to_sort: sorted } : undefined;
  },

  // Deadlines exported before part three carry no "rule as counted": their rule's, as it is now,
  // and they keep their dates until the office recounts the ones counted on its former calendar.
  async function countedWithFromRules(trx) {
    const rule = (column: string) =>
      sql<number>`(select ${sql.ref(`deadline_rule.${column}`)} from deadline_rule where deadline_rule.id = deadline.fk_rule)`;
    const { country } = await trx.selectFrom('settings').select('country').where('id', '=', 1).executeTakeFirstOrThrow();
    await trx
      .updateTable('deadline')
      .set({
        counted_months: rule('months'),
        counted_days: rule('days'),
        counted_franc: rule('franc'),
        counted_country: sql<string>`coalesce(${rule('country')}, ${country})`,
      })
      .where('counted_months', '=', 0)
      .where('counted_days', '=', 0)
      .execute();
  },

  // A preset nobody touched gives way to an imported rule at its id (deadline_rules.csv): unless
  // that rule is the same preset, it is the office's own rule now and leaves the preset's key.
  // Then the presets are brought back as shipped (deadline-presets.ts): a preset missing is added,
  // inactive, and the untouched ones start from Cabinet's own types, found by their code wherever
  // the import moved them.
  async function presetsAfterImport(trx, context) {
    const replaced = [...context.replaced('deadline_rules.csv')] as number[];
    for (let i = 0; i < replaced.length; i += CHUNK) {
      const rows = await trx
        .selectFrom('deadline_rule')
        .select(['id', 'preset_key', 'country', 'label_fr'])
        .where('id', 'in', replaced.slice(i, i + CHUNK))
        .where('preset_key', 'is not', null)
        .execute();
      const released = rows.filter((r) => !isPresetRow(r.preset_key!, r)).map((r) => r.id);
      if (released.length > 0) await trx.updateTable('deadline_rule').set({ preset_key: null }).where('id', 'in', released).execute();
    }
    await syncDeadlinePresets(trx, context.now);
  },

  // Each series of fee notes goes on after the highest number its notes hold: an export without
  // where the series stood (or behind its notes) must not make the next note take a number again.
  async function seriesAfterTheirNotes(trx, context) {
    const last = await trx
      .selectFrom('invoice')
      .select((eb) => ['series', eb.fn.max<number>('seq').as('seq')])
      .where('series', 'is not', null)
      .groupBy('series')
      .execute();
    for (const { series, seq } of last) {
      await trx
        .insertInto('invoice_series')
        .values({ series: series!, last_number: Number(seq), modified_at: context.now })
        .onConflict((oc) =>
          oc
            .column('series')
            .doUpdateSet({ last_number: Number(seq), modified_at: context.now })
            .where('invoice_series.last_number', '<', Number(seq)),
        )
        .execute();
    }
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

/** One statement for a chunk of dossiers (a statement each would take minutes on PostgreSQL at 100k). */
async function setSearchTexts(trx: Transaction<Database>, changed: [number, string][]): Promise<void> {
  if (changed.length === 0) return;
  if (isPostgres(trx)) {
    const values = sql.join(changed.map(([id, text]) => sql`(${id}::integer, ${text}::text)`));
    await sql`update dossier set search_text = v.text from (values ${values}) as v(id, text) where dossier.id_dossier = v.id`.execute(trx);
  } else {
    const values = sql.join(changed.map(([id, text]) => sql`(${id}, ${text})`));
    await sql`with v(id, text) as (values ${values})
      update dossier set search_text = (select text from v where v.id = dossier.id_dossier) where id_dossier in (select id from v)`.execute(
      trx,
    );
  }
}

export async function rebuildDerived(trx: Transaction<Database>, context: RebuildContext): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  for (const rebuild of DERIVED_REBUILDS) Object.assign(added, await rebuild(trx, context));
  return added;
}
