import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/** The host name of a Host header, lower case, without port or IPv6 brackets; null when unreadable. */
export function hostNameOf(host: string | undefined): string | null {
  if (!host) return null;
  try {
    const name = new URL(`http://${host}`).hostname.toLowerCase();
    return name.startsWith('[') && name.endsWith(']') ? name.slice(1, -1) : name;
  } catch {
    return null;
  }
}

/** Localhost names and IP literals always; then the configured names (`*.example.com` matches sub-domains). */
export function isAllowedHost(name: string, allowed: readonly string[]): boolean {
  if (name === 'localhost' || name.endsWith('.localhost') || isIP(name) !== 0) return true;
  return allowed.some((entry) => (entry.startsWith('*.') ? name.endsWith(entry.slice(1)) : name === entry));
}

/**
 * DNS rebinding defence: a page on attacker.test whose name now points at this server is
 * same-origin to the browser, so the Origin check cannot catch it; the Host header can. Every
 * request must name a host the office configured, except the health check that load balancers
 * and probes call by whatever name they have.
 */
export function registerAllowedHosts(app: FastifyInstance, allowed: readonly string[]): void {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.method === 'GET' && request.routeOptions.url === '/api/health') return;
    const name = hostNameOf(request.host);
    if (name === null || !isAllowedHost(name, allowed)) {
      throw new AppError('forbidden', 'This host name is not configured for Cabinet (see ALLOWED_HOSTS)');
    }
  });
}
