import { idParams, listOf, passwordResetBody, userInviteBody, userInviteResponse, userPatchBody, userResponse, userSchema } from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { typed, type ModuleDeps } from '../../lib/module';
import { actorOf } from '../../lib/request-actor';
import { createUsersService } from './users.service';

export async function usersRoutes(app: FastifyInstance, { ctx }: ModuleDeps): Promise<void> {
  const users = createUsersService(ctx);
  const api = typed(app);
  const tags = ['users'];

  api.get('/api/users', {
    config: { access: 'admin' },
    schema: { tags, response: { 200: listOf(userSchema) } },
    handler: async () => {
      const items = await users.list();
      return { items, total: items.length };
    },
  });

  api.post('/api/users', {
    config: { access: 'admin' },
    schema: { tags, body: userInviteBody, response: { 201: userInviteResponse } },
    handler: async (request, reply) => reply.code(201).send(await users.invite(actorOf(request), request.body)),
  });

  api.patch('/api/users/:id', {
    config: { access: 'admin' },
    schema: { tags, params: idParams, body: userPatchBody, response: { 200: userResponse } },
    handler: async (request) => ({ user: await users.update(actorOf(request), request.params.id, request.body) }),
  });

  api.post('/api/users/:id/password', {
    config: { access: 'admin' },
    schema: { tags, params: idParams, body: passwordResetBody },
    handler: async (request, reply) => {
      await users.resetPassword(actorOf(request), request.params.id, request.body.new_password);
      return reply.code(204).send();
    },
  });
}
