import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { newSessionToken } from '../src/modules/auth/session-token';
import { addAction, createDossier, insertCaseType, insertExpert, insertExpertiseType, insertTribunal } from './case-fixtures';
import { ADMIN, freshDatabaseUrl, signInAdmin, signInUser, startTestServer, TestClient, type TestServer } from './harness';

/**
 * Every route of the route table, as collected while the app was built, against every kind of
 * caller. A route added later is in the table, so it is checked without touching this file.
 */
type Access = 'public' | 'user' | 'admin' | 'money-read' | 'money-write';
/** What a plain user (no money access) is refused. */
const REFUSED_TO_USERS = new Set<Access>(['admin', 'money-read', 'money-write']);
interface CollectedRoute {
  method: string;
  url: string;
  access: Access | undefined;
}

/** The only routes anyone may call without a session: login, register, health. */
const PUBLIC_ROUTES = new Set(['POST /api/auth/login', 'POST /api/auth/register', 'GET /api/health', 'HEAD /api/health']);
/** Served by @fastify/swagger-ui: the API description's page, for signed-in accounts like /api/openapi.json. */
const isDocsRoute = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');
/** Admin-only routes (accounts, office settings, and the like): these must never be downgraded. */
const ADMIN_ROUTES = [
  'GET /api/users',
  'PATCH /api/users/:id',
  'POST /api/users/:id/password',
  'GET /api/settings',
  'PATCH /api/settings',
  'GET /api/trash',
  'POST /api/trash/dossiers/:id/restore',
  'DELETE /api/trash/dossiers/:id',
  'GET /api/admin/backup',
  'GET /api/admin/export',
  'POST /api/deadline-rules',
  'PATCH /api/deadline-rules/:id',
  'DELETE /api/deadline-rules/:id',
  'POST /api/calendar/days',
  'DELETE /api/calendar/days/:date',
  'GET /api/calendar/migration',
  'POST /api/calendar/migration/recount',
  'POST /api/templates',
  'PATCH /api/templates/:id',
  'DELETE /api/templates/:id',
];
/** Routes whose service narrows the declared access: the audit log is admin-only except a dossier's history (tested below). */
const EFFECTIVE_ACCESS: Record<string, Access> = { 'GET /api/audit': 'admin', 'HEAD /api/audit': 'admin' };

const routes: CollectedRoute[] = [];
let server: TestServer;
let ids: Record<string, number>;
let clients: {
  user: TestClient;
  admin: TestClient;
  pendingOld: TestClient;
  pendingPlanted: TestClient;
  disabledOld: TestClient;
  disabledPlanted: TestClient;
};

function collect(route: RouteOptions) {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  // Read once the route is built: a later onRoute hook (the session plugin's, for the docs page) may set it.
  const access = () => (route.config as { access?: Access } | undefined)?.access;
  for (const method of methods)
    routes.push({
      method,
      url: route.url,
      get access() {
        return access();
      },
    });
}

/** A signed-in account moved to `status` afterwards: its old cookie, and a session row planted for it as if one had been left behind. */
async function demoted(admin: TestClient, email: string, status: 'pending' | 'disabled') {
  const old = await signInUser(server, admin, email);
  const id = (await old.get('/api/auth/session')).json().user.id as number;
  expect((await admin.patch(`/api/users/${id}`, { status })).statusCode).toBe(200);
  const { token, hash } = newSessionToken();
  const now = server.clock.now();
  await server.database.db.insertInto('sessions').values({ token_hash: hash, user_id: id, created_at: now, last_seen_at: now }).execute();
  const planted = new TestClient(server.app);
  planted.cookie = `cabinet_session=${token}`;
  return { old, planted };
}

