import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { DEADLINE_PRESETS, PRESET_TRIGGER_TYPES } from '../presets-as-seeded';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Procedural deadlines: rules as data (which action types start them, how long, franc), the
 * office's own calendar entries, and one deadline per (starting action, rule). The working-week
 * settings live on the settings row. Preset rules are seeded inactive (see ../presets-as-seeded.ts).
 */
export async function up(db: AnyDb): Promise<void> {
  const pg = isPostgres(db);
  const date = pg ? ('date' as const) : ('text' as const);
  const id = (table: string) =>
    pg
      ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
      : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());

  await db.schema.alterTable('settings').addColumn('country', 'text').execute();
  await db.schema
    .alterTable('settings')
    .addColumn('weekend_days', 'text', (c) => c.notNull().defaultTo('6,7'))
    .execute();

  await id('deadline_rule')
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text')
    .addColumn('label_fr', 'text')
    .addColumn('label_ar', 'text')
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount between 1 and 3650`))
    .addColumn('unit', 'text', (c) => c.notNull().check(sql`unit in ('days', 'months')`))
    .addColumn('franc', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('legal_reference', 'text')
    .addColumn('country', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .addColumn('modified_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  // No cascade from type_action: a type that starts a rule is in use and cannot be deleted.
  await db.schema
    .createTable('deadline_rule_trigger')
    .addColumn('rule_id', 'integer', (c) => c.notNull().references('deadline_rule.id').onDelete('cascade'))
    .addColumn('id_type_action', 'integer', (c) => c.notNull().references('type_action.id_type_action'))
    .addPrimaryKeyConstraint('deadline_rule_trigger_pk', ['rule_id', 'id_type_action'])
    .execute();
  await db.schema.createIndex('deadline_rule_trigger_type_idx').on('deadline_rule_trigger').column('id_type_action').execute();

  await db.schema
    .createTable('calendar_day')
    .addColumn('date', date, (c) => c.primaryKey())
    .addColumn('working', 'integer', (c) => c.notNull())
    .addColumn('label', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();

  await id('deadline')
    .addColumn('fk_dossier', 'integer', (c) => c.notNull().references('dossier.id_dossier').onDelete('cascade'))
    .addColumn('fk_rule', 'integer', (c) => c.notNull().references('deadline_rule.id'))
    .addColumn('trigger_action_id', 'integer', (c) => c.notNull().references('action.id_action').onDelete('cascade'))
    .addColumn('start_date', date, (c) => c.notNull())
    .addColumn('due_date', date, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'done', 'waived')`))
    .addColumn('completed_action_id', 'integer', (c) => c.references('action.id_action').onDelete('set null'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .addColumn('modified_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addUniqueConstraint('deadline_action_rule_unique', ['trigger_action_id', 'fk_rule'])
    .execute();
  // The board, the counters and the agenda read open deadlines by due date.
  await db.schema.createIndex('deadline_status_due_idx').on('deadline').columns(['status', 'due_date']).execute();
  await db.schema.createIndex('deadline_dossier_idx').on('deadline').column('fk_dossier').execute();
  await db.schema.createIndex('deadline_rule_idx').on('deadline').column('fk_rule').execute();
  await db.schema.createIndex('deadline_completed_idx').on('deadline').column('completed_action_id').execute();
  await seedDeadlinePresets(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('deadline').execute();
  await db.schema.dropTable('calendar_day').execute();
  await db.schema.dropTable('deadline_rule_trigger').execute();
  await db.schema.dropTable('deadline_rule').execute();
  await db.schema.alterTable('settings').dropColumn('weekend_days').execute();
  await db.schema.alterTable('settings').dropColumn('country').execute();
}

/** Preset starting types (reused when one with the same label exists) and the inactive preset rules. */
export async function seedDeadlinePresets(db: AnyDb): Promise<void> {
  const now = new Date().toISOString();
  const typeIds = new Map<string, number>();
  for (const type of PRESET_TRIGGER_TYPES) {
    const existing = await db.selectFrom('type_action').select('id_type_action').where('libelle', '=', type.libelle).executeTakeFirst();
    const id =
      existing?.id_type_action ??
      (
        await db
          .insertInto('type_action')
          .values({
            libelle: type.libelle,
            description: type.description,
            effect: 'none',
            dossier_field: null,
            created_at: now,
            modified_at: now,
            created_by: null,
            modified_by: null,
          })
          .returning('id_type_action')
          .executeTakeFirstOrThrow()
      ).id_type_action;
    typeIds.set(type.key, Number(id));
  }
  for (const preset of DEADLINE_PRESETS) {
    const rule = await db
      .insertInto('deadline_rule')
      .values({
        label: preset.labels.fr,
        label_en: preset.labels.en,
        label_fr: preset.labels.fr,
        label_ar: preset.labels.ar,
        amount: preset.amount,
        unit: preset.unit,
        franc: preset.franc ? 1 : 0,
        legal_reference: preset.legal_reference,
        country: preset.country,
        active: 0,
        created_at: now,
        modified_at: now,
        created_by: null,
        modified_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('deadline_rule_trigger')
      .values({ rule_id: rule.id, id_type_action: typeIds.get(preset.trigger)! })
      .execute();
  }
}
