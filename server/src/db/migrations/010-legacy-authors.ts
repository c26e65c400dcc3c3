import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const TABLES = ['type_action', 'type_expertise', 'type_affaire_bureau', 'expert', 'tribunal', 'dossier', 'action'];

/**
 * The old system recorded who created and modified a record as text (often the literal "user").
 * An imported name that matches no account of this office is kept here as written, so an import
 * loses nothing and an export gives it back.
 */
export async function up(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('created_by_name', 'text').execute();
    await db.schema.alterTable(table).addColumn('modified_by_name', 'text').execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('created_by_name').execute();
    await db.schema.alterTable(table).dropColumn('modified_by_name').execute();
  }
}
