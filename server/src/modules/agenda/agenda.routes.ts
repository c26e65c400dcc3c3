import { agendaExportQuery, agendaQuery, agendaResponse } from '@cabinet/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import { typed, type ModuleDeps } from '../../lib/module';
import { actorOf } from '../../lib/request-actor';
import { countedWhileSent } from '../../lib/young-garbage';
import { createAgendaService } from './agenda.service';

const download = z.string().describe('The file');

export async function agendaRoutes(app: FastifyInstance, { ctx, settings }: ModuleDeps): Promise<void> {
  const agenda = createAgendaService(ctx, settings);
  const api = typed(app);
  const tags = ['agenda'];

  api.get('/api/agenda', {
    config: { access: 'user' },
    schema: { tags, querystring: agendaQuery, response: { 200: agendaResponse, ...errorResponses(400) } },
    handler: (request) => agenda.list(request.query, actorOf(request)),
  });

  api.get('/api/agenda/export', {
    config: { access: 'user' },
    schema: {
      tags,
      querystring: agendaExportQuery,
      response: {
        200: {
          description: 'A download (Content-Disposition: attachment)',
          content: {
            'text/plain': { schema: download },
            'text/html': { schema: download },
            'text/csv': { schema: download },
            'text/calendar': { schema: download },
          },
        },
        ...errorResponses(400),
      },
    },
    handler: async (request, reply) => {
      const file = await agenda.export(request.query, actorOf(request));
      // A long range arrives as a file stream, which the schema's string type cannot name.
      const untyped: FastifyReply = reply;
      const body = typeof file.body === 'string' ? file.body : countedWhileSent(file.body);
      return untyped.type(file.contentType).header('Content-Disposition', `attachment; filename="${file.filename}"`).send(body);
    },
  });
}
