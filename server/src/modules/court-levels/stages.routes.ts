import {
  idParams,
  noContent,
  notifyLinkQuery,
  notifyLinkResponse,
  stageBoardQuery,
  stageBoardResponse,
  stageCreateBody,
  stageListResponse,
  stagePatchBody,
  stageSchema,
} from '@cabinet/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/error-responses';
import { typed, type ModuleDeps } from '../../lib/module';
import { actorOf } from '../../lib/request-actor';
import { createNotifyLinks } from './notify-link';
import { createStagesService } from './stages.service';

/** The language the signed-in lawyer reads: what the server writes for them (a notification action's text, a message's fallback). */
const readerOf = (request: FastifyRequest) => request.user?.app_language ?? request.user?.language ?? 'fr';

/** The court path of a dossier: its levels, the board of levels, and the message that tells a client. Writes are open to every account, as dossier edits are. */
export async function stagesRoutes(app: FastifyInstance, { ctx, settings }: ModuleDeps): Promise<void> {
  const stages = createStagesService(ctx, settings);
  const notices = createNotifyLinks(ctx, settings);
  const api = typed(app);
  const tags = ['stages'];

  api.get('/api/dossiers/:id/stages', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 200: stageListResponse, ...errorResponses(400, 404) } },
    handler: (request) => stages.list(request.params.id),
  });

  api.post('/api/dossiers/:id/stages', {
    config: { access: 'user' },
    schema: { tags, params: idParams, body: stageCreateBody, response: { 201: stageSchema, ...errorResponses(400, 404, 422) } },
    handler: async (request, reply) =>
      reply.code(201).send(await stages.create({ actor: actorOf(request), lang: readerOf(request) }, request.params.id, request.body)),
  });

  api.get('/api/stages', {
    config: { access: 'user' },
    schema: { tags, querystring: stageBoardQuery, response: { 200: stageBoardResponse, ...errorResponses(400) } },
    handler: (request) => stages.board(request.query),
  });

  api.get('/api/stages/:id', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 200: stageSchema, ...errorResponses(400, 404) } },
    handler: (request) => stages.get(request.params.id),
  });

  api.patch('/api/stages/:id', {
    config: { access: 'user' },
    schema: { tags, params: idParams, body: stagePatchBody, response: { 200: stageSchema, ...errorResponses(400, 404, 409, 422) } },
    handler: (request) => stages.update({ actor: actorOf(request), lang: readerOf(request) }, request.params.id, request.body),
  });

  api.delete('/api/stages/:id', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 204: noContent, ...errorResponses(400, 404, 409) } },
    handler: async (request, reply) => {
      await stages.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  api.get('/api/actions/:id/notify-link', {
    config: { access: 'user' },
    schema: { tags: ['actions'], params: idParams, querystring: notifyLinkQuery, response: { 200: notifyLinkResponse, ...errorResponses(400, 404, 422) } },
    handler: (request) => notices.link(actorOf(request), request.params.id, request.query.party, readerOf(request)),
  });
}
