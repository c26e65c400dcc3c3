import { PostgresAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Documents attached to dossiers (the bytes live in the storage, not here) and the upload limit setting. */
export async function up(db: AnyDb): Promise<void> {
  const table = isPostgres(db)
    ? db.schema.createTable('document').addColumn('id_document', 'serial', (c) => c.primaryKey())
    : db.schema.createTable('document').addColumn('id_document', 'integer', (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn('fk_dossier', 'integer', (c) => c.notNull().references('dossier.id_dossier'))
    // An action deleted for good leaves its documents on the dossier.
    .addColumn('fk_action', 'integer', (c) => c.references('action.id_action').onDelete('set null'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .addColumn('modified_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('document_dossier_idx').on('document').columns(['fk_dossier', 'id_document']).execute();
  await db.schema.createIndex('document_storage_key_idx').on('document').column('storage_key').execute();
  await db.schema.alterTable('settings').addColumn('max_upload_mb', 'integer', (c) => c.notNull().defaultTo(25)).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('max_upload_mb').execute();
  await db.schema.dropTable('document').execute();
}
