import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * The only headers a hashed script or stylesheet keeps. The policy headers (CSP, frame options,
 * COOP, HSTS, referrer policy…) govern documents, and the request id, etag and last-modified
 * serve nothing on a file cached immutably: on a phone over HTTP/1.1 they were about 1 KB per file.
 * `nosniff` and the resource policy do apply to scripts and styles, so they stay.
 */
export const ASSET_HEADERS: ReadonlySet<string> = new Set([
  'content-type',
  'content-encoding',
  'content-length',
  'vary',
  'cache-control',
  'x-content-type-options',
  'cross-origin-resource-policy',
]);

/** Where `vite build` puts the web app: `web/dist` of the repository this file lives in (src/ or bundled dist/). */
export function defaultWebDist(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth++) {
    const candidate = join(dir, 'web', 'dist');
    if (existsSync(join(candidate, 'index.html'))) return candidate;
    dir = resolve(dir, '..');
  }
  return resolve('web', 'dist');
}

/**
 * Serves the built web app; unknown non-API GETs get index.html so client routes work on reload.
 * The build writes a brotli and a gzip copy beside each file (web/vite.config.ts): the copy the
 * browser accepts is sent as it is, with `Content-Encoding` and `Vary: Accept-Encoding`.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) {
    app.log.warn({ webDist }, 'web app not built; serving the API only');
    return false;
  }
  const leanReplies = new WeakSet<FastifyReply>();
  // Runs after the hooks registered before it (security headers, request id), and is registered
  // before the static routes so that they inherit it: a hashed asset keeps only its own headers.
  // (A callback hook: every API answer passes through it, and most leave at the first test.)
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (leanReplies.has(reply)) {
      for (const name of Object.keys(reply.getHeaders())) if (!ASSET_HEADERS.has(name)) reply.removeHeader(name);
    }
    done(null, payload);
  });
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, path) {
      // Hashed assets never change; index.html (and anything else unhashed) must always be fresh.
      const hashed = isHashedAsset(webDist, path);
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (hashed) leanReplies.add(reply);
    },
  });
  return true;
}

/** A file under dist/assets/ (its name carries a content hash); its compressed copies count too. */
export function isHashedAsset(webDist: string, path: string): boolean {
  const rel = relative(webDist, path);
  return rel.startsWith(`assets${sep}`) && !rel.includes('..');
}
