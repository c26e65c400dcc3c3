import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * An account's e-mails and calendar feed follow the language it uses in the app (`app_language`,
 * recorded as it signs in and changes it) until it chooses one in its profile. Accounts that had
 * chosen French or Arabic keep their choice; the others had English only because it was the default.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('app_language', 'text', (c) => c.check(sql`app_language in ('en', 'fr', 'ar')`))
    .execute();
  await db.schema.alterTable('users').addColumn('language_follows_app', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.updateTable('users').set({ language_follows_app: 0 }).where('language', '<>', 'en').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language_follows_app').execute();
  await db.schema.alterTable('users').dropColumn('app_language').execute();
}