beforeAll(async () => {
  server = await startTestServer({ onRoute: collect });
  const admin = await signInAdmin(server);
  const user = await signInUser(server, admin);
  const pending = await demoted(admin, 'pending@example.test', 'pending');
  const disabled = await demoted(admin, 'disabled@example.test', 'disabled');
  clients = {
    user,
    admin,
    pendingOld: pending.old,
    pendingPlanted: pending.planted,
    disabledOld: disabled.old,
    disabledPlanted: disabled.planted,
  };

  const dossier = await createDossier(user);
  const trashed = await createDossier(user);
  await user.delete(`/api/dossiers/${trashed.id_dossier}`);
  const action = await addAction(user, dossier.id_dossier);
  const expertiseType = await insertExpertiseType(server);
  const staffId = (await user.get('/api/auth/session')).json().user.id as number;
  ids = {
    '/api/dossiers': dossier.id_dossier,
    '/api/actions': action.id_action,
    '/api/trash/dossiers': trashed.id_dossier,
    '/api/users': staffId,
    '/api/experts': await insertExpert(server, 'Dr Access', expertiseType),
    '/api/tribunals': await insertTribunal(server),
    '/api/case-types': await insertCaseType(server),
    '/api/expertise-types': expertiseType,
    '/api/action-types': 60,
    '/api/deadline-rules': 1,
  };
});

afterAll(async () => {
  await server?.close();
});

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** The path with `:id` filled: the id of an existing record of that collection, or one that does not exist. */
function pathOf(url: string): string {
  if (url.endsWith('/*')) return url.replace(/\*$/, 'swagger-ui.css');
  return url.replace(/:(\w+)/g, (_match, _name, offset: number) => {
    const prefix = url.slice(0, offset - 1);
    return String(ids[prefix] ?? 999999);
  });
}

function apiRoutes(): CollectedRoute[] {
  const list = routes.filter((r) => r.url === '/api' || r.url.startsWith('/api/'));
  // Logging out ends the caller's session: last, so that every other route sees a live one.
  return [...list.filter((r) => r.url !== '/api/auth/logout'), ...list.filter((r) => r.url === '/api/auth/logout')];
}

async function call(client: TestClient, route: CollectedRoute) {
  const method = route.method as 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  const body = ['POST', 'PATCH', 'PUT'].includes(method) ? {} : undefined;
  return client.request(method, pathOf(route.url), body);
}

function expectErrorShape(res: { json(): unknown; body: string }, code: string, context: string) {
  if (context.startsWith('HEAD ')) return; // no body to a HEAD request
  expect(res.json(), context).toMatchObject({ error: { code, message: expect.any(String) } });
}

