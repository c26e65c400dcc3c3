import type { DocumentRecord, TextError, TextLanguage, TextStatus, TrashedDocument } from '@cabinet/shared';
import type { DocumentRecordRow, DocumentRow } from './documents.repository';

/** The one mapping of a document row to the API. */
export function toDocument(row: DocumentRecordRow): DocumentRecord {
  return {
    id_document: row.id_document,
    fk_dossier: row.fk_dossier,
    fk_action: row.fk_action,
    filename: row.filename,
    title: row.title,
    content_type: row.content_type,
    size: Number(row.size),
    sha256: row.sha256,
    uploaded_at: row.uploaded_at,
    uploaded_by:
      row.uploaded_by !== null && row.uploaded_by_name !== null ? { id: row.uploaded_by, full_name: row.uploaded_by_name } : null,
    version: row.version,
    text_status: row.text_status as TextStatus,
    text_language: row.text_language as TextLanguage | null,
    text_error: row.text_error as TextError | null,
  };
}

/** A document in the trash: the document, and when and by whom it was deleted. */
export function toTrashedDocument(row: DocumentRow & { deleted_by_name: string | null }): TrashedDocument {
  return {
    ...toDocument(row),
    deleted_at: row.deleted_at ?? '',
    deleted_by: row.deleted_by !== null && row.deleted_by_name !== null ? { id: row.deleted_by, full_name: row.deleted_by_name } : null,
  };
}

/** What the audit log keeps of a document. */
export const auditableDocument = (row: DocumentRow) => ({
  filename: row.filename,
  title: row.title,
  content_type: row.content_type,
  size: Number(row.size),
  sha256: row.sha256,
  fk_action: row.fk_action,
});
