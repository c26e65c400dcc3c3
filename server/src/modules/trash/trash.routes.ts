import { dossierSchema, idParams, noContent, trashListResponse, trashQuery } from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/error-responses';
import { typed, type ModuleDeps } from '../../lib/module';
import { actorOf } from '../../lib/request-actor';
import { createTrashService } from './trash.service';

export async function trashRoutes(app: FastifyInstance, { ctx }: ModuleDeps): Promise<void> {
  const trash = createTrashService(ctx);
  const api = typed(app);
  const tags = ['trash'];

  api.get('/api/trash', {
    config: { access: 'admin' },
    schema: { tags, querystring: trashQuery, response: { 200: trashListResponse, ...errorResponses(400) } },
    handler: (request) => trash.list(request.query),
  });

  api.post('/api/trash/dossiers/:id/restore', {
    config: { access: 'admin' },
    schema: { tags, params: idParams, response: { 200: dossierSchema, ...errorResponses(400, 404, 409) } },
    handler: (request) => trash.restore(actorOf(request), request.params.id),
  });

  api.delete('/api/trash/dossiers/:id', {
    config: { access: 'admin' },
    schema: { tags, params: idParams, response: { 204: noContent, ...errorResponses(400, 404) } },
    handler: async (request, reply) => {
      await trash.purge(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
