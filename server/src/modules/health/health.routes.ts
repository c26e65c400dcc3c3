import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { typed, type ModuleDeps } from '../../lib/module';
import { createHealthRepository } from './health.repository';

export async function healthRoutes(app: FastifyInstance, { ctx }: ModuleDeps): Promise<void> {
  typed(app).get('/api/health', {
    config: { access: 'public' },
    schema: { tags: ['operations'], response: { 200: z.object({ status: z.literal('ok'), db: z.literal('ok') }), 503: z.object({ status: z.string(), db: z.string() }) } },
    handler: async (request, reply) => {
      try {
        await createHealthRepository(ctx.database.db).ping();
        const failing = ctx.storageHealth.failing();
        if (failing) return reply.code(503).send({ status: 'error', db: 'cannot_write' });
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error', db: 'unreachable' });
      }
    },
  });
}
