import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, type Readable as ReadableStream } from 'node:stream';
import {
  cleanFilename,
  DOCX_CONTENT_TYPE,
  templateUploadFields,
  type DocumentRecord,
  type FromTemplateBody,
  type Template,
  type TemplatePatchBody,
  type User,
} from '@cabinet/shared';
import type { Multipart } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound, staleWrite } from '../../lib/app-error';
import { diffRecords, writeAudit, type AuditChange, type AuditOperation } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { todayInZone } from '../../lib/dates';
import { JobTimedOut, runOffThread, type JobLimits } from '../../lib/off-thread';
import { privateTempDir } from '../../lib/private-files';
import { allowsMoney } from '../../lib/request-actor';
import type { SettingsReader } from '../../lib/settings-reader';
import { storageConfigOf, StorageObjectMissing } from '../../lib/storage';
import { createDocumentsService, removeUnreferenced, textReaderOf } from '../documents';
import { createInvoicesService } from '../money';
import { createCourtLevelsRepository } from './court-levels.repository';
import type { TemplateRefusal } from './docx/template-jobs';
import { describeProblem } from './docx/template-syntax-error';
import { ensureExampleTemplates } from './example-seeding';
import { fillData, templateFields } from './fill/catalogue';
import { readFillSource } from './fill-source';
import { auditableTemplate, toTemplate } from './template-record';
import { readTemplateUpload } from './template-upload';
import { createTemplatesRepository, type TemplateRow } from './templates.repository';

const invalid = (fields: Record<string, string>) => new AppError('validation_failed', 'Some fields are invalid', fields);
const templateNotFound = () => notFound('Template');

/** Reading a template's placeholders, or filling it: seconds at most; a template that takes longer, or grows without end, is stopped. */
const TEMPLATE_JOB_LIMITS: JobLimits = { timeoutMs: 60_000, heapMb: 512 };

/** A refusal from a job as the client reads it: 415 not a Word document, 422 for the rest. */
function refusalError(refusal: TemplateRefusal): AppError {
  if (refusal.kind === 'syntax') {
    const message = refusal.problems.slice(0, 5).map(describeProblem).join('; ');
    return new AppError(
      'template_invalid',
      `This template cannot be filled: ${message}`,
      { file: message },
      { details: { problems: refusal.problems } },
    );
  }
  if (refusal.reason === 'not_docx') return new AppError('unsupported_type', refusal.message, { file: refusal.message });
  return new AppError('template_invalid', refusal.message, { file: refusal.message });
}

/** A job stopped past its limits: the template is too heavy to fill. */
const tooHeavy = (err: unknown) =>
  new AppError(
    'template_invalid',
    err instanceof JobTimedOut ? 'This template took too long to read or fill' : 'This template is too large to read or fill',
  );

