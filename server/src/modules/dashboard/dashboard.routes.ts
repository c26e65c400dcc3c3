import { dashboardSchema } from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { typed, type ModuleDeps } from '../../lib/module';
import { createDashboardService } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance, { ctx, settings }: ModuleDeps): Promise<void> {
  const dashboard = createDashboardService(ctx, settings);
  const api = typed(app);

  api.get('/api/dashboard', {
    config: { access: 'user' },
    schema: { tags: ['dashboard'], response: { 200: dashboardSchema } },
    handler: (request) => dashboard.get(request.sessionTokenHash),
  });
}