describe('access matrix over the route table', () => {
  it('collects the whole route table, with a declared rule on every /api route', () => {
    const api = apiRoutes();
    expect(api.length).toBeGreaterThan(50);
    for (const expected of ['GET /api/dossiers', 'POST /api/dossiers/:id/actions', 'DELETE /api/tribunals/:id', 'GET /api/admin/backup']) {
      expect(api.map(key)).toContain(expected);
    }
    expect(api.filter((r) => !r.access).map(key)).toEqual([]);
    expect(
      api
        .filter((r) => r.access === 'public')
        .map(key)
        .sort(),
    ).toEqual([...PUBLIC_ROUTES].filter((k) => api.some((r) => key(r) === k)).sort());
    for (const adminRoute of ADMIN_ROUTES) expect(api.find((r) => key(r) === adminRoute)?.access, adminRoute).toBe('admin');
    const docs = api.filter((r) => isDocsRoute(r.url) || r.url === '/api/openapi.json');
    expect(docs.map(key)).toEqual(
      expect.arrayContaining(['GET /api/openapi.json', 'GET /api/docs', 'GET /api/docs/json', 'GET /api/docs/yaml']),
    );
    for (const route of docs) expect(route.access, key(route)).toBe('user');
    console.log(
      `access matrix: ${api.length} API routes (${api.filter((r) => r.access === 'admin').length} admin, ${api.filter((r) => r.access === 'public').length} public)`,
    );
  });

  // Seven callers on every route of a table that keeps growing, the API description generated
  // (JSON and YAML) among them: longer than the default per-test time on a busy machine.
  it(
    'answers each route as its rule says to no session, pending and disabled accounts, a user and an admin',
    { timeout: 90_000 },
    async () => {
      const anonymous = new TestClient(server.app);
      const refused = [clients.pendingOld, clients.pendingPlanted, clients.disabledOld, clients.disabledPlanted];
      let checks = 0;
      for (const route of apiRoutes()) {
        const name = key(route);
        const access = EFFECTIVE_ACCESS[name] ?? route.access!;
        for (const [who, client] of [['no session', anonymous], ...refused.map((c, i) => [`refused account #${i}`, c] as const)] as const) {
          const res = await call(client, route);
          checks++;
          if (access === 'public') {
            expect([401, 403], `${name} (${who}) → ${res.statusCode}`).not.toContain(res.statusCode);
          } else {
            expect(res.statusCode, `${name} (${who})`).toBe(401);
            expectErrorShape(res, 'unauthenticated', name);
          }
        }
        const asUser = await call(clients.user, route);
        checks++;
        if (REFUSED_TO_USERS.has(access)) {
          expect(asUser.statusCode, `${name} (user)`).toBe(403);
          expectErrorShape(asUser, 'forbidden', name);
        } else {
          expect([401, 403], `${name} (user) → ${asUser.statusCode} ${asUser.body.slice(0, 200)}`).not.toContain(asUser.statusCode);
        }
        const asAdmin = await call(clients.admin, route);
        checks++;
        expect([401, 403], `${name} (admin) → ${asAdmin.statusCode} ${asAdmin.body.slice(0, 200)}`).not.toContain(asAdmin.statusCode);
        expect(asAdmin.statusCode, `${name} (admin)`).toBeLessThan(500);
        expect(asUser.statusCode, `${name} (user)`).toBeLessThan(500);
      }
      console.log(`access matrix: ${checks} requests checked`);
    },
  );

  it('keeps pending and disabled accounts from signing in', async () => {
    for (const [email, code] of [
      ['pending@example.test', 'account_pending'],
      ['disabled@example.test', 'account_disabled'],
    ] as const) {
      const res = await new TestClient(server.app).post('/api/auth/login', { login: email, password: 'staff password 1' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe(code);
      expect(res.cookies.find((c) => c.name === 'cabinet_session' && c.value)).toBeUndefined();
    }
  });

  it('opens a dossier history to users while the rest of the audit log stays admin-only', async () => {
    // The matrix logged everyone out (its last route): sign in again.
    const admin = new TestClient(server.app);
    expect((await admin.post('/api/auth/login', { login: ADMIN.email, password: ADMIN.password })).statusCode).toBe(200);
    const user = await signInUser(server, admin, 'reader@example.test');
    // The matrix's dossier is in the trash by now: its history is for admins only.
    const trashed = ids['/api/dossiers']!;
    expect((await user.get(`/api/audit?entity=dossier&entity_id=${trashed}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/audit?entity=dossier&entity_id=${trashed}`)).statusCode).toBe(200);
    const id = (await createDossier(admin, { ref_dossier_bureau: 4321 })).id_dossier as number;
    const history = await user.get(`/api/audit?entity=dossier&entity_id=${id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().items.length).toBeGreaterThan(0);
    for (const item of history.json().items) expect(['dossier', 'action']).toContain(item.entity);
    for (const url of [
      '/api/audit',
      '/api/audit?entity=dossier',
      '/api/audit?entity=user',
      `/api/audit?entity=action&entity_id=${id}`,
      `/api/audit?entity_id=${id}`,
      `/api/audit?user=1`,
    ]) {
      const res = await user.get(url);
      expect(res.statusCode, url).toBe(403);
      expectErrorShape(res, 'forbidden', url);
      expect((await admin.get(url)).statusCode, url).toBe(200);
    }
    expect((await new TestClient(server.app).get(`/api/audit?entity=dossier&entity_id=${id}`)).statusCode).toBe(401);
  });
});

describe('fail closed', () => {
  it('refuses to start when an /api route declares no access rule', async () => {
    const { url, drop } = await freshDatabaseUrl();
    const database = createDatabase(url, { poolSize: 1 });
    try {
      const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, WEB_DIST: '/nonexistent' });
      const app = await buildApp({ config, database, logger: false });
      const start = async () => {
        await app.register(async (instance) => {
          instance.get('/api/forgotten', async () => ({ secret: true }));
        });
        await app.ready();
      };
      await expect(start()).rejects.toThrow('Route GET /api/forgotten declares no access rule');
      await app.close().catch(() => undefined);

      // The same route with a rule starts.
      const fine = await buildApp({ config, database, logger: false });
      await fine.register(async (instance) => {
        instance.get('/api/declared', { config: { access: 'admin' } }, async () => ({ ok: true }));
      });
      await expect(fine.ready()).resolves.toBeDefined();
      expect((await fine.inject({ url: '/api/declared' })).statusCode).toBe(401);
      await fine.close();
    } finally {
      await database.close();
      await drop();
    }
  });
});
