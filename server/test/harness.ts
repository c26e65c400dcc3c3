import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db/database';
import type { Database } from '../src/db/schema';
import { migrateToLatest } from '../src/db/migrate';
import type { Clock } from '../src/lib/clock';

/**
 * A real server on a real, empty database: a fresh SQLite file, or, when TEST_DATABASE_URL
 * names a PostgreSQL server, a fresh database created on it for this test file.
 */
export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The database's address, for a second instance on the same data. */
  url: string;
  clock: ManualClock;
  close(): Promise<void>;
}

export class ManualClock implements Clock {
  constructor(private current = Date.now()) {}
  now() {
    return this.current;
  }
  advance(ms: number) {
    this.current += ms;
  }
  set(ms: number) {
    this.current = ms;
  }
}

export const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

/** A new empty database (not migrated): a database on TEST_DATABASE_URL's server, or a SQLite file in a temporary directory. */
export async function freshDatabaseUrl(options: { template?: string } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `cabinet_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(options.template ? `create database ${name} template ${options.template}` : `create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-test-'));
  return { url: `sqlite:${join(dir, 'test.db')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A migrated database made once per test process and copied for each server: migrating from
 * scratch for every test costs more than the test itself. PostgreSQL copies it with
 * `create database … template`; SQLite copies the file.
 */
let migratedTemplate: Promise<string> | null = null;

async function migrateTemplate(): Promise<string> {
  const { url } = await freshDatabaseUrl();
  const handle = createDatabase(url, { poolSize: 1 });
  try {
    await migrateToLatest(handle);
  } finally {
    await handle.close();
  }
  if (!onPostgres()) process.once('exit', () => rmSync(dirname(url.slice('sqlite:'.length)), { recursive: true, force: true }));
  return url;
}

/** A new database holding the latest schema and its seeded rows, as a fresh migration leaves it. */
export async function freshMigratedDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  migratedTemplate ??= migrateTemplate();
  const template = await migratedTemplate;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    return freshDatabaseUrl({ template: new URL(template).pathname.slice(1) });
  }
  const fresh = await freshDatabaseUrl();
  copyFileSync(template.slice('sqlite:'.length), fresh.url.slice('sqlite:'.length));
  return fresh;
}

export async function startTestServer(
  /** `readWorker`: long index reads on a read-only connection of their own, as the server runs them (SQLite). */
  options: { env?: Record<string, string>; onRoute?: (route: RouteOptions) => void; readWorker?: boolean } = {},
): Promise<TestServer> {
  const { url, drop } = await freshMigratedDatabaseUrl();
  // Documents go to a private temporary folder unless the test names a storage (never ./data).
  const documentsDir = mkdtempSync(join(tmpdir(), 'cabinet-test-documents-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    WEB_DIST: '/nonexistent',
    STORAGE_URL: `file:${documentsDir}`,
    ...options.env,
  });
  // A copy of the migrated template: migrating it again would only confirm that (65 ms on PostgreSQL).
  const database = createDatabase(url, { poolSize: 4, readWorker: options.readWorker });
  const clock = new ManualClock();
  const app = await buildApp({ config, database, clock, logger: false, onRoute: options.onRoute });
  await app.ready();
  return {
    app,
    database,
    url,
    clock,
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(documentsDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in client: keeps the session cookie and sends the CSRF header, as the web app does. */
export class TestClient {
  cookie: string | null = null;
  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
    /** A body sent as is (a multipart form, say) instead of `body` as JSON. */
    raw?: Buffer,
  ): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      headers: {
        'x-requested-with': 'cabinet',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      ...(raw !== undefined ? { payload: raw } : body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    const setCookie = response.cookies.find((c) => c.name === 'cabinet_session');
    if (setCookie) this.cookie = setCookie.value ? `cabinet_session=${setCookie.value}` : null;
    return response;
  }
  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, body?: unknown) {
    return this.request('POST', url, body ?? {});
  }
  patch(url: string, body: unknown) {
    return this.request('PATCH', url, body);
  }
  delete(url: string) {
    return this.request('DELETE', url);
  }
}

export const ADMIN = { full_name: 'Amina Admin', email: 'admin@example.test', password: 'correct horse battery' };

/** Registers the first account (the admin) and signs it in. */
export async function signInAdmin(server: TestServer): Promise<TestClient> {
  const client = new TestClient(server.app);
  await client.post('/api/auth/register', ADMIN);
  const login = await client.post('/api/auth/login', { login: ADMIN.email, password: ADMIN.password });
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.body}`);
  return client;
}

/**
 * A new server with its admin signed in: what most test files start each test with. `at` sets the
 * clock (an ISO instant) before the sign-in; `settings` is the office settings patch the tests rely on.
 */
export async function startServerWithAdmin(
  options: Parameters<typeof startTestServer>[0] & { at?: string; settings?: Record<string, unknown> } = {},
): Promise<{ server: TestServer; admin: TestClient }> {
  const server = await startTestServer(options);
  if (options.at) server.clock.set(Date.parse(options.at));
  const admin = await signInAdmin(server);
  if (options.settings) {
    const res = await admin.patch('/api/settings', options.settings);
    if (res.statusCode !== 200) throw new Error(`settings patch failed: ${res.body}`);
  }
  return { server, admin };
}

/** Registers an account and approves it with the admin client, without signing it in: its id. */
export async function registerActiveUser(
  server: TestServer,
  admin: TestClient,
  account: { full_name: string; email: string; password: string },
): Promise<number> {
  const reg = await new TestClient(server.app).post('/api/auth/register', account);
  const id = reg.json().user.id as number;
  await admin.patch(`/api/users/${id}`, { status: 'active' });
  return id;
}

/** Registers an account, approves it with the admin client, and signs it in. */
export async function signInUser(server: TestServer, admin: TestClient, email = 'staff@example.test'): Promise<TestClient> {
  await registerActiveUser(server, admin, { full_name: 'Samir Staff', email, password: 'staff password 1' });
  const client = new TestClient(server.app);
  const login = await client.post('/api/auth/login', { login: email, password: 'staff password 1' });
  if (login.statusCode !== 200) throw new Error(`user login failed: ${login.body}`);
  return client;
}

/** How many rows a table holds. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A built web app in miniature, in a temporary folder (for WEB_DIST): each file by its path, and
 * for the names in `withCopies` the brotli and gzip copies the build writes beside it.
 */
export function writeWebDist(files: Record<string, string>, withCopies: readonly string[] = []): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-web-'));
  for (const [path, text] of Object.entries(files)) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    if (withCopies.includes(path)) {
      writeFileSync(`${file}.br`, brotliCompressSync(text));
      writeFileSync(`${file}.gz`, gzipSync(text));
    }
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
