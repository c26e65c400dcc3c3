import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAction, createDossier } from '../../test/case-fixtures';
import { INLINE_COMPRESSION_LIMIT_BYTES } from './compression';
import { startServerWithAdmin, type TestClient, type TestServer, writeWebDist } from '../../test/harness';

/** A built web app in miniature: each file with the brotli and gzip copies the build writes. */
const INDEX = `<!doctype html><html><head><title>Cabinet</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(64)}</body></html>`;
const SCRIPT = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;

let web: ReturnType<typeof writeWebDist>;
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  web = writeWebDist(
    { 'index.html': INDEX, 'assets/index-abc123.js': SCRIPT, 'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' },
    ['index.html', 'assets/index-abc123.js'],
  );
  ({ server, admin } = await startServerWithAdmin({ env: { WEB_DIST: web.dir } }));
});

afterAll(async () => {
  await server?.close();
  web?.remove();
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static files: sent precompressed', () => {
  it('sends the brotli copy of a hashed asset to a browser that accepts br, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it('never caches index.html immutably, whether asked for by name or through a client route', async () => {
    for (const url of ['/index.html', '/login', '/actions/tomorrow']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(String(res.headers.vary), url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it('sends a client route page in the coding the browser takes, never one it refuses', async () => {
    const gz = await get('/login', 'gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(INDEX);
    const plain = await get('/login', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
  });

  it('compresses a text file the build left without copies on the fly, and does not cache it immutably', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<svg');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('API responses: JSON compressed above a small size', () => {
  it('compresses a large JSON answer with the encoding the client prefers', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await admin.post('/api/dossiers', { ref_dossier_bureau: 90_000 + i, date_inscription_bureau: '2026-01-15' });
      expect(res.statusCode).toBe(201);
    }
    const br = await admin.request('GET', '/api/dossiers', undefined, { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-store');
    const decoded = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    const plain = await admin.get('/api/dossiers');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decoded).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gz = await admin.request('GET', '/api/dossiers', undefined, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('compresses an answer over the size compressed inline too, streamed through the pool', async () => {
    for (let i = 0; i < 60; i++) {
      const res = await admin.post('/api/dossiers', { ref_dossier_bureau: 91_000 + i, date_inscription_bureau: '2026-01-15', accusation: `Charge ${i}: ${'Détail des faits reprochés. '.repeat(50)}` });
      expect(res.statusCode).toBe(201);
    }
    const plain = await admin.get('/api/dossiers?page_size=100');
    expect(plain.rawPayload.length).toBeGreaterThan(INLINE_COMPRESSION_LIMIT_BYTES);
    for (const [accept, coding, decode] of [['br', 'br', brotliDecompressSync], ['gzip', 'gzip', gunzipSync]] as const) {
      const res = await admin.request('GET', '/api/dossiers?page_size=100', undefined, { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBe(coding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('leaves a small JSON answer as it is', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeTypeOf('object');
  });
});

describe('a reused answer (the agenda): compressed once, sent again', () => {
  it('sends the same compressed bytes to every client that accepts them, and the new agenda after a change', async () => {
    const dossier = await createDossier(admin);
    for (let i = 0; i < 12; i++) await addAction(admin, dossier.id_dossier, { date_action: '2031-03-14' });
    const url = '/api/agenda?from=2031-03-14&to=2031-03-14';
    const plain = await admin.get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().total).toBe(12);

    const first = await admin.request('GET', url, undefined, { 'accept-encoding': 'gzip, deflate, br' });
    const again = await admin.request('GET', url, undefined, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(plain.json());
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const gz = await admin.request('GET', url, undefined, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    await addAction(admin, dossier.id_dossier, { date_action: '2031-03-14' });
    const changed = await admin.request('GET', url, undefined, { 'accept-encoding': 'br' });
    expect(JSON.parse(brotliDecompressSync(changed.rawPayload).toString()).total).toBe(13);
  });
});
