import { PostgresAdapter, sql, type Insertable, type Transaction } from 'kysely';
import type { CalendarEntryTable, Database } from '../../db/schema';

/** The statements that rebuild what Cabinet derives from the imported rows (transfer-derived.ts), in the import's transaction. */
export function createDerivedRepository(trx: Transaction<Database>) {
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  return {
    /** Every dossier's latest action dated up to `today`, written where it differs. */
    async refreshLastActionDates(today: string): Promise<void> {
      if (postgres) {
        // One join and one aggregate: the action table's indexes may be set aside until the end of the load.
        await sql`update dossier set last_action_date = m.latest
        from (select d.id_dossier, max(a.date_action) as latest from dossier d left join action a on a.fk_dossier = d.id_dossier and a.date_action <= ${today}::date group by d.id_dossier) m
        where m.id_dossier = dossier.id_dossier and dossier.last_action_date is distinct from m.latest`.execute(trx);
        return;
      }
      const latest = sql`(select max(a.date_action) from action a where a.fk_dossier = dossier.id_dossier and a.date_action <= ${today})`;
      await sql`update dossier set last_action_date = ${latest} where last_action_date is distinct from ${latest}`.execute(trx);
    },
    /** The next `limit` dossiers after `after` that have a party, in id order. */
    async dossiersWithPartiesAfter(after: number, limit: number): Promise<number[]> {
      const rows = await trx
        .selectFrom('dossier_party')
        .select('fk_dossier')
        .distinct()
        .where('fk_dossier', '>', after)
        .orderBy('fk_dossier')
        .limit(limit)
        .execute();
      return rows.map((r) => r.fk_dossier);
    },
    /** The next `limit` dossiers after `after` that have a court level, in id order. */
    async dossiersWithStagesAfter(after: number, limit: number): Promise<number[]> {
      const rows = await trx
        .selectFrom('stage')
        .select('fk_dossier')
        .distinct()
        .where('fk_dossier', '>', after)
        .orderBy('fk_dossier')
        .limit(limit)
        .execute();
      return rows.map((r) => r.fk_dossier);
    },
    async dossiers(ids: number[]) {
      return trx.selectFrom('dossier').selectAll().where('id_dossier', 'in', ids).execute();
    },
    /** The parties' names of these dossiers, by dossier then party. */
    async partyNames(ids: number[]) {
      return trx
        .selectFrom('dossier_party')
        .innerJoin('party', 'party.id_party', 'dossier_party.fk_party')
        .select(['dossier_party.fk_dossier', 'party.name', 'party.name_ar'])
        .where('dossier_party.fk_dossier', 'in', ids)
        .orderBy('dossier_party.fk_dossier')
        .orderBy('party.id_party')
        .execute();
    },
    /** One statement for a chunk of dossiers (a statement each would take minutes on PostgreSQL at 100k). */
    async setSearchTexts(changed: [number, string][]): Promise<void> {
      if (changed.length === 0) return;
      if (postgres) {
        const values = sql.join(changed.map(([id, text]) => sql`(${id}::integer, ${text}::text)`));
        await sql`update dossier set search_text = v.text from (values ${values}) as v(id, text) where dossier.id_dossier = v.id`.execute(
          trx,
        );
      } else {
        const values = sql.join(changed.map(([id, text]) => sql`(${id}, ${text})`));
        await sql`with v(id, text) as (values ${values})
      update dossier set search_text = (select text from v where v.id = dossier.id_dossier) where id_dossier in (select id from v)`.execute(
          trx,
        );
      }
    },
    /** Unlinks every action from a level that is not one of its own dossier's; how many. */
    async dropForeignStageLinks(): Promise<number> {
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
      return Number(dangling.numUpdatedRows);
    },
    async calendarDays() {
      return trx.selectFrom('calendar_day').selectAll().execute();
    },
    async clearCalendarDays(): Promise<void> {
      await trx.deleteFrom('calendar_day').execute();
    },
    async officeCountry() {
      const { country } = await trx.selectFrom('settings').select('country').where('id', '=', 1).executeTakeFirstOrThrow();
      return country;
    },
    /** Whether the office's calendar has an entry on this day for this country (null: none named). */
    async hasCalendarEntry(date: string, country: string | null): Promise<boolean> {
      const taken = await trx
        .selectFrom('calendar_entry')
        .select('id')
        .where('date', '=', date)
        .where((eb) => (country === null ? eb('country', 'is', null) : eb('country', '=', country)))
        .executeTakeFirst();
      return taken !== undefined;
    },
    async insertCalendarEntry(values: Insertable<CalendarEntryTable>): Promise<void> {
      await trx.insertInto('calendar_entry').values(values).execute();
    },
    /** Deadlines with no "rule as counted" take their rule's, as it is now (the office's country for a rule that names none). */
    async countedWithFromRules(officeCountry: string | null): Promise<void> {
      const rule = (column: string) =>
        sql<number>`(select ${sql.ref(`deadline_rule.${column}`)} from deadline_rule where deadline_rule.id = deadline.fk_rule)`;
      await trx
        .updateTable('deadline')
        .set({
          counted_months: rule('months'),
          counted_days: rule('days'),
          counted_franc: rule('franc'),
          counted_country: sql<string>`coalesce(${rule('country')}, ${officeCountry})`,
        })
        .where('counted_months', '=', 0)
        .where('counted_days', '=', 0)
        .execute();
    },
    /** Which of these rules carry a preset's key, with what tells a preset as shipped. */
    async presetRules(ids: number[]) {
      return trx
        .selectFrom('deadline_rule')
        .select(['id', 'preset_key', 'country', 'label_fr'])
        .where('id', 'in', ids)
        .where('preset_key', 'is not', null)
        .execute();
    },
    async releasePresetKeys(ids: number[]): Promise<void> {
      await trx.updateTable('deadline_rule').set({ preset_key: null }).where('id', 'in', ids).execute();
    },
    /** The highest number each series' notes hold. */
    async lastNumberBySeries() {
      return trx
        .selectFrom('invoice')
        .select((eb) => ['series', eb.fn.max<number>('seq').as('seq')])
        .where('series', 'is not', null)
        .groupBy('series')
        .execute();
    },
    /** The series goes on after `lastNumber` at least. */
    async moveSeriesPast(series: string, lastNumber: number, at: string): Promise<void> {
      await trx
        .insertInto('invoice_series')
        .values({ series, last_number: lastNumber, modified_at: at })
        .onConflict((oc) =>
          oc
            .column('series')
            .doUpdateSet({ last_number: lastNumber, modified_at: at })
            .where('invoice_series.last_number', '<', lastNumber),
        )
        .execute();
    },
  };
}
