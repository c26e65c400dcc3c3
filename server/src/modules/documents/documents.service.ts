import type { Readable } from 'node:stream';
import { cleanFilename, documentUploadFields, nameForType, type DocumentPatchBody, type DocumentRecord } from '@cabinet/shared';
import type { Multipart } from '@fastify/multipart';
import { AppError, notFound, staleWrite } from '../../lib/app-error';
import { diffRecords, writeAudit, type AuditChange, type AuditOperation } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { StorageObjectMissing } from '../../lib/storage';
import { createAuditRepository } from '../audit/audit.repository';
import { lockDossier } from '../dossiers/dossier-upkeep';
import { createDossiersRepository } from '../dossiers/dossiers.repository';
import type { SettingsReader } from '../../lib/settings-reader';
import { removeUnreferenced } from './document-bytes';
import { auditableDocument, toDocument } from './document-record';
import type { TextReader } from './document-text-reader';
import { createDocumentsRepository, type DocumentRow } from './documents.repository';
import { hasReadableText } from './text-extract';
import { readUpload } from './upload-reader';
import { ANY_UPLOAD, checkUploadAllowance, uploadLimitsOf, uploadWindowStart } from './upload-allowance';

const invalid = (fields: Record<string, string>) => new AppError('validation_failed', 'Some fields are invalid', fields);
const documentNotFound = () => notFound('Document');

export const uploadLimitBytes = (maxUploadMb: number) => maxUploadMb * 1024 * 1024;

