import multipart from '@fastify/multipart';
import {
  CAPTURE_LIMITS,
  DOCUMENT_LIMITS,
  documentContentQuery,
  documentListQuery,
  documentListResponse,
  documentPatchBody,
  documentSchema,
  documentUploadResponse,
  idParams,
  isPreviewable,
  nameForType,
  noContent,
  trashedDocumentListResponse,
} from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { typed, type ModuleDeps } from '../../lib/module';
import { actorOf } from '../../lib/request-actor';
import { countedWhileSent } from '../../lib/young-garbage';
import { contentDisposition } from './content-disposition';
import { textReaderOf } from './document-text-reader';
import { createDocumentTextService } from './document-text.service';
import { createDocumentsService } from './documents.service';

/**
 * The CSP of a previewed file: it may be framed by the app itself (the PDF preview is an iframe;
 * the page's own policy forbids every other framing) and may run nothing.
 */
const PREVIEW_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

export async function documentsRoutes(app: FastifyInstance, { ctx, settings }: ModuleDeps): Promise<void> {
  const reader = textReaderOf(ctx, app.log);
  const documents = createDocumentsService(ctx, settings, reader);
  const texts = createDocumentTextService(ctx, reader);
  // Only this module's routes read multipart bodies; limits are set per request from the settings.
  await app.register(multipart, { throwFileSizeLimit: false });
  const api = typed(app);
  const tags = ['documents'];

  api.post('/api/dossiers/:id/documents', {
    config: { access: 'user' },
    schema: {
      tags,
      params: idParams,
      description:
        'multipart/form-data: `file` (one or more), optional `fk_action` and `title`. 413 `storage_quota_exceeded` past the storage quota of the account; 429 `upload_rate_limited` past its hourly allowance (UPLOAD_QUOTA_MB, UPLOAD_RATE_MB_PER_HOUR, UPLOAD_RATE_FILES_PER_HOUR).',
      consumes: ['multipart/form-data'],
      response: { 201: documentUploadResponse, ...errorResponses(400, 404, 413, 415, 429) },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError('validation_failed', 'Send the files as multipart/form-data', { file: 'No file received' });
      const actor = actorOf(request);
      await documents.assertDossierLive(request.params.id);
      await documents.assertMayUpload(actor);
      const limit = await documents.uploadLimit();
      const parts = request.parts({
        limits: {
          fileSize: limit,
          files: DOCUMENT_LIMITS.filesPerRequest,
          fields: 10,
          fieldSize: 4096,
          parts: DOCUMENT_LIMITS.filesPerRequest + 10,
        },
      });
      const items = await documents.upload(actor, request.params.id, parts);
      return reply.code(201).send({ items });
    },
  });

  api.post('/api/dossiers/:id/documents/capture', {
    config: { access: 'user' },
    schema: {
      tags,
      params: idParams,
      description:
        'A phone capture: multipart/form-data with `photo` (one or more JPEG, PNG or WebP images, in page order), optional `fk_action` and `title`. The photos become one PDF (each turned upright by its EXIF orientation and reduced), filed like an upload and then read by OCR. Each photo is held to the upload limit.',
      consumes: ['multipart/form-data'],
      response: { 201: documentSchema, ...errorResponses(400, 404, 413, 415, 429) },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('validation_failed', 'Send the photos as multipart/form-data', { photo: 'No photo received' });
      const actor = actorOf(request);
      await documents.assertDossierLive(request.params.id);
      await documents.assertMayUpload(actor);
      const limit = await documents.uploadLimit();
      const parts = request.parts({
        limits: { fileSize: limit, files: CAPTURE_LIMITS.photos, fields: 10, fieldSize: 4096, parts: CAPTURE_LIMITS.photos + 10 },
      });
      return reply.code(201).send(await documents.capture(actor, request.params.id, parts));
    },
  });

  api.get('/api/dossiers/:id/documents', {
    config: { access: 'user' },
    schema: {
      tags,
      params: idParams,
      querystring: documentListQuery,
      description: '`q`: only the documents whose text has every word of it (folded as names are), each with the passage found (`snippet`).',
      response: { 200: documentListResponse, ...errorResponses(400, 404) },
    },
    handler: (request) =>
      request.query.q ? texts.searchDossier(request.params.id, request.query.q) : documents.listForDossier(request.params.id),
  });

  api.get('/api/documents/:id', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 200: documentSchema, ...errorResponses(400, 404) } },
    handler: (request) => documents.get(request.params.id),
  });

  api.patch('/api/documents/:id', {
    config: { access: 'user' },
    schema: { tags, params: idParams, body: documentPatchBody, response: { 200: documentSchema, ...errorResponses(400, 404, 409) } },
    handler: (request) => documents.update(actorOf(request), request.params.id, request.body),
  });

  api.delete('/api/documents/:id', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 204: noContent, ...errorResponses(400, 404) } },
    handler: async (request, reply) => {
      await documents.delete(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  // The reply is the file itself, streamed from the storage (so the reply is not serialized).
  app.get<{ Params: z.infer<typeof idParams>; Querystring: z.infer<typeof documentContentQuery> }>('/api/documents/:id/content', {
    config: { access: 'user' },
    // A HEAD request would be audited as a download while no byte is sent.
    exposeHeadRoute: false,
    schema: {
      tags,
      params: idParams,
      querystring: documentContentQuery,
      description: 'The bytes with the detected Content-Type; `inline=1` previews PDF and images in the page.',
      response: {
        200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string().describe('The file') } } },
        ...errorResponses(400, 404),
      },
    },
    handler: async (request, reply) => {
      const { document, body } = await documents.open(actorOf(request), request.params.id);
      const inline = (request.query.inline === '1' || request.query.inline === 'true') && isPreviewable(document.content_type);
      if (inline) reply.header('Content-Security-Policy', PREVIEW_CSP).header('X-Frame-Options', 'SAMEORIGIN');
      return reply
        .type(document.content_type === 'text/plain' ? 'text/plain; charset=utf-8' : document.content_type)
        // Names kept before names followed the content (or brought in from elsewhere) are offered as what the content is.
        .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', nameForType(document.filename, document.content_type)))
        .header('Content-Length', String(document.size))
        .header('Cache-Control', 'private, no-store')
        .send(countedWhileSent(body));
    },
  });

  api.get('/api/dossiers/:id/documents/trash', {
    config: { access: 'admin' },
    schema: { tags, params: idParams, response: { 200: trashedDocumentListResponse, ...errorResponses(400) } },
    handler: (request) => documents.listTrashed(request.params.id),
  });

  api.post('/api/trash/documents/:id/restore', {
    config: { access: 'admin' },
    schema: { tags, params: idParams, response: { 200: documentSchema, ...errorResponses(400, 404, 409) } },
    handler: (request) => documents.restore(actorOf(request), request.params.id),
  });

  api.delete('/api/trash/documents/:id', {
    config: { access: 'admin' },
    schema: { tags, params: idParams, response: { 204: noContent, ...errorResponses(400, 404) } },
    handler: async (request, reply) => {
      await documents.purge(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
