import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import type { ModuleDeps } from '../../lib/module';
import { actorOf } from '../../lib/request-actor';
import { createTransferService } from './transfer.service';

export async function transferRoutes(app: FastifyInstance, { ctx, settings }: ModuleDeps): Promise<void> {
  const transfer = createTransferService(ctx, settings);

  // Untyped on purpose: the reply is a zip stream, not a serialized value.
  app.get('/api/admin/export', {
    config: { access: 'admin' },
    // A HEAD request would run (and audit) a whole export for nothing.
    exposeHeadRoute: false,
    schema: {
      tags: ['operations'],
      description: 'Everything the office holds, as CSV files in a zip (the format `npm run import -- --csv` reads back).',
      response: {
        200: {
          description:
            'A zip of dossier.csv, action.csv, expertise.csv, expert.csv, tribunal.csv and the type lists (Content-Disposition: attachment)',
          content: { 'application/zip': { schema: z.string().describe('The zip file') } },
        },
        ...errorResponses(403),
      },
    },
    handler: async (request, reply) => {
      const download = await transfer.exportAll(actorOf(request));
      // A download stopped half-way must not keep the export's snapshot open.
      reply.raw.once('close', download.abort);
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${download.fileName}"`)
        .send(download.stream);
    },
  });
}
