import { dossierCreateBody, dossierListQuery, dossierListResponse, dossierPatchBody, dossierSchema, idParams, noContent } from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/error-responses';
import { typed, type ModuleDeps } from '../../lib/module';
import { actorOf } from '../../lib/request-actor';
import { createDossiersService } from './dossiers.service';

export async function dossiersRoutes(app: FastifyInstance, { ctx }: ModuleDeps): Promise<void> {
  const dossiers = createDossiersService(ctx);
  const api = typed(app);
  const tags = ['dossiers'];

  api.get('/api/dossiers', {
    config: { access: 'user' },
    schema: { tags, querystring: dossierListQuery, response: { 200: dossierListResponse, ...errorResponses(400) } },
    handler: (request) => dossiers.list(request.query, actorOf(request)),
  });

  api.post('/api/dossiers', {
    config: { access: 'user' },
    schema: { tags, body: dossierCreateBody, response: { 201: dossierSchema, ...errorResponses(400, 409) } },
    handler: async (request, reply) => reply.code(201).send(await dossiers.create(actorOf(request), request.body)),
  });

  api.get('/api/dossiers/:id', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 200: dossierSchema, ...errorResponses(400, 404) } },
    handler: (request) => dossiers.get(request.params.id),
  });

  api.patch('/api/dossiers/:id', {
    config: { access: 'user' },
    schema: { tags, params: idParams, body: dossierPatchBody, response: { 200: dossierSchema, ...errorResponses(400, 404, 409) } },
    handler: (request) => dossiers.update(actorOf(request), request.params.id, request.body),
  });

  api.delete('/api/dossiers/:id', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 204: noContent, ...errorResponses(400, 404) } },
    handler: async (request, reply) => {
      await dossiers.trash(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
