import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Which Arabic month names the office reads: Moroccan (غشت), Tunisian/Algerian (أوت) or Middle-Eastern (أغسطس). */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('settings')
    .addColumn('arabic_months', 'text', (c) => c.notNull().defaultTo('ma'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('arabic_months').execute();
}
