import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** Wordings the office confirms (the bailiff's French title, what the "instrument" numbers hold); null until it does. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('settings').addColumn('bailiff_title', 'text').execute();
  await db.schema.alterTable('settings').addColumn('instrument_numbers', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('instrument_numbers').execute();
  await db.schema.alterTable('settings').dropColumn('bailiff_title').execute();
}
