import { auditListResponse, auditQuery } from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/error-responses';
import { typed, type ModuleDeps } from '../../lib/module';
import { actorOf } from '../../lib/request-actor';
import { createAuditService } from './audit.service';

export async function auditRoutes(app: FastifyInstance, { ctx }: ModuleDeps): Promise<void> {
  const audit = createAuditService(ctx);
  const api = typed(app);

  // Signed-in users reach the route; the service lets only admins past a dossier's own history.
  api.get('/api/audit', {
    config: { access: 'user' },
    schema: { tags: ['audit'], querystring: auditQuery, response: { 200: auditListResponse, ...errorResponses(400, 403, 404) } },
    handler: (request) => audit.list(actorOf(request), request.query),
  });
}
