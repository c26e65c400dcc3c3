import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Every state-changing request, whatever its path, carries `X-Requested-With: cabinet` (a header
 * no cross-site form can set), and a present Origin must be our own. The test is on the method
 * alone: a path test can be dodged with an encoding the router decodes (`/%61pi/`).
 */
export function registerCsrf(app: FastifyInstance, allowedOrigins: string[]): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['x-requested-with'] !== 'cabinet') {
      throw new AppError('forbidden', 'Missing X-Requested-With: cabinet header');
    }
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== ownOrigin(request) && !allowedOrigins.includes(origin)) {
      throw new AppError('forbidden', 'Cross-origin request refused');
    }
  });
}
