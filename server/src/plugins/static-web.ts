import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, path) {
      // Hashed assets never change; index.html (and anything else unhashed) must always be fresh.
      res.header('Cache-Control', isHashedAsset(webDist, path) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/** A file under dist/assets/ (its name carries a content hash); its compressed copies count too. */
export function isHashedAsset(webDist: string, path: string): boolean {
  const rel = relative(webDist, path);
  return rel.startsWith(`assets${sep}`) && !rel.includes('..');
}
