import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import { freshDatabaseUrl, onPostgres } from './harness';
import { HttpClient, startServerProcess, type ServerProcess } from './server-process';

/**
 * Several instances behind a load balancer on one PostgreSQL (docs/operations/several-instances.md). Two server processes
 * start on the same fresh database at the same moment and must agree on everything.
 */
const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'db', 'migrations');
const MIGRATIONS = readdirSync(migrationsDir).filter((f) => /^\d+-.+\.ts$/.test(f) && !f.endsWith('.test.ts')).length;

let database: { url: string; drop: () => Promise<void> };
let a: ServerProcess;
let b: ServerProcess;
let handle: DatabaseHandle;

describe.skipIf(!onPostgres())('two instances on one PostgreSQL', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    database = await freshDatabaseUrl();
    // At the same moment, on a database that has no tables yet.
    [a, b] = await Promise.all([startServerProcess({ DATABASE_URL: database.url }), startServerProcess({ DATABASE_URL: database.url })]);
    handle = createDatabase(database.url, { poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await handle?.close();
    await database?.drop();
  }, 60_000);

  it('migrate once, without an error in either log', async () => {
    const rows = await handle.db.selectFrom('kysely_migration' as never).select('name' as never).execute();
    expect(rows).toHaveLength(MIGRATIONS);
    for (const instance of [a, b]) {
      expect(instance.logs.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);
    }
  });

  it('share sessions: signed in on one, known on the other; signed out or disabled on one, refused on both', async () => {
    const onA = new HttpClient(a.url);
    expect((await onA.post('/api/auth/register', { full_name: 'Twin Admin', email: 'twin@example.test', password: 'twin password 1' })).status).toBe(201);
    expect((await onA.post('/api/auth/login', { login: 'twin@example.test', password: 'twin password 1' })).status).toBe(200);
    const onB = new HttpClient(b.url);
    onB.cookie = onA.cookie;
    expect((await onB.get('/api/auth/session')).json()).toMatchObject({ user: { email: 'twin@example.test', role: 'admin' } });

    // A staff account approved on B, signed in on A, then disabled on B: refused on A at once.
    const staffA = new HttpClient(a.url);
    const reg = await staffA.post('/api/auth/register', { full_name: 'Twin Staff', email: 'staff@example.test', password: 'staff password 1' });
    const staffId = reg.json().user as { id: number };
    expect((await onB.patch(`/api/users/${staffId.id}`, { status: 'active' })).status).toBe(200);
    expect((await staffA.post('/api/auth/login', { login: 'staff@example.test', password: 'staff password 1' })).status).toBe(200);
    const staffB = new HttpClient(b.url);
    staffB.cookie = staffA.cookie;
    expect((await staffA.get('/api/dossiers')).status).toBe(200);
    expect((await staffB.get('/api/dossiers')).status).toBe(200);
    expect((await onB.patch(`/api/users/${staffId.id}`, { status: 'disabled' })).status).toBe(200);
    // At once, on both: no instance may keep serving a session that another one ended.
    expect((await staffA.get('/api/dossiers')).status, 'disabled on B, still served by A').toBe(401);
    expect((await staffB.get('/api/dossiers')).status, 'disabled on B, still served by B').toBe(401);

    // Logging out on B ends the session on A.
    const second = new HttpClient(b.url);
    await second.post('/api/auth/login', { login: 'twin@example.test', password: 'twin password 1' });
    const sameOnA = new HttpClient(a.url);
    sameOnA.cookie = second.cookie;
    expect((await sameOnA.get('/api/auth/session')).status).toBe(200);
    expect((await second.post('/api/auth/logout')).status).toBe(204);
    expect((await sameOnA.get('/api/auth/session')).status, 'logged out on B, still served by A').toBe(401);
  });

  it('cache sessions per instance, yet refuse at once on the other instance a session ended on one', async () => {
    expect((await new HttpClient(b.url).post('/api/auth/register', { full_name: 'Cached', email: 'cached@example.test', password: 'cached password 1' })).status).toBe(201);
    const onA = await approveAndSignIn('cached@example.test', 'cached password 1');
    const onB = new HttpClient(b.url);
    onB.cookie = onA.cookie;
    expect((await onA.get('/api/auth/session')).status).toBe(200);
    expect((await onB.get('/api/auth/session')).status).toBe(200);
    // Behind both instances' backs (no NOTIFY): the rows go, and both still know the session from
    // their caches, which shows they no longer ask the database on every request.
    const { id } = (await onA.get('/api/auth/session')).json().user as { id: number };
    const saved = await handle.db.selectFrom('sessions').selectAll().where('user_id', '=', id).execute();
    await handle.db.deleteFrom('sessions').where('user_id', '=', id).execute();
    expect((await onA.get('/api/auth/session')).status, 'A asked the database: no per-instance cache').toBe(200);
    expect((await onB.get('/api/auth/session')).status, 'B asked the database: no per-instance cache').toBe(200);
    await handle.db.insertInto('sessions').values(saved).execute();

    // Signed out on B: A, whose cache holds the session, refuses it on the very next request.
    for (let round = 0; round < 5; round++) {
      const client = new HttpClient(a.url);
      expect((await client.post('/api/auth/login', { login: 'cached@example.test', password: 'cached password 1' })).status).toBe(200);
      const twin = new HttpClient(b.url);
      twin.cookie = client.cookie;
      expect((await client.get('/api/dossiers')).status).toBe(200);
      expect((await twin.get('/api/dossiers')).status).toBe(200);
      expect((await twin.post('/api/auth/logout')).status).toBe(204);
      expect((await client.get('/api/dossiers')).status, `round ${round}: signed out on B, still served by A`).toBe(401);
    }
  });

  it('count sign-in failures together: alternating between the instances reaches the lock', async () => {
    const clients = [new HttpClient(a.url), new HttpClient(b.url)];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await clients[attempt % 2]!.post('/api/auth/login', { login: 'twin@example.test', password: 'wrong password' })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // Five failures, split 3 + 2: each instance alone would still allow tries; together they lock the account.
    for (const client of clients) {
      const locked = await client.post('/api/auth/login', { login: 'twin@example.test', password: 'twin password 1' });
      expect(locked.status).toBe(429);
      expect(locked.json()).toMatchObject({ error: { code: 'too_many_requests' } });
    }
  });

  it('create dossiers concurrently on both without collisions; a reference taken twice at once gets one 201 and one clean 409', async () => {
    // The admin account is locked by the previous test: a new staff account does the writing.
    expect((await new HttpClient(b.url).post('/api/auth/register', { full_name: 'Writer', email: 'writer@example.test', password: 'writer password 1' })).status).toBe(201);
    const onA = await approveAndSignIn('writer@example.test', 'writer password 1');
    const onB = new HttpClient(b.url);
    onB.cookie = onA.cookie;

    const create = (client: HttpClient, ref: number) => client.post('/api/dossiers', { ref_dossier_bureau: ref, date_inscription_bureau: '2026-01-15' });
    const unique = await Promise.all([
      ...Array.from({ length: 25 }, (_, i) => create(onA, 50_000 + i)),
      ...Array.from({ length: 25 }, (_, i) => create(onB, 60_000 + i)),
    ]);
    expect(unique.map((r) => r.status)).toEqual(Array(50).fill(201));
    const ids = unique.map((r) => r.json().id_dossier as number);
    expect(new Set(ids).size).toBe(50);

    const clashes = await Promise.all(Array.from({ length: 10 }, (_, i) => Promise.all([create(onA, 70_000 + i), create(onB, 70_000 + i)])));
    for (const pair of clashes) {
      expect(pair.map((r) => r.status).sort()).toEqual([201, 409]);
      const refused = pair.find((r) => r.status === 409)!;
      expect(refused.json()).toMatchObject({ error: { code: 'conflict', fields: { ref_dossier_bureau: expect.any(String) } } });
    }
    for (const instance of [a, b]) expect(instance.logs.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);
  });

  it('count a search anew on one instance right after a write on the other', async () => {
    await new HttpClient(a.url).post('/api/auth/register', { full_name: 'Twin Counter', email: 'counter@example.test', password: 'counter password 1' });
    const onA = await approveAndSignIn('counter@example.test', 'counter password 1');
    const onB = new HttpClient(b.url);
    onB.cookie = onA.cookie;
    // A page of one, so that the total is counted rather than read off a short page.
    const dossiers = async (client: HttpClient) => (await client.get('/api/dossiers?q=zarhouni&page_size=1')).json().total;
    const parties = async (client: HttpClient) => (await client.get('/api/parties?q=zarhouni&page_size=1')).json().total;
    const dossier = (ref: number) => onA.post('/api/dossiers', { ref_dossier_bureau: ref, date_inscription_bureau: '2026-01-15', nom_responsable_civil: `Zarhouni ${ref}` });
    const party = (name: string) => onB.post('/api/parties', { kind: 'person', name });

    for (const ref of [80_001, 80_002]) expect((await dossier(ref)).status).toBe(201);
    for (const name of ['Aicha Zarhouni', 'Driss Zarhouni']) expect((await party(name)).status).toBe(201);
    expect([await dossiers(onB), await parties(onA)]).toEqual([2, 2]);
    expect((await dossier(80_003)).status).toBe(201);
    expect((await party('Omar Zarhouni')).status).toBe(201);
    expect([await dossiers(onB), await parties(onA)]).toEqual([3, 3]);
  });
});

/** Approves a pending account directly in the database (the admin is locked out by the throttling test) and signs it in on A. */
async function approveAndSignIn(email: string, password: string): Promise<HttpClient> {
  await handle.db.updateTable('users').set({ status: 'active' }).where('email', '=', email).execute();
  const client = new HttpClient(a.url);
  const res = await client.post('/api/auth/login', { login: email, password });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.text}`);
  return client;
}
