import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from './harness';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Oversize bodies over a real socket to the server in its own process: Node's fetch must read
 * the 413, not fail with "fetch failed" because the server closed while the client was sending.
 */
let server: ServerProcess;
let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await freshDatabaseUrl();
  drop = database.drop;
  server = await startServerProcess({ DATABASE_URL: database.url});
}, 90_000);
afterAll(async () => {
  await server?.kill();
  await drop?.();
});

const headers = { 'content-type': 'application/json', 'x-requested-with': 'cabinet' };

/** A body sent in paced chunks, like an upload on a real link, without a Content-Length. */
function pacedBody(total: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(256 * 1024).fill(0x61);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= total) return controller.close();
      await new Promise((resolve) => setTimeout(resolve, 2));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

describe('an oversize request body', () => {
  it('reaches Node fetch as a readable 413 when it declares its length', async () => {
    const big = JSON.stringify({ login: 'x'.repeat(10 * 1024 * 1024), password: 'y' });
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers, body: big });
      expect(res.status).toBe(413);
      expect(res.headers.get('connection')).toBe('close');
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
    }
  });

  it('reaches Node fetch as a readable 413 when it is streamed without a length', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers, body: pacedBody(10 * 1024 * 1024), duplex: 'half' } as RequestInit);
      expect(res.status).toBe(413);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
    }
  });

  it('leaves the server answering normally afterwards', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
