import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { preferredCoding } from '../lib/accept-encoding';
import { policyAllowingScripts } from './security-headers';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Screens shown without a session: they need the sign-in group only. */
const PUBLIC_PATHS = new Set(['/login', '/register']);

/**
 * index.html for a path, naming the first screen's chunk group (`sign-in` or `shell`, see
 * web/vite.config.ts) beside the entry: the browser then fetches both at once instead of
 * fetching the route's code only once the entry has run (a round trip and the entry's run time
 * on a slow phone). Without a build manifest, or without these groups, the page is sent as built.
 */
export interface IndexPages {
  forPath(pathname: string): IndexPage;
}

/**
 * The page, compressed once, and its strong validator (the browser revalidates it on every visit:
 * `no-cache`); its CSP allows the page's own inline scripts by their hashes (index.html asks for a
 * signed-in screen's first answers before the app's code arrives).
 */
export interface IndexPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  csp: string;
}

export function loadIndexPages(webDist: string): IndexPages {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const signIn = page(withPreloads(html, manifest, 'sign-in'));
  const signedIn = page(withPreloads(html, manifest, 'shell'));
  return { forPath: (pathname) => (PUBLIC_PATHS.has(pathname) ? signIn : signedIn) };
}

const page = (html: string): IndexPage => ({
  html,
  br: brotliCompressSync(html),
  gzip: gzipSync(html, { level: 9 }),
  etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
  csp: policyAllowingScripts(inlineScriptHashes(html)),
});

/** The CSP hashes of the page's inline scripts (`<script>` without `src`), of their text as written. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!))
    .map(([, , text]) => `sha256-${createHash('sha256').update(text!).digest('base64')}`);
}

/** The page in the encoding the browser accepts (brotli, then gzip), as static-web sends the built files. */
export function encodedPage(page: IndexPage, acceptEncoding: string | undefined): { body: string | Buffer; encoding?: 'br' | 'gzip' } {
  const encoding = preferredCoding(acceptEncoding);
  return encoding === null ? { body: page.html } : { body: page[encoding], encoding };
}

function withPreloads(html: string, manifest: Record<string, ManifestChunk>, group: string): string {
  const root = Object.keys(manifest).find((key) => manifest[key]!.name === group && !manifest[key]!.isEntry && key.endsWith('.js'));
  if (!root) return html;
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry is in the page already.
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(root);
  const tags = [
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
  ];
  return html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
