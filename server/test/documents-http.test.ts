import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, multipart, pdf } from './document-fixtures';
import { ADMIN, freshDatabaseUrl } from './harness';
import { HttpClient, startServerProcess, type ServerProcess } from './server-process';

/** Uploads over real sockets to the server in its own process, as a browser or Node's fetch sends them. */
let server: ServerProcess;
let dir: string;
let drop: () => Promise<void>;
let client: HttpClient;
let dossierId: number;
const documentsDir = () => join(dir, 'documents');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cabinet-http-docs-'));
  const database = await freshDatabaseUrl();
  drop = database.drop;
  server = await startServerProcess({ DATABASE_URL: database.url, STORAGE_URL: `file:${documentsDir()}` });
  client = new HttpClient(server.url);
  await client.request('POST', '/api/auth/register', ADMIN);
  await client.request('POST', '/api/auth/login', { login: ADMIN.email, password: ADMIN.password });
  const dossier = await client.request('POST', '/api/dossiers', { ref_dossier_bureau: 77, date_inscription_bureau: '2026-01-15' });
  dossierId = dossier.json().id_dossier as number;
}, 90_000);
afterAll(async () => {
  await server?.kill();
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
});

const send = (payload: Buffer, contentType: string) =>
  fetch(`${server.url}/api/dossiers/${dossierId}/documents`, {
    method: 'POST',
    headers: { 'x-requested-with': 'cabinet', 'content-type': contentType, cookie: client.cookie! },
    body: payload,
  });

const staged = () => filesUnder(documentsDir()).filter((f) => f.includes('.staging'));

describe('uploads over HTTP', () => {
  it('answers a 40 MB file over the 25 MB limit with a readable 413, and keeps nothing', async () => {
    const { payload, contentType } = multipart([{ filename: 'énorme.pdf', content: Buffer.concat([pdf(), Buffer.alloc(40 * 1024 * 1024, 0x20)]) }]);
    const res = await send(payload, contentType);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
    expect(filesUnder(documentsDir())).toEqual([]);
  }, 60_000);

  it('answers a refused first file readably while later files are still being sent', async () => {
    const { payload, contentType } = multipart([
      { filename: 'bin.pdf', content: Buffer.from([0x4d, 0x5a, 0, 0, 0, 0]) },
      { filename: 'big.txt', content: Buffer.alloc(12 * 1024 * 1024, 0x61) },
    ]);
    const res = await send(payload, contentType);
    expect([400, 415]).toContain(res.status);
    expect(filesUnder(documentsDir())).toEqual([]);
  }, 60_000);

  it('leaves no stray file when the client disconnects mid-upload', async () => {
    const { payload, contentType } = multipart([{ filename: 'coupé.pdf', content: Buffer.concat([pdf(), Buffer.alloc(4 * 1024 * 1024, 0x20)]) }]);
    const url = new URL(`${server.url}/api/dossiers/${dossierId}/documents`);
    await new Promise<void>((resolve) => {
      const req = httpRequest(url, {
        method: 'POST',
        headers: { 'x-requested-with': 'cabinet', 'content-type': contentType, 'content-length': payload.length, cookie: client.cookie! },
      });
      req.on('error', () => resolve());
      req.write(payload.subarray(0, payload.length / 2), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 300);
      });
    });
    for (let i = 0; i < 50 && staged().length > 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(filesUnder(documentsDir())).toEqual([]);
    expect((await client.request('GET', `/api/dossiers/${dossierId}/documents`)).json().total).toBe(0);
  });

  it('takes 20 uploads at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const { payload, contentType } = multipart([{ filename: `pièce-${i}.pdf`, content: pdf(`piece ${i}`) }]);
        return send(payload, contentType).then(async (res) => ({ status: res.status, body: await res.text() }));
      }),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect((await client.request('GET', `/api/dossiers/${dossierId}/documents`)).json().total).toBe(20);
    expect(filesUnder(documentsDir())).toHaveLength(20);
    expect(staged()).toEqual([]);
  }, 60_000);
});

describe('uploads past the hourly allowance over HTTP', () => {
  let limited: ServerProcess;
  let limitedDir: string;
  let dropLimited: () => Promise<void>;
  let signedIn: HttpClient;
  let target: number;

  beforeAll(async () => {
    limitedDir = mkdtempSync(join(tmpdir(), 'cabinet-http-allowance-'));
    const database = await freshDatabaseUrl();
    dropLimited = database.drop;
    limited = await startServerProcess({ DATABASE_URL: database.url, STORAGE_URL: `file:${join(limitedDir, 'documents')}`, UPLOAD_RATE_FILES_PER_HOUR: '1' });
    signedIn = new HttpClient(limited.url);
    await signedIn.request('POST', '/api/auth/register', ADMIN);
    await signedIn.request('POST', '/api/auth/login', { login: ADMIN.email, password: ADMIN.password });
    target = (await signedIn.request('POST', '/api/dossiers', { ref_dossier_bureau: 78, date_inscription_bureau: '2026-01-15' })).json().id_dossier as number;
  }, 90_000);
  afterAll(async () => {
    await limited?.kill();
    await dropLimited?.();
    rmSync(limitedDir, { recursive: true, force: true });
  });

  it('answers a readable 429 before reading the body, and stages nothing', async () => {
    const post = (files: Parameters<typeof multipart>[0]) => {
      const { payload, contentType } = multipart(files);
      return fetch(`${limited.url}/api/dossiers/${target}/documents`, {
        method: 'POST',
        headers: { 'x-requested-with': 'cabinet', 'content-type': contentType, cookie: signedIn.cookie! },
        body: payload,
      });
    };
    expect((await post([{ filename: 'premier.pdf', content: pdf('premier') }])).status).toBe(201);
    const res = await post([{ filename: 'second.pdf', content: Buffer.concat([pdf('second'), Buffer.alloc(12 * 1024 * 1024, 0x20)]) }]);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('upload_rate_limited');
    expect(filesUnder(join(limitedDir, 'documents'))).toHaveLength(1);
  }, 60_000);
});
