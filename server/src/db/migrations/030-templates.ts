import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The office's Word templates (modules/templates/): the file's bytes live in the document storage
 * under their SHA-256, like a document's; `tags` is the JSON list of the placeholders found in it
 * when it was uploaded. `template_example_seed` remembers which of Cabinet's example templates
 * were once added, so that an example the office deleted is not added again.
 */
export async function up(db: AnyDb): Promise<void> {
  const pgsql = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('template')
    .addColumn('id', pgsql ? 'serial' : 'integer', (c) => (pgsql ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().check(sql`language in ('fr', 'ar')`))
    .addColumn('purpose', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`purpose in ('appeal_request', 'notification_request', 'enforcement_request', 'provision_request', 'insurer_letter', 'fee_note', 'other')`,
        ),
    )
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_example', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('example_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .addColumn('modified_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('template_storage_key_idx').on('template').column('storage_key').execute();

  await db.schema
    .createTable('template_example_seed')
    .addColumn('example_key', 'text', (c) => c.primaryKey())
    .addColumn('seeded_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('template_example_seed').execute();
  await db.schema.dropTable('template').execute();
}
