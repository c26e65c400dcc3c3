import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from './harness';
import { HttpClient, startServerProcess, type ServerProcess } from './server-process';

/**
 * The server's own logs (every request's line included) keep no secret: not a password, not a
 * session cookie, not a calendar feed's address, whose token is the only key to an agenda, nor
 * who was searched for. Runs the real server process and reads what it writes.
 */
const PASSWORD = 'logged password 1';

let database: { url: string; drop: () => Promise<void> };
let server: ServerProcess;

describe('secrets stay out of the logs', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    database = await freshDatabaseUrl();
    server = await startServerProcess({ DATABASE_URL: database.url });
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await database?.drop();
  }, 60_000);

  it('logs each calendar fetch with its token hidden, searches without what was searched, and no password or session cookie', async () => {
    const client = new HttpClient(server.url);
    expect(
      (await client.post('/api/auth/register', { full_name: 'Log Admin', email: 'log@example.test', password: PASSWORD })).status,
    ).toBe(201);
    expect((await client.post('/api/auth/login', { login: 'log@example.test', password: PASSWORD })).status).toBe(200);
    const session = client.cookie!.split('=')[1]!;

    const first = new URL((await client.get('/api/calendar/feed')).json().url as string);
    const feed = await fetch(`${server.url}${first.pathname}?scope=mine`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const rotated = new URL((await client.post('/api/calendar/feed/rotate')).json().url as string);
    expect((await fetch(`${server.url}${first.pathname}`)).status).toBe(404);
    expect((await fetch(`${server.url}${rotated.pathname}`)).status).toBe(200);

    // A conflict check before taking a client: the name and national id stay out of the logs.
    const prospect = { name: 'Zineb Oulad-Haddar', national_id: 'QX778812' };
    expect((await client.get(`/api/conflicts?name=${encodeURIComponent(prospect.name)}&national_id=${prospect.national_id}`)).status).toBe(
      200,
    );
    expect((await client.get(`/api/parties?q=${encodeURIComponent('Oulad-Haddar')}&page=1`)).status).toBe(200);

    const tokens = [first.pathname, rotated.pathname].map((path) => path.replace(/^\/calendar\//, '').replace(/\.ics$/, ''));
    // The fetches are logged (so the check below reads real lines), with the token replaced.
    await expect
      .poll(() => server.logs.filter((line) => JSON.stringify(line).includes('/calendar/[redacted].ics')).length)
      .toBeGreaterThanOrEqual(3);
    await expect.poll(() => server.logs.some((line) => JSON.stringify(line).includes('/api/parties?q=[redacted]&page=1'))).toBe(true);
    const written = server.logs.map((line) => JSON.stringify(line)).join('\n');
    for (const secret of [...tokens, PASSWORD, session, 'Oulad', prospect.national_id]) expect(written).not.toContain(secret);
  });
});
