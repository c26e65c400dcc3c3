import multipart from '@fastify/multipart';
import {
  documentSchema,
  fromTemplateBody,
  idParams,
  noContent,
  TEMPLATE_LIMITS,
  templateFieldsResponse,
  templateListResponse,
  templatePatchBody,
  templateSchema,
  DOCX_CONTENT_TYPE,
} from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { typed, type ModuleDeps } from '../../lib/module';
import { actorOf } from '../../lib/request-actor';
import { contentDisposition } from '../documents';
import { createTemplatesService } from './templates.service';

/** The office's Word templates (SPEC §20): kept by administrators, filled from a dossier by everyone. */
export async function templatesRoutes(app: FastifyInstance, { ctx, settings }: ModuleDeps): Promise<void> {
  const templates = createTemplatesService(ctx, settings, app.log);
  await app.register(multipart, { throwFileSizeLimit: false });
  const api = typed(app);
  const tags = ['templates'];

  api.get('/api/templates', {
    config: { access: 'user' },
    schema: {
      tags,
      description: 'Every template, the examples Cabinet ships included (`is_example`).',
      response: { 200: templateListResponse },
    },
    handler: () => templates.list(),
  });

  api.get('/api/templates/fields', {
    config: { access: 'user' },
    schema: {
      tags,
      description:
        'Every placeholder a template may name, with what it holds in three languages and an example as a French and an Arabic template is filled.',
      response: { 200: templateFieldsResponse },
    },
    handler: () => templates.fields(),
  });

  api.post('/api/templates', {
    config: { access: 'admin' },
    schema: {
      tags,
      consumes: ['multipart/form-data'],
      description: `multipart/form-data: \`file\` (a Word .docx of at most ${TEMPLATE_LIMITS.maxBytes / (1024 * 1024)} MB), \`name\`, \`language\` (fr, ar), \`purpose\`. 415 when the file is not a .docx; 422 \`template_invalid\` when a placeholder is written wrong (\`problems\` says where) or the file unzips past ${TEMPLATE_LIMITS.maxUncompressedBytes / (1024 * 1024)} MB or ${TEMPLATE_LIMITS.maxEntries} parts.`,
      response: { 201: templateSchema, ...errorResponses(400, 403, 413, 415, 422) },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart())
        throw new AppError('validation_failed', 'Send the template as multipart/form-data', { file: 'No file received' });
      const parts = request.parts({ limits: { fileSize: TEMPLATE_LIMITS.maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12 } });
      return reply.code(201).send(await templates.upload(actorOf(request), parts));
    },
  });

  api.get('/api/templates/:id', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 200: templateSchema, ...errorResponses(400, 404) } },
    handler: (request) => templates.get(request.params.id),
  });

  api.patch('/api/templates/:id', {
    config: { access: 'admin' },
    schema: { tags, params: idParams, body: templatePatchBody, response: { 200: templateSchema, ...errorResponses(400, 403, 404, 409) } },
    handler: (request) => templates.update(actorOf(request), request.params.id, request.body),
  });

  api.delete('/api/templates/:id', {
    config: { access: 'admin' },
    schema: { tags, params: idParams, response: { 204: noContent, ...errorResponses(400, 403, 404) } },
    handler: async (request, reply) => {
      await templates.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  // The reply is the file itself, streamed from the storage.
  app.get<{ Params: z.infer<typeof idParams> }>('/api/templates/:id/content', {
    config: { access: 'user' },
    schema: {
      tags,
      params: idParams,
      description: 'The template’s Word file, as uploaded.',
      response: {
        200: { description: 'The file', content: { [DOCX_CONTENT_TYPE]: { schema: z.string().describe('The file') } } },
        ...errorResponses(400, 404),
      },
    },
    handler: async (request, reply) => {
      const { template, body } = await templates.open(request.params.id);
      return reply
        .type(DOCX_CONTENT_TYPE)
        .header('Content-Disposition', contentDisposition('attachment', template.filename))
        .header('Content-Length', String(template.size))
        .header('Cache-Control', 'private, no-store')
        .send(body);
    },
  });

  api.post('/api/dossiers/:id/documents/from-template', {
    config: { access: 'user' },
    schema: {
      tags,
      params: idParams,
      body: fromTemplateBody,
      description:
        'Fills the template from the dossier (`stage_id`: the level of the `stage_*` placeholders; `invoice_id`: the fee note of the `fee_note_*` ones, for accounts that see money) and files the .docx as a document of the dossier.',
      response: { 201: documentSchema, ...errorResponses(400, 403, 404, 413, 422, 429) },
    },
    handler: async (request, reply) => {
      const document = await templates.generate(actorOf(request), request.user!, request.params.id, request.body);
      return reply.code(201).send(document);
    },
  });
}
