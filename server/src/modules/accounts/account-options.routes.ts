import { accountOptionsResponse } from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { typed, type ModuleDeps } from '../../lib/module';
import { createUsersRepository } from './users.repository';

/** The active accounts by name, for the responsible and attendee selects (and whom a reminder goes to). */
export async function accountOptionsRoutes(app: FastifyInstance, { ctx }: ModuleDeps): Promise<void> {
  typed(app).get('/api/accounts', {
    config: { access: 'user' },
    schema: { tags: ['users'], response: { 200: accountOptionsResponse } },
    handler: async () => ({ items: await createUsersRepository(ctx.database.db).activeAccountOptions() }),
  });
}
