import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Who does what (responsible lawyer, assignee), account preferences, the digest's claims and log, calendar feed tokens. */
export async function up(db: AnyDb): Promise<void> {
  const pgsql = isPostgres(db);
  const id = (table: ReturnType<AnyDb['schema']['createTable']>, column: string) =>
    pgsql ? table.addColumn(column, 'serial', (c) => c.primaryKey()) : table.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());

  await db.schema.alterTable('dossier').addColumn('fk_responsible', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();
  await db.schema.createIndex('dossier_responsible_idx').on('dossier').column('fk_responsible').execute();
  await db.schema.alterTable('action').addColumn('fk_assignee', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();
  await db.schema.createIndex('action_assignee_idx').on('action').column('fk_assignee').execute();

  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en').check(sql`language in ('en', 'fr', 'ar')`))
    .execute();
  await db.schema.alterTable('users').addColumn('daily_digest', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('users').addColumn('prefer_mine', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('settings').addColumn('digest_hour', 'integer').execute();

  await db.schema
    .createTable('calendar_feed')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The key feed tokens are derived from (one row, made by whichever instance first needs it).
  await db.schema
    .createTable('feed_secret')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .execute();

  // One row per account and office day: inserting it is the claim that makes a digest go out once.
  await db.schema
    .createTable('digest_claim')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', pgsql ? 'date' : 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('sending', 'sent', 'failed', 'empty')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('digest_claim_pk', ['user_id', 'day'])
    .execute();

  await id(db.schema.createTable('mail_log'), 'id')
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('digest', 'test')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('sent', 'failed')`))
    .addColumn('error', 'text')
    .execute();
  await db.schema.createIndex('mail_log_at_idx').on('mail_log').columns(['at', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('mail_log').execute();
  await db.schema.dropTable('digest_claim').execute();
  await db.schema.dropTable('feed_secret').execute();
  await db.schema.dropTable('calendar_feed').execute();
  await db.schema.alterTable('settings').dropColumn('digest_hour').execute();
  for (const column of ['prefer_mine', 'daily_digest', 'language']) await db.schema.alterTable('users').dropColumn(column).execute();
  await db.schema.dropIndex('action_assignee_idx').execute();
  await db.schema.alterTable('action').dropColumn('fk_assignee').execute();
  await db.schema.dropIndex('dossier_responsible_idx').execute();
  await db.schema.alterTable('dossier').dropColumn('fk_responsible').execute();
}
