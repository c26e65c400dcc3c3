import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A dossier's history holds its own entries and those of its actions, including deleted
 * actions; tagging each entry with its dossier makes that one indexed lookup.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('dossier_id', 'integer').execute();
  await db.schema.createIndex('audit_dossier_idx').on('audit_log').columns(['dossier_id', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('audit_dossier_idx').execute();
  await db.schema.alterTable('audit_log').dropColumn('dossier_id').execute();
}
