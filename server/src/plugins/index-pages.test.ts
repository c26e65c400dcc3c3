import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, writeWebDist } from '../../test/harness';
import { inlineScriptHashes } from './index-pages';

/** index.html's own inline script (it asks for a signed-in screen's first answers early). */
const EARLY = "\n      window.__cabinetEarly = { '/api/auth/session': fetch('/api/auth/session') };\n    ";
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const INDEX = `<!doctype html><html><head><title>Cabinet</title><script>${EARLY}</script><script type="module" crossorigin src="/assets/index-e1.js"></script></head><body><div id="root"></div></body></html>`;
/** The shape Vite writes: the entry, the sign-in group, and the shell group that imports it. */
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', name: 'index', src: 'index.html', isEntry: true, css: ['assets/index-e1.css'] },
  '_sign-in-s1.js': { file: 'assets/sign-in-s1.js', name: 'sign-in', imports: ['index.html'] },
  '_shell-h1.js': { file: 'assets/shell-h1.js', name: 'shell', imports: ['_sign-in-s1.js', 'index.html'], css: ['assets/shell-h1.css'] },
  'src/features/audit/components/audit-page.tsx': { file: 'assets/audit-page-a1.js', name: 'audit-page', imports: ['_shell-h1.js'] },
};

let web: ReturnType<typeof writeWebDist>;
let server: TestServer;

beforeAll(async () => {
  web = writeWebDist({ 'index.html': INDEX, '.vite/manifest.json': JSON.stringify(MANIFEST) });
  server = await startTestServer({ env: { WEB_DIST: web.dir } });
});

afterAll(async () => {
  await server?.close();
  web?.remove();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('the page of a client route', () => {
  it('names the sign-in screen’s code beside the entry, and nothing of the signed-in shell, on /login', async () => {
    const res = await get('/login?next=%2F');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/sign-in-s1.js">');
    expect(res.body).not.toContain('shell-h1');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-e1.js"></script>');
  });

  it('names the shell, what it imports and its styles on a signed-in screen, never the entry twice', async () => {
    for (const url of ['/', '/admin/audit', '/dossier/modify/12']) {
      const res = await get(url);
      expect(res.body, url).toContain('<link rel="modulepreload" crossorigin href="/assets/shell-h1.js">');
      expect(res.body, url).toContain('<link rel="modulepreload" crossorigin href="/assets/sign-in-s1.js">');
      expect(res.body, url).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-h1.css">');
      expect(res.body.match(/index-e1\.js/g), url).toHaveLength(1);
    }
  });

  it('is revalidated with its ETag: the same page answers 304, another page does not', async () => {
    const first = await get('/');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect((await get('/agenda', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get('/login', { 'if-none-match': etag })).statusCode).toBe(200);
  });

  it('allows its own inline script by its hash, and no other inline script, on every page', async () => {
    for (const url of ['/', '/login', '/actions/tomorrow']) {
      const res = await get(url);
      const policy = String(res.headers['content-security-policy']);
      const scriptSources = /(?:^|;)script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
      expect(scriptSources, url).toEqual(["'self'", `'${sha256(EARLY)}'`]);
      expect(policy, url).toContain("default-src 'self'");
    }
    // A revalidated page keeps the same policy.
    const etag = String((await get('/')).headers.etag);
    const revalidated = await get('/', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toContain(sha256(EARLY));
  });

  it('hashes inline scripts only, as written', () => {
    const html = `<script type="module" src="/a.js"></script><script>${EARLY}</script><SCRIPT type="text/javascript">x()</SCRIPT>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(EARLY), sha256('x()')]);
    expect(inlineScriptHashes('<p>no script</p>')).toEqual([]);
  });
});
