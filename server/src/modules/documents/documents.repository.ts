import type { Insertable, Kysely, Updateable } from 'kysely';
import { columnsOf, qualified } from '../../db/columns';
import type { Database, DocumentTable } from '../../db/schema';
import { updateIfVersion } from '../../db/versioned-update';

/** The columns a document shows in the API (toDocument): what a list of many reads. */
export const DOCUMENT_RECORD_COLUMNS = [
  'id_document',
  'fk_dossier',
  'fk_action',
  'filename',
  'title',
  'content_type',
  'size',
  'sha256',
  'uploaded_at',
  'uploaded_by',
  'version',
  'text_status',
  'text_language',
  'text_error',
] as const;
/** Every column: the record's, and what only the server keeps (where the bytes are, edits, the trash, the text reader's claim). */
export const DOCUMENT_COLUMNS = columnsOf<DocumentTable>()([
  ...DOCUMENT_RECORD_COLUMNS,
  'storage_key',
  'modified_at',
  'modified_by',
  'deleted_at',
  'deleted_by',
  'text_claim',
  'text_claimed_until',
  'text_attempts',
]);
export const DOCUMENT_SELECTION = qualified('document', DOCUMENT_COLUMNS);
export const DOCUMENT_RECORD_SELECTION = qualified('document', DOCUMENT_RECORD_COLUMNS);

export function createDocumentsRepository(db: Kysely<Database>) {
  const withNames = () =>
    db
      .selectFrom('document')
      .innerJoin('dossier', 'dossier.id_dossier', 'document.fk_dossier')
      .leftJoin('users', 'users.id', 'document.uploaded_by')
      .select([...DOCUMENT_SELECTION, 'users.full_name as uploaded_by_name']);

  return {
    /** A document that is not in the trash, on a dossier that is not either. */
    findLive(id: number) {
      return withNames()
        .where('document.id_document', '=', id)
        .where('document.deleted_at', 'is', null)
        .where('dossier.deleted_at', 'is', null)
        .executeTakeFirst();
    },
    listForDossier(dossierId: number) {
      return withNames()
        .where('document.fk_dossier', '=', dossierId)
        .where('document.deleted_at', 'is', null)
        .orderBy('document.uploaded_at', 'desc')
        .orderBy('document.id_document', 'desc')
        .execute();
    },
    async insert(values: Insertable<DocumentTable>): Promise<number> {
      const row = await db.insertInto('document').values(values).returning('id_document').executeTakeFirstOrThrow();
      return row.id_document;
    },
    update(id: number, expectedVersion: number, values: Updateable<DocumentTable>): Promise<boolean> {
      return updateIfVersion(db, 'document', 'id_document', id, expectedVersion, values);
    },
    async actionOnDossier(actionId: number, dossierId: number): Promise<boolean> {
      const row = await db
        .selectFrom('action')
        .select('id_action')
        .where('id_action', '=', actionId)
        .where('fk_dossier', '=', dossierId)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Storage keys of a dossier's documents (trashed ones too), before the dossier is purged. */
    async keysOfDossier(dossierId: number): Promise<string[]> {
      const rows = await db.selectFrom('document').select('storage_key').where('fk_dossier', '=', dossierId).execute();
      return [...new Set(rows.map((r) => r.storage_key))];
    },
    async deleteForDossier(dossierId: number): Promise<number> {
      const result = await db.deleteFrom('document').where('fk_dossier', '=', dossierId).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** Whether a document, or an office template (whose bytes share the storage), still holds these bytes. */
    async keyInUse(key: string): Promise<boolean> {
      if ((await db.selectFrom('document').select('id_document').where('storage_key', '=', key).limit(1).executeTakeFirst()) !== undefined)
        return true;
      return (await db.selectFrom('template').select('id').where('storage_key', '=', key).limit(1).executeTakeFirst()) !== undefined;
    },
    /** A live dossier's documents that were deleted one by one, with who deleted them. */
    listTrashed(dossierId: number) {
      return withNames()
        .leftJoin('users as deleter', 'deleter.id', 'document.deleted_by')
        .select('deleter.full_name as deleted_by_name')
        .where('document.fk_dossier', '=', dossierId)
        .where('document.deleted_at', 'is not', null)
        .where('dossier.deleted_at', 'is', null)
        .orderBy('document.deleted_at', 'desc')
        .execute();
    },
    findTrashed(id: number) {
      return withNames().where('document.id_document', '=', id).where('document.deleted_at', 'is not', null).executeTakeFirst();
    },
    /**
     * What an account has uploaded: every document of it still held (the trash included), and
     * those uploaded at `since` or later, with the earliest of these.
     */
    async uploadsOf(
      userId: number,
      since: string,
    ): Promise<{ totalBytes: number; recentBytes: number; recentFiles: number; earliestRecent: string | null }> {
      const row = await db
        .selectFrom('document')
        .select((eb) => {
          const recent = eb('uploaded_at', '>=', since);
          return [
            eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('total_bytes'),
            eb.fn
              .coalesce(eb.fn.sum<number | string>(eb.case().when(recent).then(eb.ref('size')).else(0).end()), eb.lit(0))
              .as('recent_bytes'),
            eb.fn.coalesce(eb.fn.sum<number | string>(eb.case().when(recent).then(1).else(0).end()), eb.lit(0)).as('recent_files'),
            eb.fn.min<string | null>(eb.case().when(recent).then(eb.ref('uploaded_at')).end()).as('earliest_recent'),
          ];
        })
        .where('uploaded_by', '=', userId)
        .executeTakeFirstOrThrow();
      return {
        totalBytes: Number(row.total_bytes),
        recentBytes: Number(row.recent_bytes),
        recentFiles: Number(row.recent_files),
        earliestRecent: row.earliest_recent,
      };
    },
    async deleteRow(id: number): Promise<void> {
      await db.deleteFrom('document').where('id_document', '=', id).execute();
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
export type DocumentRow = NonNullable<Awaited<ReturnType<DocumentsRepository['findLive']>>>;
/** A document row as the API shows it, with its uploader's name. */
export type DocumentRecordRow = Pick<DocumentRow, (typeof DOCUMENT_RECORD_COLUMNS)[number] | 'uploaded_by_name'>;
