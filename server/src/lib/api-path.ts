import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is for the API, judged on the path as the router reads it: `/%61pi/...` is
 * `/api/...` to the router, so a test on the raw URL would be fooled.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return route === '/api' || route.startsWith('/api/');
  const raw = request.url.split('?')[0] ?? '';
  let path = raw;
  try {
    path = decodeURIComponent(raw);
  } catch {
    // Not valid percent-encoding: the router could not have decoded it either.
  }
  return path === '/api' || path.startsWith('/api/');
}
