import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * An account's uploads, for its storage quota and hourly upload limit (modules/documents/
 * upload-allowance.ts): the sizes are in the index, so adding them up reads the index alone,
 * not the document rows.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.createIndex('document_uploader_idx').on('document').columns(['uploaded_by', 'uploaded_at', 'size']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('document_uploader_idx').execute();
}
