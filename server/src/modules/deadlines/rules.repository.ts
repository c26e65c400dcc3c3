import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import { RECORD_COLUMNS, columnsOf } from '../../db/columns';
import type { Database, DeadlineRuleTable } from '../../db/schema';
import { updateIfVersion } from '../../db/versioned-update';
import { RULE_COUNT_COLUMNS } from './counting';

export const DEADLINE_RULE_COLUMNS = columnsOf<DeadlineRuleTable>()([
  'id',
  'label',
  'label_en',
  'label_fr',
  'label_ar',
  'amount',
  'unit',
  'months',
  'days',
  'franc',
  'legal_reference',
  'legal_reference_en',
  'legal_reference_fr',
  'legal_reference_ar',
  'country',
  'service_mode',
  'start_after_rule',
  'start_after_event',
  'valid_from',
  'valid_to',
  'preset_key',
  'active',
  ...RECORD_COLUMNS,
]);

export type RuleRow = Selectable<DeadlineRuleTable> & { trigger_type_ids: number[] };

export function createRulesRepository(db: Kysely<Database>) {
  async function withTriggers(rows: Selectable<DeadlineRuleTable>[]): Promise<RuleRow[]> {
    if (rows.length === 0) return [];
    const triggers = await db
      .selectFrom('deadline_rule_trigger')
      .select(['rule_id', 'id_type_action'])
      .where(
        'rule_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('id_type_action')
      .execute();
    return rows.map((row) => ({ ...row, trigger_type_ids: triggers.filter((t) => t.rule_id === row.id).map((t) => t.id_type_action) }));
  }
  return {
    async list(): Promise<RuleRow[]> {
      return withTriggers(await db.selectFrom('deadline_rule').select(DEADLINE_RULE_COLUMNS).orderBy('country').orderBy('label').orderBy('id').execute());
    },
    async find(id: number): Promise<RuleRow | undefined> {
      const row = await db.selectFrom('deadline_rule').select(DEADLINE_RULE_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row ? (await withTriggers([row]))[0] : undefined;
    },
    async insert(values: Insertable<DeadlineRuleTable>): Promise<number> {
      return (await db.insertInto('deadline_rule').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    update(id: number, expectedVersion: number, values: Updateable<DeadlineRuleTable>): Promise<boolean> {
      return updateIfVersion(db, 'deadline_rule', 'id', id, expectedVersion, values);
    },
    async setTriggers(id: number, typeIds: number[]): Promise<void> {
      await db.deleteFrom('deadline_rule_trigger').where('rule_id', '=', id).execute();
      if (typeIds.length > 0)
        await db
          .insertInto('deadline_rule_trigger')
          .values(typeIds.map((t) => ({ rule_id: id, id_type_action: t })))
          .execute();
    },
    async existingTypes(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('type_action').select('id_type_action').where('id_type_action', 'in', ids).execute();
      return new Set(rows.map((r) => r.id_type_action));
    },
    async countOpenDeadlines(id: number): Promise<number> {
      const { n } = await db
        .selectFrom('deadline')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('fk_rule', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    /** The rule each rule starts after, for the check that a chain never comes back to itself. */
    async chainLinks(): Promise<Map<number, number>> {
      const rows = await db.selectFrom('deadline_rule').select(['id', 'start_after_rule']).where('start_after_rule', 'is not', null).execute();
      return new Map(rows.map((r) => [r.id, r.start_after_rule!]));
    },
    async followers(id: number): Promise<number> {
      const { n } = await db
        .selectFrom('deadline_rule')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('start_after_rule', '=', id)
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    async countDeadlines(id: number): Promise<number> {
      const { n } = await db
        .selectFrom('deadline')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('fk_rule', '=', id)
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    async delete(id: number): Promise<void> {
      await db.deleteFrom('deadline_rule').where('id', '=', id).execute();
    },
    /** The rules another rule's deadlines start (rules that start after it), with what counting needs. */
    async startingAfter(ruleId: number) {
      return db
        .selectFrom('deadline_rule')
        .select([...RULE_COUNT_COLUMNS, 'deadline_rule.start_after_event'])
        .where('deadline_rule.start_after_rule', '=', ruleId)
        .execute();
    },
    /** The rules an action of this type starts directly (not after another rule), with what counting needs. */
    async startedByType(typeId: number) {
      return db
        .selectFrom('deadline_rule')
        .innerJoin('deadline_rule_trigger', 'deadline_rule_trigger.rule_id', 'deadline_rule.id')
        .select(RULE_COUNT_COLUMNS)
        .where('deadline_rule_trigger.id_type_action', '=', typeId)
        .where('deadline_rule.start_after_rule', 'is', null)
        .execute();
    },
    async triggerTypes(ruleId: number) {
      return db.selectFrom('deadline_rule_trigger').select('id_type_action').where('rule_id', '=', ruleId).execute();
    },
    /** The rules other rules start after. */
    async leaders(): Promise<Set<number | null>> {
      const followed = await db.selectFrom('deadline_rule').select('start_after_rule').where('start_after_rule', 'is not', null).execute();
      return new Set(followed.map((r) => r.start_after_rule));
    },
    /** The office's country (counting a rule that names none). */
    async officeCountry() {
      const settings = await db.selectFrom('settings').select('country').where('id', '=', 1).executeTakeFirstOrThrow();
      return settings.country;
    },
  };
}
