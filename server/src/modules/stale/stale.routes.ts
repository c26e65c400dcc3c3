import { staleListResponse, staleQuery } from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/error-responses';
import { typed, type ModuleDeps } from '../../lib/module';
import { createStaleService } from './stale.service';

export async function staleRoutes(app: FastifyInstance, { ctx, settings }: ModuleDeps): Promise<void> {
  const stale = createStaleService(ctx, settings);
  const api = typed(app);

  api.get('/api/dossiers/stale', {
    config: { access: 'user' },
    schema: { tags: ['dossiers'], querystring: staleQuery, response: { 200: staleListResponse, ...errorResponses(400) } },
    handler: (request) => stale.list(request.query),
  });
}
