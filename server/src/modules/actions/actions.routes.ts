import { actionCreateBody, actionCreatedResponse, actionListResponse, actionPatchBody, actionSchema, idParams, noContent } from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/error-responses';
import { typed, type ModuleDeps } from '../../lib/module';
import { actorOf } from '../../lib/request-actor';
import { createActionsService } from './actions.service';

export async function actionsRoutes(app: FastifyInstance, { ctx, settings }: ModuleDeps): Promise<void> {
  const actions = createActionsService(ctx, settings);
  const api = typed(app);
  const tags = ['actions'];

  api.get('/api/dossiers/:id/actions', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 200: actionListResponse, ...errorResponses(400, 404) } },
    handler: (request) => actions.listForDossier(request.params.id),
  });

  api.post('/api/dossiers/:id/actions', {
    config: { access: 'user' },
    schema: { tags, params: idParams, body: actionCreateBody, response: { 201: actionCreatedResponse, ...errorResponses(400, 404) } },
    handler: async (request, reply) => reply.code(201).send(await actions.create(actorOf(request), request.params.id, request.body)),
  });

  api.get('/api/actions/:id', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 200: actionSchema, ...errorResponses(400, 404) } },
    handler: (request) => actions.get(request.params.id),
  });

  api.patch('/api/actions/:id', {
    config: { access: 'user' },
    schema: { tags, params: idParams, body: actionPatchBody, response: { 200: actionSchema, ...errorResponses(400, 404, 409) } },
    handler: (request) => actions.update(actorOf(request), request.params.id, request.body),
  });

  api.delete('/api/actions/:id', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 204: noContent, ...errorResponses(400, 404) } },
    handler: async (request, reply) => {
      await actions.delete(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
