import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import {
  cleanFilename,
  documentUploadFields,
  nameForType,
  type DocumentContentType,
  type DocumentPatchBody,
  type DocumentRecord,
  type TrashedDocument,
} from '@cabinet/shared';
import type { Multipart } from '@fastify/multipart';
import { AppError, notFound, staleWrite } from '../../lib/app-error';
import { diffRecords, writeAudit, type AuditChange, type AuditOperation } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import { todayInZone } from '../../lib/dates';
import type { Actor, AppContext } from '../../lib/context';
import { runOffThread, type JobLimits } from '../../lib/off-thread';
import { privateTempDir } from '../../lib/private-files';
import { StorageObjectMissing } from '../../lib/storage';
import { createAuditRepository } from '../audit';
import { lockDossier, createDossiersRepository } from '../dossiers';
import type { SettingsReader } from '../../lib/settings-reader';
import { removeUnreferenced } from './document-bytes';
import { auditableDocument, toDocument, toTrashedDocument } from './document-record';
import type { TextReader } from './document-text-reader';
import { createDocumentsRepository, type DocumentRow } from './documents.repository';
import { hasReadableText } from './text-extract';
import { readCapture } from './capture-reader';
import { typeInspector } from './detect-type';
import { readUpload, type StagedFile } from './upload-reader';
import { ANY_UPLOAD, checkUploadAllowance, uploadLimitsOf, uploadWindowStart } from './upload-allowance';

const invalid = (fields: Record<string, string>) => new AppError('validation_failed', 'Some fields are invalid', fields);
const documentNotFound = () => notFound('Document');

export const uploadLimitBytes = (maxUploadMb: number) => maxUploadMb * 1024 * 1024;

/** Making a capture's PDF: a dozen phone photos take a few seconds; one stuck or huge is stopped. */
const CAPTURE_LIMITS: JobLimits = { timeoutMs: 120_000, heapMb: 512 };

export function createDocumentsService(ctx: AppContext, settings: SettingsReader, reader?: Pick<TextReader, 'kick'>) {
  const { db } = ctx.database;
  const { storage } = ctx;
  const documents = createDocumentsRepository(db);
  const dossiers = createDossiersRepository(db);

  const audit = (
    trx: typeof db,
    actor: Actor,
    row: Pick<DocumentRow, 'id_document' | 'fk_dossier'>,
    operation: AuditOperation,
    change: AuditChange,
  ) =>
    writeAudit(trx, {
      at: isoNow(ctx.clock),
      userId: actor.id,
      entity: 'document',
      entityId: row.id_document,
      operation,
      dossierId: row.fk_dossier,
      ...change,
    });

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

  /**
   * Records staged files as documents of a dossier, in one transaction. The bytes are filed under
   * their SHA-256 only once everything was accepted; if recording fails, bytes no document points
   * to are removed again.
   */
  async function fileStaged(
    actor: Actor,
    dossierId: number,
    files: StagedFile[],
    fields: Record<string, string>,
  ): Promise<DocumentRecord[]> {
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
        const records: DocumentRecord[] = [];
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
          records.push(toDocument(row));
        }
        return records;
      });
      reader?.kick();
      return created;
    } catch (err) {
      await removeUnreferenced(
        db,
        storage,
        files.map((f) => f.sha256),
      );
      throw err;
    }
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

    /** Streams every file of the form to the storage, then records them in one transaction (fileStaged). */
    async upload(actor: Actor, dossierId: number, parts: AsyncIterable<Multipart>): Promise<DocumentRecord[]> {
      await this.assertDossierLive(dossierId);
      const { files, fields } = await readUpload(parts, storage, await this.uploadLimit());
      return fileStaged(actor, dossierId, files, fields);
    },

    /**
     * A phone capture: the photos (in their order) made into one PDF in a job process, each turned
     * upright and reduced, then filed like an upload; its text is then read by OCR.
     */
    async capture(actor: Actor, dossierId: number, parts: AsyncIterable<Multipart>): Promise<DocumentRecord> {
      await this.assertDossierLive(dossierId);
      const work = await privateTempDir('cabinet-capture-');
      try {
        const { photos, fields } = await readCapture(parts, work.dir, await this.uploadLimit());
        const title = documentUploadFields.safeParse(fields).data?.title ?? null;
        const out = join(work.dir, 'capture.pdf');
        try {
          await runOffThread('capturePdf', { photos, out, title }, CAPTURE_LIMITS);
        } catch {
          // A photo its decoder refuses (damaged past its first bytes), or one too large to lay out in time.
          throw invalid({ photo: 'A photo could not be read' });
        }
        const inspector = typeInspector();
        pipeline(createReadStream(out), inspector, () => undefined);
        const object = await storage.stage(inspector);
        const day = todayInZone((await settings.get()).timezone, ctx.clock.now());
        const filename = nameForType(cleanFilename(title ?? `Photos ${day}`) ?? `Photos ${day}`, 'application/pdf');
        const staged: StagedFile = { object, filename, contentType: 'application/pdf', size: inspector.size, sha256: inspector.sha256 };
        const [created] = await fileStaged(actor, dossierId, [staged], fields);
        return created!;
      } finally {
        await work.discard();
      }
    },

    /**
     * A document Cabinet made itself (a template filled from the dossier): the file at `path`,
     * filed like an upload of the account that asked for it, audited and read for the search.
     */
    async fileGenerated(
      actor: Actor,
      dossierId: number,
      file: { path: string; filename: string; title: string | null; contentType: DocumentContentType },
    ): Promise<DocumentRecord> {
      const inspector = typeInspector();
      pipeline(createReadStream(file.path), inspector, () => undefined);
      const object = await storage.stage(inspector);
      const filename = nameForType(cleanFilename(file.filename) ?? 'document', file.contentType);
      const staged: StagedFile = { object, filename, contentType: file.contentType, size: inspector.size, sha256: inspector.sha256 };
      const [created] = await fileStaged(actor, dossierId, [staged], file.title ? { title: file.title } : {});
      return created!;
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

    async listTrashed(dossierId: number): Promise<{ items: TrashedDocument[]; total: number }> {
      const items = (await documents.listTrashed(dossierId)).map(toTrashedDocument);
      return { items, total: items.length };
    },
  };
}
