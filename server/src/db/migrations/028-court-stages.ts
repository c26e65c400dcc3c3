import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The court path of a dossier (modules/stages/): one `stage` row per level, in court order, with
 * its court file number in parts and as typed; hearings gain a time, a room and their level; a
 * party gains the language the office writes to it in.
 *
 * The old system's number fields on `dossier` stay, kept in step with the levels by the stages
 * module; the levels those fields already hold are made by migration 029.
 */
export async function up(db: AnyDb): Promise<void> {
  const pgsql = db.getExecutor().adapter instanceof PostgresAdapter;
  const date = pgsql ? ('date' as const) : ('text' as const);
  await db.schema
    .createTable('stage')
    .addColumn('id', pgsql ? 'serial' : 'integer', (c) => (pgsql ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('fk_dossier', 'integer', (c) => c.notNull().references('dossier.id_dossier').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('fk_tribunal', 'integer', (c) => c.references('tribunal.id_tribunal').onDelete('set null'))
    .addColumn('file_number', 'text')
    .addColumn('file_code', 'text')
    .addColumn('file_year', 'text')
    .addColumn('file_chamber', 'text')
    .addColumn('file_section', 'text')
    .addColumn('file_raw', 'text')
    .addColumn('national_number', 'text')
    .addColumn('filing_ref', 'text')
    .addColumn('filed_on', date)
    .addColumn('judge', 'text')
    .addColumn('chamber', 'text')
    .addColumn('decision_number', 'text')
    .addColumn('decision_date', date)
    .addColumn('outcome', 'text')
    .addColumn('amount_awarded', 'bigint')
    .addColumn('fk_bailiff_party', 'integer', (c) => c.references('party.id_party').onDelete('set null'))
    .addColumn('notified_on', date)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .addColumn('modified_by', 'integer')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint(
      'stage_kind_check',
      sql`kind in ('police_report', 'complaint', 'first_instance', 'opposition', 'appeal', 'cassation', 'notification', 'enforcement', 'other')`,
    )
    .addCheckConstraint('stage_status_check', sql`status in ('open', 'closed')`)
    .addCheckConstraint(
      'stage_outcome_check',
      sql`outcome is null or outcome in ('won', 'lost', 'partly', 'inadmissible', 'dismissed', 'settled', 'withdrawn', 'other')`,
    )
    .execute();
  await db.schema.createIndex('stage_dossier_idx').on('stage').columns(['fk_dossier', 'kind']).execute();
  await db.schema.createIndex('stage_kind_status_idx').on('stage').columns(['kind', 'status']).execute();

  await db.schema.alterTable('action').addColumn('hearing_time', 'text').execute();
  await db.schema.alterTable('action').addColumn('room', 'text').execute();
  // No foreign key: an export's actions load before its levels (stages.csv follows the parties a
  // level's bailiff names); the stages module clears the link when a level goes, and the import
  // drops a link to a level of another dossier or to none.
  await db.schema.alterTable('action').addColumn('fk_stage', 'integer').execute();
  await db.schema.createIndex('action_stage_idx').on('action').column('fk_stage').execute();

  await db.schema.alterTable('party').addColumn('language', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('party').dropColumn('language').execute();
  await db.schema.dropIndex('action_stage_idx').execute();
  for (const column of ['fk_stage', 'room', 'hearing_time']) await db.schema.alterTable('action').dropColumn(column).execute();
  await db.schema.dropTable('stage').execute();
}
