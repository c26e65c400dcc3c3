import { accountOptionsResponse } from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { typed, type ModuleDeps } from '../../lib/module';
import { createAccountOptionsService } from './account-options.service';

/** The active accounts by name, for the responsible and attendee selects (and whom a reminder goes to). */
export async function accountOptionsRoutes(app: FastifyInstance, { ctx }: ModuleDeps): Promise<void> {
  const accounts = createAccountOptionsService(ctx);
  typed(app).get('/api/accounts', {
    config: { access: 'user' },
    schema: { tags: ['reminders'], response: { 200: accountOptionsResponse } },
    handler: () => accounts.list(),
  });
}