export function createTemplatesService(ctx: AppContext, settings: SettingsReader, log: FastifyBaseLogger) {
  const { db } = ctx.database;
  const { storage } = ctx;
  const templates = createTemplatesRepository(db);
  const documents = createDocumentsService(ctx, settings, textReaderOf(ctx, log));
  const invoices = createInvoicesService(ctx, settings);

  const audit = (trx: typeof db, actor: Actor, id: number, operation: AuditOperation, change: AuditChange) =>
    writeAudit(trx, { at: isoNow(ctx.clock), userId: actor.id, entity: 'template', entityId: id, operation, ...change });

  /** Stores bytes under their SHA-256, as documents are; returns the key. */
  async function store(bytes: Buffer): Promise<string> {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const staged = await storage.stage(Readable.from([bytes]));
    await staged.commit(sha256);
    return sha256;
  }

  let examplesReady: Promise<void> | null = null;
  /** Cabinet's examples, added once to each database (see example-seeding.ts); a failure is retried at the next look. */
  function ensureExamples(): Promise<void> {
    examplesReady ??= ensureExampleTemplates({
      repo: templates,
      db,
      store,
      discard: (key) => removeUnreferenced(db, storage, [key]),
      now: () => isoNow(ctx.clock),
    }).catch((err: unknown) => {
      examplesReady = null;
      log.error({ err }, 'could not add the example templates');
    });
    return examplesReady;
  }

  async function find(id: number): Promise<TemplateRow> {
    const row = await templates.find(id);
    if (!row) throw templateNotFound();
    return row;
  }

  /** Runs a template job; its refusal becomes the client's error, its crash "too heavy". */
  async function runJob<T>(run: () => Promise<({ ok: true } & T) | { ok: false; refusal: TemplateRefusal }>): Promise<T> {
    let result: ({ ok: true } & T) | { ok: false; refusal: TemplateRefusal };
    try {
      result = await run();
    } catch (err) {
      throw tooHeavy(err);
    }
    if (!result.ok) throw refusalError(result.refusal);
    return result;
  }

  return {
    async list(): Promise<{ items: Template[]; total: number }> {
      await ensureExamples();
      const items = (await templates.list()).map(toTemplate);
      return { items, total: items.length };
    },

    async get(id: number): Promise<Template> {
      return toTemplate(await find(id));
    },

    fields() {
      const items = templateFields();
      return { items, total: items.length };
    },

    /** A new template: the file checked and its placeholders read in a job process, then stored and recorded. */
    async upload(actor: Actor, parts: AsyncIterable<Multipart>): Promise<Template> {
      const { bytes, filename, fields } = await readTemplateUpload(parts);
      const parsed = templateUploadFields.safeParse(fields);
      if (!parsed.success) throw invalid(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message])));
      // A zip's first bytes: anything else is refused without starting a job.
      if (!bytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) {
        throw new AppError('unsupported_type', 'This file is not a Word document (.docx)', {
          file: 'This file is not a Word document (.docx)',
        });
      }
      const work = await privateTempDir('cabinet-template-');
      let tags: string[];
      try {
        const path = join(work.dir, 'template.docx');
        await writeFile(path, bytes, { mode: 0o600 });
        ({ tags } = await runJob(() => runOffThread('templateInspect', { path }, TEMPLATE_JOB_LIMITS)));
      } finally {
        await work.discard();
      }
      const key = await store(bytes);
      const at = isoNow(ctx.clock);
      try {
        return await db.transaction().execute(async (trx) => {
          const repo = createTemplatesRepository(trx);
          const id = await repo.insert({
            name: parsed.data.name,
            language: parsed.data.language,
            purpose: parsed.data.purpose,
            filename:
              cleanFilename(filename)
                ?.replace(/\.docx$/i, '')
                .concat('.docx') ?? 'template.docx',
            size: bytes.length,
            sha256: key,
            storage_key: key,
            tags: JSON.stringify(tags),
            example_key: null,
            created_at: at,
            created_by: actor.id,
            modified_at: at,
            modified_by: actor.id,
          });
          const row = (await repo.find(id))!;
          await audit(trx, actor, id, 'create', { before: null, after: auditableTemplate(row) });
          return toTemplate(row);
        });
      } catch (err) {
        await removeUnreferenced(db, storage, [key]);
        throw err;
      }
    },

    async update(actor: Actor, id: number, body: TemplatePatchBody): Promise<Template> {
      return db.transaction().execute(async (trx) => {
        const repo = createTemplatesRepository(trx);
        const before = await repo.find(id);
        if (!before) throw templateNotFound();
        if (body.version !== undefined && body.version !== before.version) throw staleWrite(toTemplate(before));
        const values = {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.language !== undefined ? { language: body.language } : {}),
          ...(body.purpose !== undefined ? { purpose: body.purpose } : {}),
        };
        const changes = diffRecords(auditableTemplate(before), { ...auditableTemplate(before), ...values });
        if (Object.keys(changes).length === 0) return toTemplate(before);
        if (!(await repo.update(id, before.version, { ...values, modified_at: isoNow(ctx.clock), modified_by: actor.id })))
          throw staleWrite(toTemplate(before));
        await audit(trx, actor, id, 'update', { changes });
        return toTemplate((await repo.find(id))!);
      });
    },

    /** Gone for good, with its bytes unless a document holds the same. */
    async remove(actor: Actor, id: number): Promise<void> {
      const key = await db.transaction().execute(async (trx) => {
        const repo = createTemplatesRepository(trx);
        const before = await repo.find(id);
        if (!before) throw templateNotFound();
        await repo.remove(id);
        await audit(trx, actor, id, 'delete', { before: auditableTemplate(before), after: null });
        return before.storage_key;
      });
      await removeUnreferenced(db, storage, [key]);
    },

    /** The template's file, as uploaded. */
    async open(id: number): Promise<{ template: Template; body: ReadableStream }> {
      const row = await find(id);
      try {
        return { template: toTemplate(row), body: await storage.open(row.storage_key) };
      } catch (err) {
        if (err instanceof StorageObjectMissing) throw new AppError('not_found', 'The file of this template is missing from the storage');
        throw err;
      }
    },

    /**
     * Fills a template from a dossier (a level of it for `stage_*`, a fee note of it for
     * `fee_note_*`) in a job process and files the result as a document of the dossier.
     */
    async generate(actor: Actor, user: Pick<User, 'role' | 'money'>, dossierId: number, body: FromTemplateBody): Promise<DocumentRecord> {
      const template = await find(body.template_id);
      await documents.assertDossierLive(dossierId);
      const stageId = body.stage_id ?? null;
      if (stageId !== null && !(await createCourtLevelsRepository(db).isOnDossier(stageId, dossierId))) {
        throw invalid({ stage_id: 'This level is not on this dossier' });
      }
      let feeNote = null;
      if (body.invoice_id !== undefined && body.invoice_id !== null) {
        if (!allowsMoney(user, 'money-read')) throw new AppError('forbidden', 'This account does not see the money of the dossiers');
        feeNote = await invoices.get(body.invoice_id).catch((err: unknown) => {
          if (err instanceof AppError && err.code === 'not_found') throw invalid({ invoice_id: 'This fee note does not exist' });
          throw err;
        });
        if (feeNote.fk_dossier !== dossierId) throw invalid({ invoice_id: 'This fee note is not of this dossier' });
      }
      if (!(await storage.has(template.storage_key)))
        throw new AppError('not_found', 'The file of this template is missing from the storage');
      const office = await settings.get();
      const today = todayInZone(office.timezone, ctx.clock.now());
      const source = await readFillSource(db, { lang: template.language, office, today, dossierId, stageId, feeNote, userId: actor.id });
      if (!source) throw notFound('Dossier');
      const work = await privateTempDir('cabinet-fill-');
      try {
        const out = join(work.dir, 'filled.docx');
        await runJob(() =>
          runOffThread(
            'templateFill',
            { storage: storageConfigOf(ctx.config), key: template.storage_key, data: fillData(source), out },
            TEMPLATE_JOB_LIMITS,
          ),
        );
        return await documents.fileGenerated(actor, dossierId, {
          path: out,
          filename: `${template.name} ${source.dossier.reference}.docx`,
          title: template.name,
          contentType: DOCX_CONTENT_TYPE,
        });
      } finally {
        await work.discard();
      }
    },
  };
}
