import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, writeWebDist } from '../../test/harness';
import { ASSET_HEADERS } from './static-web';

const INDEX = `<!doctype html><html><head><title>Cabinet</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(64)}</body></html>`;
const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;
const STYLE = `.app{color:red}${'.x{margin:0}'.repeat(200)}\n`;

/** What the browser and the security policy still need on every response, documents or files. */
const DOCUMENT_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'strict-transport-security',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-content-type-options',
  'x-request-id',
];

const FILES = { 'index.html': INDEX, 'assets/index-abc123.js': SCRIPT, 'assets/index-def456.css': STYLE };
let web: ReturnType<typeof writeWebDist>;
let server: TestServer;

beforeAll(async () => {
  web = writeWebDist(FILES, Object.keys(FILES));
  server = await startTestServer({ env: { WEB_DIST: web.dir } });
});

afterAll(async () => {
  await server?.close();
  web?.remove();
});

const get = (url: string, acceptEncoding = 'gzip, deflate, br, zstd') =>
  server.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('static files: lean headers on hashed assets, the full set on documents', () => {
  it('sends a hashed script with its own headers only: type, encoding, length, vary, immutable cache, nosniff, resource policy', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(
      Object.keys(res.headers).filter((name) => !ASSET_HEADERS.has(name) && !['date', 'connection', 'keep-alive'].includes(name)),
    ).toEqual([]);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
      'x-request-id',
      'etag',
      'last-modified',
      'accept-ranges',
    ]) {
      expect(res.headers[name], name).toBeUndefined();
    }
  });

  it('sends a hashed stylesheet lean in gzip too, and the plain copy lean with nosniff', async () => {
    const gz = await get('/assets/index-def456.css', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['content-type']).toMatch(/^text\/css/);
    expect(gz.headers['x-content-type-options']).toBe('nosniff');
    expect(gz.headers['content-security-policy']).toBeUndefined();
    const plain = await get('/assets/index-def456.css', 'identity');
    expect(plain.body).toBe(STYLE);
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(plain.headers['x-request-id']).toBeUndefined();
  });

  it('keeps every security header, the request id and revalidation on index.html, by name and through a client route', async () => {
    for (const url of ['/index.html', '/login', '/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      for (const name of DOCUMENT_HEADERS) expect(res.headers[name], `${url} ${name}`).toBeTruthy();
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const byName = await get('/index.html');
    expect(byName.headers.etag).toBeTruthy();
  });

  it('keeps every security header on API answers and on a missing asset', async () => {
    for (const url of ['/api/health', '/assets/missing-000000.js']) {
      const res = await get(url);
      for (const name of DOCUMENT_HEADERS) expect(res.headers[name], `${url} ${name}`).toBeTruthy();
    }
  });
});
