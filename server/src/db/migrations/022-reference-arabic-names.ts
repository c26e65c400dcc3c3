import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Tribunals and experts get an optional name in Arabic (`nom_ar`, beside the French `nom`), so the
 * Arabic screens, roll and digest name the court in Arabic; without one they keep the French name.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tribunal').addColumn('nom_ar', 'text').execute();
  await db.schema.alterTable('expert').addColumn('nom_ar', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('expert').dropColumn('nom_ar').execute();
  await db.schema.alterTable('tribunal').dropColumn('nom_ar').execute();
}
