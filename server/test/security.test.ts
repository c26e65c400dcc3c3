import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { MAX_PENDING_ACCOUNTS } from '../src/modules/auth/auth.service';
import { adminTask } from '../src/tasks/admin';
import { backupSqlite } from '../src/db/sqlite-backup';
import { createDossier } from './case-fixtures';
import { ADMIN, countRows, onPostgres, signInAdmin, signInUser, startTestServer, TestClient, type TestServer } from './harness';

let server: TestServer;
afterEach(async () => {
  await server?.close();
});

const register = (s: TestServer, email: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  s.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    headers: { 'x-requested-with': 'cabinet', 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ full_name: 'Someone', email, password: 'a good password' }),
  });

const login = (s: TestServer, loginName: string, password: string, remoteAddress = '127.0.0.1') =>
  s.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { 'x-requested-with': 'cabinet', 'content-type': 'application/json' },
    payload: JSON.stringify({ login: loginName, password }),
  });

const count = (table: 'dossier' | 'users') => countRows(server.database.db, table);

describe('CSRF applies to every unsafe request, whatever the path spelling', () => {
  beforeEach(async () => {
    server = await startTestServer();
  });

  it('refuses POST /%61pi/dossiers without X-Requested-With, and a text/plain body', async () => {
    const admin = await signInAdmin(server);
    const encoded = await server.app.inject({
      method: 'POST',
      url: '/%61pi/dossiers',
      headers: { cookie: admin.cookie!, 'content-type': 'application/json' },
      payload: JSON.stringify({ ref_dossier_bureau: 77, date_inscription_bureau: '2026-01-15' }),
    });
    expect(encoded.statusCode).toBe(403);
    expect(encoded.json().error.code).toBe('forbidden');
    const plain = await server.app.inject({
      method: 'POST',
      url: '/api/dossiers',
      headers: { cookie: admin.cookie!, 'x-requested-with': 'cabinet', 'content-type': 'text/plain' },
      payload: JSON.stringify({ ref_dossier_bureau: 78, date_inscription_bureau: '2026-01-15' }),
    });
    expect(plain.statusCode).toBe(400);
    expect(await count('dossier')).toBe(0);
  });

  it('marks API answers no-store however the path is spelled', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/%61pi/auth/session' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('sign-in throttle', () => {
  beforeEach(async () => {
    server = await startTestServer();
  });

  it('evaluates at most the allowance of simultaneous guesses on one account', async () => {
    await signInAdmin(server);
    const answers = await Promise.all(Array.from({ length: 24 }, () => login(server, ADMIN.email, 'wrong password')));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
  });

  it('counts the email and the username of one account together', async () => {
    const admin = await signInAdmin(server);
    await admin.patch('/api/auth/profile', { username: 'amina' });
    for (let i = 0; i < 3; i++) expect((await login(server, ADMIN.email, 'wrong password')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) expect((await login(server, 'amina', 'wrong password')).statusCode).toBe(401);
    expect((await login(server, 'AMINA', ADMIN.password)).statusCode).toBe(429);
  });

  it('a pending account signing in correctly does not reset the address counter', async () => {
    await signInAdmin(server);
    await register(server, 'pending@example.test', '10.0.0.9');
    const from = '10.0.0.7';
    for (let i = 0; i < 19; i++) expect((await login(server, `nobody${i}@example.test`, 'wrong password', from)).statusCode).toBe(401);
    expect((await login(server, 'pending@example.test', 'a good password', from)).json().error.code).toBe('account_pending');
    expect((await login(server, 'nobody-a@example.test', 'wrong password', from)).statusCode).toBe(401);
    expect((await login(server, 'nobody-b@example.test', 'wrong password', from)).statusCode).toBe(429);
    // Another address is not affected, and the admin still signs in from it.
    expect((await login(server, ADMIN.email, ADMIN.password, '10.0.0.8')).statusCode).toBe(200);
  });
});

describe('audit log and trashed or purged dossiers', () => {
  beforeEach(async () => {
    server = await startTestServer();
  });

  it('staff see the history of live dossiers only; a purge wipes the values and keeps who, when and what', async () => {
    const admin = await signInAdmin(server);
    const staff = await signInUser(server, admin);
    const dossier = await createDossier(admin, { accusation: 'SECRET-ACCUSATION' });
    const id = dossier.id_dossier as number;
    await admin.post(`/api/dossiers/${id}/actions`, { date_action: '2026-02-01', contenu: 'SECRET-ACTION' });
    expect((await staff.get(`/api/audit?entity=dossier&entity_id=${id}`)).statusCode).toBe(200);

    expect((await admin.delete(`/api/dossiers/${id}`)).statusCode).toBe(204);
    const trashed = await staff.get(`/api/audit?entity=dossier&entity_id=${id}`);
    expect(trashed.statusCode).toBe(404);
    expect(trashed.body).not.toContain('SECRET');
    expect((await admin.get(`/api/audit?entity=dossier&entity_id=${id}`)).body).toContain('SECRET-ACCUSATION');

    expect((await admin.delete(`/api/trash/dossiers/${id}`)).statusCode).toBe(204);
    expect((await staff.get(`/api/audit?entity=dossier&entity_id=${id}`)).statusCode).toBe(404);
    const history = await admin.get(`/api/audit?entity=dossier&entity_id=${id}`);
    expect(history.body).not.toContain('SECRET');
    const items = history.json().items as { operation: string; user: { id: number } | null; at: string; changes: object }[];
    expect(items.map((i) => i.operation)).toEqual(['delete', 'delete', 'create', 'create']);
    expect(items.every((i) => i.user !== null && i.at)).toBe(true);
    expect(items[0]!.changes).toMatchObject({ purged: [false, true] });
    expect(items.slice(1).every((i) => Object.keys(i.changes).length === 0)).toBe(true);
    const stored = await server.database.db.selectFrom('audit_log').select('changes').execute();
    expect(stored.some((row) => row.changes.includes('SECRET'))).toBe(false);
  });
});

describe('registration throttle', () => {
  beforeEach(async () => {
    server = await startTestServer();
  });

  it('allows ten registrations per address, then answers 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await register(server, `r${i}@example.test`, '10.1.1.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 429, 429]);
    const refused = await register(server, 'again@example.test', '10.1.1.1');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await register(server, 'other@example.test', '10.1.1.2')).statusCode).toBe(201);
    expect(await count('users')).toBe(11);
  });

  it('refuses new accounts while too many await approval', async () => {
    await signInAdmin(server);
    const now = new Date().toISOString();
    await server.database.db
      .insertInto('users')
      .values(
        Array.from({ length: MAX_PENDING_ACCOUNTS }, (_, i) => ({
          full_name: `Pending ${i}`,
          email: `p${i}@example.test`,
          username: null,
          password_hash: 'x',
          role: 'user' as const,
          status: 'pending' as const,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const res = await register(server, 'one-more@example.test', '10.2.2.2');
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toMatch(/awaiting approval/);
    expect(await count('users')).toBe(MAX_PENDING_ACCOUNTS + 1);
  });
});

describe('allowed hosts (DNS rebinding)', () => {
  it('refuses a request naming an unknown host, even with a matching Origin', async () => {
    server = await startTestServer();
    const rebinding = await register(server, 'evil@example.test', '127.0.0.1', { host: 'attacker.test', origin: 'http://attacker.test' });
    expect(rebinding.statusCode).toBe(403);
    expect(rebinding.json().error.message).toMatch(/ALLOWED_HOSTS/);
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/session', headers: { host: 'attacker.test' } })).statusCode).toBe(403);
    expect(await count('users')).toBe(0);
    // The health check answers probes whatever name they use.
    expect((await server.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'attacker.test' } })).statusCode).toBe(200);
    for (const host of ['localhost:3000', 'cabinet.localhost', '127.0.0.1:3000', '[::1]:3000', '192.168.1.20']) {
      expect((await server.app.inject({ method: 'GET', url: '/api/auth/session', headers: { host } })).statusCode, host).toBe(401);
    }
  });

  it('accepts the hosts named by ALLOWED_HOSTS and PUBLIC_URL', async () => {
    server = await startTestServer({ env: { ALLOWED_HOSTS: 'cabinet.office.test, *.lan.test', PUBLIC_URL: 'https://public.office.test' } });
    const ok = await register(server, 'first@example.test', '127.0.0.1', {
      host: 'public.office.test',
      origin: 'https://public.office.test',
    });
    expect(ok.statusCode).toBe(201);
    for (const host of ['cabinet.office.test', 'CABINET.office.test:8443', 'pc1.lan.test']) {
      expect((await server.app.inject({ method: 'GET', url: '/api/auth/session', headers: { host } })).statusCode, host).toBe(401);
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/auth/session', headers: { host: 'office.test' } })).statusCode).toBe(403);
  });

  it('refuses a malformed ALLOWED_HOSTS or PUBLIC_URL at start-up', () => {
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://cabinet.office.test' })).toThrow(/ALLOWED_HOSTS/);
    expect(() => loadConfig({ PUBLIC_URL: 'cabinet.office.test' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({}).ALLOWED_HOSTS).toEqual([]);
  });
});

describe('private database files', () => {
  it('creates the data folder 0700 and the database and backups 0600', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cabinet-perm-'));
    const previous = process.umask(0o022);
    try {
      const dbPath = join(root, 'data', 'cabinet.db');
      const handle = createDatabase(`sqlite:${dbPath}`);
      await migrateToLatest(handle);
      expect(statSync(join(root, 'data')).mode & 0o777).toBe(0o700);
      expect(statSync(dbPath).mode & 0o777).toBe(0o600);
      expect(statSync(`${dbPath}-wal`).mode & 0o777).toBe(0o600);
      await backupSqlite(dbPath, join(root, 'backup.db'));
      expect(statSync(join(root, 'backup.db')).mode & 0o777).toBe(0o600);
      await handle.close();
    } finally {
      process.umask(previous);
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or a proxy list, not "true"', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.0.0.0/8']);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });

  it('with one proxy, the client cannot choose its address by prefixing X-Forwarded-For', async () => {
    server = await startTestServer({ env: { TRUST_PROXY: '1' } });
    const throughProxy = (email: string, claimed: string) =>
      register(server, email, '10.9.9.9', { 'x-forwarded-for': `${claimed}, 203.0.113.5` });
    for (let i = 0; i < 10; i++) expect((await throughProxy(`t${i}@example.test`, `198.51.100.${i}`)).statusCode).toBe(201);
    // Same client (203.0.113.5 as the proxy saw it), a new made-up first hop: still throttled.
    expect((await throughProxy('t10@example.test', '198.51.100.99')).statusCode).toBe(429);
    // A different real client behind the same proxy is not.
    expect((await register(server, 'u@example.test', '10.9.9.9', { 'x-forwarded-for': '203.0.113.6' })).statusCode).toBe(201);
  });
});

