import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the same zod schemas that validate requests. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Cabinet API', version: '1.0.0', description: 'The HTTP contract of Cabinet, generated from the shared zod schemas that validate every request and response.' },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'cabinet_session' } },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // For the office's own developers: like every route but sign-in, registration and health, it needs a session
  // (the docs page's routes get the same rule from the session plugin).
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: { access: 'user' }, schema: { hide: true } }, async () => app.swagger());
}
