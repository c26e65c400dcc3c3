import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { syncDeadlinePresets } from '../deadline-presets';
import { DEADLINE_PRESETS as SEEDED_PRESETS, SEEDED_PRESET_KEYS } from '../presets-as-seeded';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Deadlines as the law counts them:
 * - rules: months and days together, the mode of service, a start after another rule, the dates
 *   of the law's version, the legal source per language, the preset they came from;
 * - actions: how the act was served;
 * - deadlines: the rule as counted (length, franc, country), and the deadline they follow. The
 *   deadlines already counted were counted on the office's own calendar: they keep their dates,
 *   marked `counted_legacy`, until the office sorts its old calendar days and recounts them;
 * - the office's calendar becomes entries of a kind (public holiday with its source, office
 *   closure, worked day) for a country. Its old closed days become `unsorted` (listed for the
 *   office to sort once; meanwhile they move no date), its worked holidays worked days of the
 *   office's country;
 * - the presets get their key, and the new ones are added; they find their starting types by the
 *   code migration 020 gave (`type_action.code`), creating the new starting types with theirs.
 */
export async function up(db: AnyDb): Promise<void> {
  const pg = isPostgres(db);
  const date = pg ? ('date' as const) : ('text' as const);

  const add = (
    table: string,
    column: string,
    type: Parameters<ReturnType<AnyDb['schema']['alterTable']>['addColumn']>[1],
    build?: Parameters<ReturnType<AnyDb['schema']['alterTable']>['addColumn']>[2],
  ) => db.schema.alterTable(table).addColumn(column, type, build).execute();

  await add('deadline_rule', 'months', 'integer', (c) =>
    c
      .notNull()
      .defaultTo(0)
      .check(sql`months between 0 and 120`),
  );
  await add('deadline_rule', 'days', 'integer', (c) =>
    c
      .notNull()
      .defaultTo(0)
      .check(sql`days between 0 and 3650`),
  );
  await add('deadline_rule', 'service_mode', 'text', (c) =>
    c
      .notNull()
      .defaultTo('any')
      .check(sql`service_mode in ('any', 'in_person', 'domicile')`),
  );
  await add('deadline_rule', 'start_after_rule', 'integer', (c) => c.references('deadline_rule.id'));
  await add('deadline_rule', 'start_after_event', 'text', (c) => c.check(sql`start_after_event in ('due', 'done')`));
  await add('deadline_rule', 'valid_from', date);
  await add('deadline_rule', 'valid_to', date);
  for (const lang of ['en', 'fr', 'ar']) await add('deadline_rule', `legal_reference_${lang}`, 'text');
  await add('deadline_rule', 'preset_key', 'text');
  await db.schema
    .createIndex('deadline_rule_preset_unique')
    .on('deadline_rule')
    .column('preset_key')
    .unique()
    .where(sql.ref('preset_key'), 'is not', null)
    .execute();
  await db.schema.createIndex('deadline_rule_after_idx').on('deadline_rule').column('start_after_rule').execute();
  await db
    .updateTable('deadline_rule')
    .set({ months: sql`case when unit = 'months' then amount else 0 end`, days: sql`case when unit = 'days' then amount else 0 end` })
    .execute();

  await add('action', 'service_mode', 'text', (c) => c.check(sql`service_mode in ('in_person', 'domicile')`));

  await add('deadline', 'counted_months', 'integer', (c) => c.notNull().defaultTo(0));
  await add('deadline', 'counted_days', 'integer', (c) => c.notNull().defaultTo(0));
  await add('deadline', 'counted_franc', 'integer', (c) => c.notNull().defaultTo(0));
  await add('deadline', 'counted_country', 'text');
  await add('deadline', 'counted_legacy', 'integer', (c) => c.notNull().defaultTo(0));
  await add('deadline', 'fk_after', 'integer', (c) => c.references('deadline.id').onDelete('cascade'));
  await db.schema.createIndex('deadline_after_idx').on('deadline').column('fk_after').execute();
  const settings = await db.selectFrom('settings').select('country').where('id', '=', 1).executeTakeFirst();
  const officeCountry = (settings?.country as string | null | undefined) ?? null;
  const rule = (column: string) =>
    sql`(select ${sql.ref(`deadline_rule.${column}`)} from deadline_rule where deadline_rule.id = deadline.fk_rule)`;
  await db
    .updateTable('deadline')
    .set({
      counted_months: rule('months'),
      counted_days: rule('days'),
      counted_franc: rule('franc'),
      counted_country: sql`coalesce(${rule('country')}, ${officeCountry})`,
      counted_legacy: 1,
    })
    .execute();

  const id = pg
    ? db.schema.createTable('calendar_entry').addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('calendar_entry').addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await id
    .addColumn('date', date, (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('holiday', 'office_closed', 'worked', 'unsorted')`))
    .addColumn('country', 'text')
    .addColumn('label', 'text')
    .addColumn('source', 'text')
    .addColumn('replaces', date)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // One entry per day and country, and one office-wide entry per day.
  await db.schema
    .createIndex('calendar_entry_country_day')
    .on('calendar_entry')
    .columns(['country', 'date'])
    .unique()
    .where(sql.ref('country'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('calendar_entry_office_day')
    .on('calendar_entry')
    .column('date')
    .unique()
    .where(sql.ref('country'), 'is', null)
    .execute();
  const days = await db.selectFrom('calendar_day').select(['date', 'working', 'label', 'created_at', 'created_by']).execute();
  for (const day of days) {
    await db
      .insertInto('calendar_entry')
      .values({
        date: day.date,
        kind: day.working ? 'worked' : 'unsorted',
        country: day.working ? officeCountry : null,
        label: day.label,
        source: null,
        replaces: null,
        created_at: day.created_at,
        created_by: day.created_by,
      })
      .execute();
  }
  // The table stays, empty: an export of part two (calendar_days.csv) is loaded into it and sorted the same way (transfer-derived.ts).
  await db.deleteFrom('calendar_day').execute();

  await keySeededPresets(db);
  await syncDeadlinePresets(db);
}

/** The rules 006 seeded get their preset key (found by country and French label, the first one each). */
async function keySeededPresets(db: AnyDb): Promise<void> {
  for (const preset of SEEDED_PRESETS) {
    const key = SEEDED_PRESET_KEYS[`${preset.country}|${preset.trigger}`]!;
    const row = await db
      .selectFrom('deadline_rule')
      .select('id')
      .where('country', '=', preset.country)
      .where('label_fr', '=', preset.labels.fr)
      .where('preset_key', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    if (row) await db.updateTable('deadline_rule').set({ preset_key: key }).where('id', '=', row.id).execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('022-deadline-law cannot be undone: restore the backup taken before the upgrade');
}