export function createDocumentsService(ctx: AppContext, settings: SettingsReader, reader?: Pick<TextReader, 'kick'>) {
  const { db } = ctx.database;
  const { storage } = ctx;
  const documents = createDocumentsRepository(db);
  const dossiers = createDossiersRepository(db);

  const audit = (trx: typeof db, actor: Actor, row: Pick<DocumentRow, 'id_document' | 'fk_dossier'>, operation: AuditOperation, change: AuditChange) =>
    writeAudit(trx, { at: isoNow(ctx.clock), userId: actor.id, entity: 'document', entityId: row.id_document, operation, dossierId: row.fk_dossier, ...change });

  const uploadLimits = uploadLimitsOf(ctx.config);
  /** Refuses an upload of `incoming` that would take the account past its quota or its hourly allowance. */
  async function checkAllowance(actor: Actor, incoming: { bytes: number; files: number }): Promise<void> {
    const now = ctx.clock.now();
    checkUploadAllowance(uploadLimits, await documents.uploadsOf(actor.id, uploadWindowStart(now)), incoming, now);
  }

  async function checkAction(repo: ReturnType<typeof createDocumentsRepository>, actionId: number | null | undefined, dossierId: number) {
    if (actionId === null || actionId === undefined) return;
    if (!(await repo.actionOnDossier(actionId, dossierId))) throw invalid({ fk_action: 'This action is not on this dossier' });
  }

  return {
    async uploadLimit(): Promise<number> {
      return uploadLimitBytes((await settings.get()).max_upload_mb);
    },

    async assertDossierLive(dossierId: number): Promise<void> {
      if (!(await dossiers.findLive(dossierId))) throw notFound('Dossier');
    },

    /** Before an upload's body is read: refuses an account already at its quota or its hourly allowance. */
    async assertMayUpload(actor: Actor): Promise<void> {
      await checkAllowance(actor, ANY_UPLOAD);
    },

    async listForDossier(dossierId: number): Promise<{ items: DocumentRecord[]; total: number }> {
      await this.assertDossierLive(dossierId);
      const items = (await documents.listForDossier(dossierId)).map(toDocument);
      return { items, total: items.length };
    },

    async get(id: number): Promise<DocumentRecord> {
      const row = await documents.findLive(id);
      if (!row) throw documentNotFound();
      return toDocument(row);
    },

    /**
     * Streams every file of the form to the storage, then records them in one transaction. The
     * bytes are filed under their SHA-256 only once everything was accepted; if recording fails,
     * bytes no document points to are removed again.
     */
    async upload(actor: Actor, dossierId: number, parts: AsyncIterable<Multipart>): Promise<DocumentRecord[]> {
      await this.assertDossierLive(dossierId);
      const { files, fields } = await readUpload(parts, storage, await this.uploadLimit());
      const discardAll = () => Promise.all(files.map((f) => f.object.discard().catch(() => undefined)));
      const parsed = documentUploadFields.safeParse(fields);
      if (!parsed.success) {
        await discardAll();
        throw invalid(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message])));
      }
      const { title = null, fk_action = null } = parsed.data;
      try {
        await checkAllowance(actor, { bytes: files.reduce((sum, f) => sum + f.size, 0), files: files.length });
        await checkAction(documents, fk_action, dossierId);
        for (const file of files) await file.object.commit(file.sha256);
      } catch (err) {
        await discardAll();
        throw err;
      }
      const at = isoNow(ctx.clock);
      try {
        const created = await db.transaction().execute(async (trx) => {
          const dossierRepo = createDossiersRepository(trx);
          const repo = createDocumentsRepository(trx);
          await lockDossier(trx, dossierId);
          if (!(await dossierRepo.findLive(dossierId))) throw notFound('Dossier');
          const created: DocumentRecord[] = [];
          for (const file of files) {
            const id = await repo.insert({
              fk_dossier: dossierId,
              fk_action,
              filename: file.filename,
              title,
              content_type: file.contentType,
              size: file.size,
              sha256: file.sha256,
              storage_key: file.sha256,
              uploaded_at: at,
              uploaded_by: actor.id,
              modified_at: at,
              modified_by: actor.id,
              deleted_at: null,
              deleted_by: null,
              text_status: hasReadableText(file.contentType) ? 'pending' : 'none',
            });
            const row = (await repo.findLive(id))!;
            await audit(trx, actor, row, 'create', { before: null, after: auditableDocument(row) });
            created.push(toDocument(row));
          }
          return created;
        });
        reader?.kick();
        return created;
      } catch (err) {
        await removeUnreferenced(db, storage, files.map((f) => f.sha256));
        throw err;
      }
    },

    /** The bytes, for a download or a preview; every call is audited. */
    async open(actor: Actor, id: number): Promise<{ document: DocumentRecord; body: Readable }> {
      const row = await documents.findLive(id);
      if (!row) throw documentNotFound();
      let body: Readable;
      try {
        body = await storage.open(row.storage_key);
      } catch (err) {
        if (err instanceof StorageObjectMissing) throw new AppError('not_found', 'The file of this document is missing from the storage');
        throw err;
      }
      try {
        await audit(db, actor, row, 'download', { changes: { filename: [row.filename, row.filename] } });
      } catch (err) {
        // Nothing will read the file: close it now, not when the server stops.
        body.destroy();
        throw err;
      }
      return { document: toDocument(row), body };
    },

    async update(actor: Actor, id: number, body: DocumentPatchBody): Promise<DocumentRecord> {
      return db.transaction().execute(async (trx) => {
        const repo = createDocumentsRepository(trx);
        const before = await repo.findLive(id);
        if (!before) throw documentNotFound();
        if (body.version !== undefined && body.version !== before.version) throw staleWrite(toDocument(before));
        const values: { title?: string | null; filename?: string; fk_action?: number | null } = {};
        if (body.title !== undefined) values.title = body.title;
        if (body.filename !== undefined) {
          const filename = cleanFilename(body.filename);
          if (!filename) throw invalid({ filename: 'The file needs a name' });
          // A rename cannot give the file an extension its content does not have (notes.hta).
          values.filename = nameForType(filename, before.content_type);
        }
        if (body.fk_action !== undefined) {
          await checkAction(repo, body.fk_action, before.fk_dossier);
          values.fk_action = body.fk_action;
        }
        const changes = diffRecords(auditableDocument(before), { ...auditableDocument(before), ...values });
        if (Object.keys(changes).length === 0) return toDocument(before);
        const at = isoNow(ctx.clock);
        if (!(await repo.update(id, before.version, { ...values, modified_at: at, modified_by: actor.id }))) {
          throw staleWrite(toDocument(before));
        }
        await audit(trx, actor, before, 'update', { changes });
        return toDocument((await repo.findLive(id))!);
      });
    },

    /** To the trash: the bytes stay until an administrator purges it (or its dossier). */
    async delete(actor: Actor, id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const repo = createDocumentsRepository(trx);
        const before = await repo.findLive(id);
        if (!before) throw documentNotFound();
        const at = isoNow(ctx.clock);
        await repo.update(id, before.version, { deleted_at: at, deleted_by: actor.id, modified_at: at, modified_by: actor.id });
        await audit(trx, actor, before, 'delete', { changes: { deleted_at: [null, at], filename: [before.filename, before.filename] } });
      });
    },

    async restore(actor: Actor, id: number): Promise<DocumentRecord> {
      return db.transaction().execute(async (trx) => {
        const repo = createDocumentsRepository(trx);
        const before = await repo.findTrashed(id);
        if (!before) throw notFound('Document in the trash');
        if (!(await createDossiersRepository(trx).findLive(before.fk_dossier))) throw new AppError('conflict', 'Restore its dossier first');
        const at = isoNow(ctx.clock);
        await repo.update(id, before.version, { deleted_at: null, deleted_by: null, modified_at: at, modified_by: actor.id });
        await audit(trx, actor, before, 'restore', { changes: { deleted_at: [before.deleted_at, null] } });
        return toDocument((await repo.findLive(id))!);
      });
    },

    /** Gone for good, bytes included (unless another document holds the same content). */
    async purge(actor: Actor, id: number): Promise<void> {
      const key = await db.transaction().execute(async (trx) => {
        const repo = createDocumentsRepository(trx);
        const before = await repo.findTrashed(id);
        if (!before) throw notFound('Document in the trash');
        await repo.deleteRow(id);
        await createAuditRepository(trx).redactDocumentHistory(id);
        await audit(trx, actor, before, 'delete', { changes: { purged: [false, true] } });
        return before.storage_key;
      });
      await removeUnreferenced(db, storage, [key]);
    },

    async listTrashed(dossierId: number): Promise<{ items: DocumentRecord[]; total: number }> {
      const items = (await documents.listTrashed(dossierId)).map(toDocument);
      return { items, total: items.length };
    },
  };
}
