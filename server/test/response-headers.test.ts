import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerWithAdmin, type TestClient, type TestServer, writeWebDist } from './harness';

/**
 * Every header of a response, in the order and spelling they go on the wire, as one list: the
 * values that change between responses (request id, dates, validators) are checked for shape and
 * replaced by a placeholder.
 */
const VARYING: Record<string, RegExp> = {
  'x-request-id': /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  date: /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
  'last-modified': /^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/,
  etag: /^(W\/)?"[^"]+"$/,
};

let baseURL: string;
let web: ReturnType<typeof writeWebDist>;
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  web = writeWebDist({ 'index.html': '<!doctype html><html><head><title>Cabinet</title></head><body><div id="root"></div></body></html>' });
  ({ server, admin } = await startServerWithAdmin({ env: { WEB_DIST: web.dir } }));
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server?.close();
  web?.remove();
});

function wireHeaders(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: string[] }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseURL}${path}`, { headers: { connection: 'keep-alive', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => {
        const lines: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!;
          const value = res.rawHeaders[i + 1]!;
          const varying = VARYING[name.toLowerCase()];
          if (varying) expect(value, name).toMatch(varying);
          lines.push(`${name}: ${varying ? '…' : value}`);
        }
        resolve({ status: res.statusCode!, headers: lines });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const SECURITY = [
  "Content-Security-Policy: default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self'",
  'Cross-Origin-Opener-Policy: same-origin',
  'Cross-Origin-Resource-Policy: same-origin',
  'Origin-Agent-Cluster: ?1',
  'Referrer-Policy: same-origin',
  'Strict-Transport-Security: max-age=31536000; includeSubDomains',
  'X-Content-Type-Options: nosniff',
  'X-DNS-Prefetch-Control: off',
  'X-Download-Options: noopen',
  'X-Frame-Options: SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies: none',
  'X-XSS-Protection: 0',
];

describe('response headers: the whole set, as sent', () => {
  it('an HTML page (a client route)', async () => {
    const page = await wireHeaders('/dossiers/1');
    expect(page.status).toBe(200);
    expect(page.headers).toEqual([
      ...SECURITY,
      // The page is built in memory for its route (plugins/index-pages.ts): revalidated by its ETag.
      'cache-control: no-cache',
      'etag: …',
      'vary: Accept-Encoding',
      'content-type: text/html; charset=utf-8',
      'x-request-id: …',
      'content-length: 97',
      'Date: …',
      'Connection: keep-alive',
      'Keep-Alive: timeout=72',
    ]);
  });

  it('an API answer: public, signed in, an error, compressed', async () => {
    const api = (length: number | string) => [
      ...SECURITY,
      'content-type: application/json; charset=utf-8',
      'x-request-id: …',
      'cache-control: no-store',
      `content-length: ${length}`,
      'Date: …',
      'Connection: keep-alive',
      'Keep-Alive: timeout=72',
    ];
    const health = await wireHeaders('/api/health');
    expect(health.status).toBe(200);
    expect(health.headers).toEqual(api(25));
    const session = await wireHeaders('/api/auth/session', { cookie: admin.cookie! });
    expect(session.status).toBe(200);
    expect(session.headers).toEqual(api(280));
    const unknown = await wireHeaders('/api/nope');
    expect(unknown.status).toBe(401);
    expect(unknown.headers).toEqual(api(63));
    const compressed = await wireHeaders('/api/openapi.json', { 'accept-encoding': 'br', cookie: admin.cookie! });
    expect(compressed.status).toBe(200);
    expect(compressed.headers).toEqual([
      ...SECURITY,
      'content-type: application/json; charset=utf-8',
      'x-request-id: …',
      'cache-control: no-store',
      'vary: accept-encoding',
      'content-encoding: br',
      'Date: …',
      'Connection: keep-alive',
      'Keep-Alive: timeout=72',
      'Transfer-Encoding: chunked',
    ]);
  });
});