describe('concurrent account changes', () => {
  beforeEach(async () => {
    server = await startTestServer();
  });

  it('makes exactly one admin of simultaneous first registrations', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => register(server, `first${i}@example.test`, `10.3.0.${i + 1}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    const roles = answers.map((a) => a.json().user.role as string);
    expect(roles.filter((r) => r === 'admin')).toHaveLength(1);
  });

  it('never removes the last active admin when two admins demote each other at once', async () => {
    const first = await signInAdmin(server);
    const secondClient = new TestClient(server.app);
    const reg = await secondClient.post('/api/auth/register', {
      full_name: 'Second',
      email: 'second@example.test',
      password: 'second password',
    });
    const secondId = reg.json().user.id as number;
    await first.patch(`/api/users/${secondId}`, { status: 'active', role: 'admin' });
    await secondClient.post('/api/auth/login', { login: 'second@example.test', password: 'second password' });
    const firstId = (await first.get('/api/auth/session')).json().user.id as number;
    for (let round = 0; round < 3; round++) {
      const [a, b] = await Promise.all([
        first.patch(`/api/users/${secondId}`, { role: 'user' }),
        secondClient.patch(`/api/users/${firstId}`, { role: 'user' }),
      ]);
      const admins = await server.database.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('status', '=', 'active')
        .execute();
      expect(admins.length, `round ${round}: ${a.statusCode} ${b.statusCode}`).toBeGreaterThanOrEqual(1);
      if (admins.length === 1) break;
    }
  });
});

describe('a database that cannot write', () => {
  beforeEach(async () => {
    server = await startTestServer();
  });

  const fillDisk = async () => {
    if (onPostgres()) {
      await sql`create function cabinet_disk_full() returns trigger language plpgsql as $$ begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`.execute(
        server.database.db,
      );
      await sql`create trigger disk_full before insert on dossier for each row execute function cabinet_disk_full()`.execute(
        server.database.db,
      );
      await sql`create trigger disk_full before insert on audit_log for each row execute function cabinet_disk_full()`.execute(
        server.database.db,
      );
    } else {
      const pages = server.database.sqlite!.pragma('page_count', { simple: true }) as number;
      server.database.sqlite!.pragma(`max_page_count = ${pages + 1}`);
    }
  };
  const freeDisk = async () => {
    if (onPostgres()) {
      await sql`drop trigger disk_full on dossier`.execute(server.database.db);
      await sql`drop trigger disk_full on audit_log`.execute(server.database.db);
    } else server.database.sqlite!.pragma('max_page_count = 4294967294');
  };

  it('keeps the real cause of a failed transaction, and the health check reports it until a write succeeds', async () => {
    const admin = await signInAdmin(server);
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await fillDisk();
    let failed = null as Awaited<ReturnType<TestClient['post']>> | null;
    for (let i = 0; i < 50 && !failed; i++) {
      const res = await admin.post('/api/dossiers', {
        ref_dossier_bureau: 500 + i,
        date_inscription_bureau: '2026-01-15',
        accusation: 'x'.repeat(20000),
      });
      if (res.statusCode !== 201) failed = res;
    }
    expect(failed?.statusCode).toBe(500);
    expect(failed?.json().error.message).toMatch(/cannot save/);
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'error', db: 'cannot_write' });

    // The transaction's own error reaches the caller, not "cannot rollback - no transaction is active".
    const direct = server.database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('audit_log')
        .values({
          at: 'x',
          user_id: null,
          entity: 'probe',
          entity_id: 0,
          operation: 'create',
          changes: 'y'.repeat(200_000),
          dossier_id: null,
        })
        .execute();
    });
    await expect(direct).rejects.toMatchObject({ code: onPostgres() ? '53100' : 'SQLITE_FULL' });

    await freeDisk();
    expect((await admin.post('/api/dossiers', { ref_dossier_bureau: 900, date_inscription_bureau: '2026-01-15' })).statusCode).toBe(201);
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('npm run admin', () => {
  it('refuses a password on the command line', async () => {
    const config = loadConfig({ DATABASE_URL: 'sqlite::memory:' });
    await expect(adminTask.run(['--email', 'a@example.test', '--password', 'secret password'], { config, env: {} })).rejects.toThrow(
      /--password is not accepted/,
    );
    await expect(adminTask.run(['--email', 'a@example.test', '--password=secret password'], { config, env: {} })).rejects.toThrow(
      /--password is not accepted/,
    );
  });
});

describe('the API description', () => {
  beforeEach(async () => {
    server = await startTestServer();
  });

  it('is for signed-in accounts only, the docs page and its assets included', async () => {
    const admin = await signInAdmin(server);
    const staff = await signInUser(server, admin);
    for (const url of [
      '/api/openapi.json',
      '/api/docs',
      '/api/docs/json',
      '/api/docs/yaml',
      '/api/docs/static/index.html',
      '/api/docs/static/swagger-ui.css',
    ]) {
      const anonymous = await server.app.inject({ url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json(), url).toMatchObject({ error: { code: 'unauthenticated' } });
      expect(anonymous.body, url).not.toContain('/api/admin/export');
      const signedIn = await staff.get(url);
      expect(signedIn.statusCode, url).toBeLessThan(400);
    }
    expect((await staff.get('/api/openapi.json')).json().paths).toHaveProperty('/api/admin/export');
  });
});
