import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses';
import type { ModuleDeps } from '../../lib/module';
import { actorOf } from '../../lib/request-actor';
import { countedWhileSent } from '../../lib/young-garbage';
import { createBackupService } from './backup.service';

export async function backupRoutes(app: FastifyInstance, { ctx, settings }: ModuleDeps): Promise<void> {
  const backups = createBackupService(ctx, settings);

  // Untyped on purpose: the reply is a file stream, not a serialized value.
  app.get('/api/admin/backup', {
    config: { access: 'admin' },
    // A HEAD request would run (and audit) a whole backup for nothing.
    exposeHeadRoute: false,
    schema: {
      tags: ['operations'],
      description: 'A consistent copy of the SQLite database, as a download. On PostgreSQL: 409, use pg_dump.',
      response: {
        200: {
          description: 'The SQLite database file (Content-Disposition: attachment)',
          content: { 'application/vnd.sqlite3': { schema: z.string().describe('The database file') } },
        },
        ...errorResponses(409),
      },
    },
    handler: async (request, reply) => {
      const backup = await backups.create(actorOf(request));
      const file = createReadStream(backup.path);
      // The temporary copy goes once the download ends, completed or not.
      file.once('close', () => void backup.discard());
      return reply
        .type('application/vnd.sqlite3')
        .header('Content-Disposition', `attachment; filename="${backup.fileName}"`)
        .header('Content-Length', String(backup.bytes))
        .send(countedWhileSent(file));
    },
  });
}
