import { loginBody, passwordChangeBody, profileBody, registerBody, userResponse } from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../lib/request-actor';
import { typed, type ModuleDeps } from '../../lib/module';
import { createAuthService } from './auth.service';

export async function authRoutes(app: FastifyInstance, { ctx, settings }: ModuleDeps): Promise<void> {
  const auth = createAuthService(ctx, settings);
  const api = typed(app);
  const tags = ['auth'];

  api.post('/api/auth/register', {
    config: { access: 'public' },
    schema: { tags, body: registerBody, response: { 201: userResponse } },
    handler: async (request, reply) => reply.code(201).send({ user: await auth.register(request.body, request.ip) }),
  });

  api.post('/api/auth/login', {
    config: { access: 'public' },
    schema: { tags, body: loginBody, response: { 200: userResponse } },
    handler: async (request, reply) => {
      // Rotate: whatever session the browser had ends with a new sign-in.
      if (request.sessionTokenHash) await auth.logout(request.sessionTokenHash);
      const { user, token } = await auth.login(request.body, request.ip);
      app.sessionCookie.set(reply, request, token);
      return { user };
    },
  });

  api.post('/api/auth/logout', {
    config: { access: 'user' },
    schema: { tags },
    handler: async (request, reply) => {
      if (request.sessionTokenHash) await auth.logout(request.sessionTokenHash);
      app.sessionCookie.clear(reply);
      return reply.code(204).send();
    },
  });

  api.get('/api/auth/session', {
    config: { access: 'user' },
    schema: { tags, response: { 200: userResponse } },
    handler: async (request) => ({ user: request.user! }),
  });

  api.patch('/api/auth/profile', {
    config: { access: 'user' },
    schema: { tags, body: profileBody, response: { 200: userResponse } },
    handler: async (request) => ({ user: await auth.updateProfile(actorOf(request), request.body) }),
  });

  api.post('/api/auth/password', {
    config: { access: 'user' },
    schema: { tags, body: passwordChangeBody },
    handler: async (request, reply) => {
      await auth.changePassword(actorOf(request), request.sessionTokenHash!, request.body.current_password, request.body.new_password);
      return reply.code(204).send();
    },
  });
}
