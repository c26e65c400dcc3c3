import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, registerActiveUser, signInAdmin, startTestServer, TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

/** A registration sent from a browser with no session. */
const register = (body: Record<string, unknown>) => new TestClient(server.app).post('/api/auth/register', body);

describe('registration', () => {
  it('makes the first account an active admin and later ones pending users', async () => {
    const first = await register(ADMIN);
    expect(first.statusCode).toBe(201);
    expect(first.json().user).toMatchObject({ role: 'admin', status: 'active', email: ADMIN.email });
    expect(first.json().user).not.toHaveProperty('password_hash');

    const second = await register({ full_name: 'B', email: 'b@example.test', password: 'password-b1' });
    expect(second.statusCode).toBe(201);
    expect(second.json().user).toMatchObject({ role: 'user', status: 'pending' });
  });

  it('ignores a role sent by the client', async () => {
    await signInAdmin(server);
    const res = await register({ full_name: 'M', email: 'm@example.test', password: 'password-m1', role: 'admin' });
    expect(res.json().user.role).toBe('user');
  });

  it('refuses a short password and a taken email with per-field messages', async () => {
    await signInAdmin(server);
    const short = await register({ full_name: 'S', email: 's@example.test', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({ code: 'validation_failed', fields: { password: 'Password must be at least 8 characters' } });
    const taken = await register({ ...ADMIN, email: ADMIN.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
  });

  it('follows the registration policy: open activates, closed refuses', async () => {
    const admin = await signInAdmin(server);
    await admin.patch('/api/settings', { registration: 'open' });
    server.clock.advance(5000);
    const open = await register({ full_name: 'O', email: 'o@example.test', password: 'password-o1' });
    expect(open.json().user).toMatchObject({ status: 'active', role: 'user' });
    await admin.patch('/api/settings', { registration: 'closed' });
    server.clock.advance(5000);
    const closed = await register({ full_name: 'C', email: 'c@example.test', password: 'password-c1' });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().error).toMatchObject({ code: 'forbidden', message: 'Registration is closed' });
  });
});

describe('sign-in', () => {
  it('accepts the email or the username and rotates the session', async () => {
    const admin = await signInAdmin(server);
    const firstCookie = admin.cookie;
    const profile = await admin.patch('/api/auth/profile', { username: 'Amina' });
    expect(profile.json().user.username).toBe('amina');
    const byName = await admin.post('/api/auth/login', { login: 'amina', password: ADMIN.password });
    expect(byName.statusCode).toBe(200);
    expect(admin.cookie).not.toBe(firstCookie);
    const old = new TestClient(server.app);
    old.cookie = firstCookie;
    expect((await old.get('/api/auth/session')).statusCode).toBe(401);
  });

  it('answers the same for an unknown account and a wrong password', async () => {
    await signInAdmin(server);
    const unknown = await new TestClient(server.app).post('/api/auth/login', { login: 'nobody@example.test', password: 'whatever1' });
    const wrong = await new TestClient(server.app).post('/api/auth/login', { login: ADMIN.email, password: 'wrong password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error.code).toBe('invalid_credentials');
  });

  it('keeps pending and disabled accounts out', async () => {
    const admin = await signInAdmin(server);
    const reg = await register({ full_name: 'P', email: 'p@example.test', password: 'password-p1' });
    const pending = await new TestClient(server.app).post('/api/auth/login', { login: 'p@example.test', password: 'password-p1' });
    expect(pending.statusCode).toBe(403);
    expect(pending.json().error).toMatchObject({ code: 'account_pending', message: 'Your account is awaiting approval' });
    const id = reg.json().user.id;
    await admin.patch(`/api/users/${id}`, { status: 'active' });
    const staff = new TestClient(server.app);
    expect((await staff.post('/api/auth/login', { login: 'p@example.test', password: 'password-p1' })).statusCode).toBe(200);
    await admin.patch(`/api/users/${id}`, { status: 'disabled' });
    expect((await staff.get('/api/auth/session')).statusCode).toBe(401);
    const disabled = await new TestClient(server.app).post('/api/auth/login', { login: 'p@example.test', password: 'password-p1' });
    expect(disabled.json().error.code).toBe('account_disabled');
  });

  it('throttles repeated failures with 429 and Retry-After, and a success resets the count', async () => {
    await signInAdmin(server);
    const client = new TestClient(server.app);
    for (let i = 0; i < 4; i++) await client.post('/api/auth/login', { login: ADMIN.email, password: 'bad password' });
    expect((await client.post('/api/auth/login', { login: ADMIN.email, password: ADMIN.password })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await client.post('/api/auth/login', { login: ADMIN.email, password: 'bad password' });
    const locked = await client.post('/api/auth/login', { login: ADMIN.email, password: ADMIN.password });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(locked.json().error.code).toBe('too_many_requests');
    server.clock.advance(31_000);
    expect((await client.post('/api/auth/login', { login: ADMIN.email, password: ADMIN.password })).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('logout ends the session on the server', async () => {
    const admin = await signInAdmin(server);
    const cookie = admin.cookie;
    expect((await admin.post('/api/auth/logout')).statusCode).toBe(204);
    const replay = new TestClient(server.app);
    replay.cookie = cookie;
    expect((await replay.get('/api/auth/session')).statusCode).toBe(401);
  });

  it('expires after the idle timeout and after the absolute lifetime', async () => {
    const admin = await signInAdmin(server);
    server.clock.advance(59 * 60_000);
    expect((await admin.get('/api/auth/session')).statusCode).toBe(200);
    server.clock.advance(61 * 60_000);
    expect((await admin.get('/api/auth/session')).statusCode).toBe(401);

    const again = await signInAdmin(server).catch(async () => {
      const c = new TestClient(server.app);
      await c.post('/api/auth/login', { login: ADMIN.email, password: ADMIN.password });
      return c;
    });
    for (let step = 0; step < 14; step++) {
      server.clock.advance(50 * 60_000);
      expect((await again.get('/api/auth/session')).statusCode).toBe(200);
    }
    server.clock.advance(30 * 60_000);
    expect((await again.get('/api/auth/session')).statusCode).toBe(401);
  });

  it('a password change ends the other sessions, not this one', async () => {
    const admin = await signInAdmin(server);
    const other = new TestClient(server.app);
    await other.post('/api/auth/login', { login: ADMIN.email, password: ADMIN.password });
    const wrong = await admin.post('/api/auth/password', { current_password: 'nope', new_password: 'a new password' });
    expect(wrong.statusCode).toBe(400);
    const ok = await admin.post('/api/auth/password', { current_password: ADMIN.password, new_password: 'a new password' });
    expect(ok.statusCode).toBe(204);
    expect((await admin.get('/api/auth/session')).statusCode).toBe(200);
    expect((await other.get('/api/auth/session')).statusCode).toBe(401);
  });
});

describe('sessions under the clock', () => {
  it("an admin password reset ends every session of that account, not the admin's", async () => {
    const admin = await signInAdmin(server);
    const id = await registerActiveUser(server, admin, { full_name: 'R', email: 'r@example.test', password: 'password-r1' });
    const laptop = new TestClient(server.app);
    const phone = new TestClient(server.app);
    for (const device of [laptop, phone])
      expect((await device.post('/api/auth/login', { login: 'r@example.test', password: 'password-r1' })).statusCode).toBe(200);

    expect((await admin.post(`/api/users/${id}/password`, { new_password: 'password-r2' })).statusCode).toBe(204);
    expect((await laptop.get('/api/auth/session')).statusCode).toBe(401);
    expect((await phone.get('/api/auth/session')).statusCode).toBe(401);
    expect((await admin.get('/api/auth/session')).statusCode).toBe(200);
    const rows = await server.database.db.selectFrom('sessions').select('user_id').where('user_id', '=', id).execute();
    expect(rows).toEqual([]);
    expect(
      (await new TestClient(server.app).post('/api/auth/login', { login: 'r@example.test', password: 'password-r1' })).statusCode,
    ).toBe(401);
    expect(
      (await new TestClient(server.app).post('/api/auth/login', { login: 'r@example.test', password: 'password-r2' })).statusCode,
    ).toBe(200);
  });

  it('an admin password reset lifts the sign-in lock of that account, so the new password works at once', async () => {
    const admin = await signInAdmin(server);
    const id = await registerActiveUser(server, admin, { full_name: 'L', email: 'l@example.test', password: 'password-l1' });
    const guesser = new TestClient(server.app);
    for (let i = 0; i < 5; i++) await guesser.post('/api/auth/login', { login: 'l@example.test', password: 'bad password' });
    expect((await guesser.post('/api/auth/login', { login: 'l@example.test', password: 'password-l1' })).statusCode).toBe(429);

    expect((await admin.post(`/api/users/${id}/password`, { new_password: 'password-l2' })).statusCode).toBe(204);
    expect(
      (await new TestClient(server.app).post('/api/auth/login', { login: 'l@example.test', password: 'password-l2' })).statusCode,
    ).toBe(200);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('entity', '=', 'user')
      .where('entity_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.changes))).toEqual({ password: ['***', '***'] });
  });

  it('a shorter idle timeout set by an admin applies to sessions already open, and an expired session is deleted', async () => {
    const admin = await signInAdmin(server);
    const other = new TestClient(server.app);
    await other.post('/api/auth/login', { login: ADMIN.email, password: ADMIN.password });
    expect((await admin.patch('/api/settings', { session_idle_minutes: 10 })).statusCode).toBe(200);
    server.clock.advance(9 * 60_000);
    expect((await admin.get('/api/auth/session')).statusCode).toBe(200);
    server.clock.advance(2 * 60_000);
    // `admin` was seen 2 minutes ago, `other` 11 minutes ago.
    expect((await admin.get('/api/auth/session')).statusCode).toBe(200);
    expect((await other.get('/api/auth/session')).statusCode).toBe(401);
    const left = await server.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(left).toHaveLength(1);
    // Touched at most once a minute, yet activity keeps a session alive past the idle timeout.
    for (let minute = 0; minute < 30; minute += 3) {
      server.clock.advance(3 * 60_000);
      expect((await admin.get('/api/auth/session')).statusCode).toBe(200);
    }
  });

  it('a shorter absolute lifetime ends even an active session; signing in again starts a new one', async () => {
    const admin = await signInAdmin(server);
    await admin.patch('/api/settings', { session_absolute_hours: 1 });
    for (let minute = 0; minute < 55; minute += 5) {
      server.clock.advance(5 * 60_000);
      expect((await admin.get('/api/auth/session')).statusCode).toBe(200);
    }
    server.clock.advance(6 * 60_000);
    expect((await admin.get('/api/auth/session')).statusCode).toBe(401);
    expect((await admin.post('/api/auth/login', { login: ADMIN.email, password: ADMIN.password })).statusCode).toBe(200);
    expect((await admin.get('/api/auth/session')).statusCode).toBe(200);
  });

  it('sending an account back to pending ends its sessions too', async () => {
    const admin = await signInAdmin(server);
    const id = await registerActiveUser(server, admin, { full_name: 'Q', email: 'q@example.test', password: 'password-q1' });
    const staff = new TestClient(server.app);
    await staff.post('/api/auth/login', { login: 'q@example.test', password: 'password-q1' });
    expect((await staff.get('/api/dossiers')).statusCode).toBe(200);
    await admin.patch(`/api/users/${id}`, { status: 'pending' });
    expect((await staff.get('/api/dossiers')).statusCode).toBe(401);
    // A role change keeps the session (the account stays active) and takes effect at once.
    await admin.patch(`/api/users/${id}`, { status: 'active' });
    await staff.post('/api/auth/login', { login: 'q@example.test', password: 'password-q1' });
    expect((await staff.get('/api/users')).statusCode).toBe(403);
    await admin.patch(`/api/users/${id}`, { role: 'admin' });
    expect((await staff.get('/api/users')).statusCode).toBe(200);
  });
});

describe('accounts administration', () => {
  it('never removes the last active admin', async () => {
    const admin = await signInAdmin(server);
    const me = (await admin.get('/api/auth/session')).json().user.id;
    const demote = await admin.patch(`/api/users/${me}`, { role: 'user' });
    expect(demote.statusCode).toBe(409);
    const disable = await admin.patch(`/api/users/${me}`, { status: 'disabled' });
    expect(disable.statusCode).toBe(409);
  });

  it('is for admins only', async () => {
    const admin = await signInAdmin(server);
    await registerActiveUser(server, admin, { full_name: 'U', email: 'u@example.test', password: 'password-u1' });
    const user = new TestClient(server.app);
    await user.post('/api/auth/login', { login: 'u@example.test', password: 'password-u1' });
    expect((await user.get('/api/users')).statusCode).toBe(403);
    expect((await user.get('/api/settings')).statusCode).toBe(403);
    const shown = await user.get('/api/settings/public');
    expect(shown.statusCode).toBe(200);
    // What every screen needs (the country sorts the deadline presets), nothing of the admin's.
    expect(Object.keys(shown.json()).sort()).toEqual(
      ['arabic_months', 'bailiff_title', 'country', 'currency', 'instrument_numbers', 'max_upload_mb', 'office_name', 'stale_months', 'timezone'].sort(),
    );
    expect((await new TestClient(server.app).get('/api/users')).statusCode).toBe(401);
  });
});

describe('protocol', () => {
  it('refuses writes without the CSRF header or from another origin', async () => {
    const admin = await signInAdmin(server);
    const noHeader = await server.app.inject({
      method: 'PATCH',
      url: '/api/auth/profile',
      headers: { cookie: admin.cookie!, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(noHeader.statusCode).toBe(403);
    const foreign = await admin.request('PATCH', '/api/auth/profile', {}, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
  });

  it('answers malformed JSON and oversized bodies with the error shape', async () => {
    const bad = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'cabinet', 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('validation_failed');
    const big = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-requested-with': 'cabinet', 'content-type': 'application/json' },
      payload: JSON.stringify({ login: 'x'.repeat(2_000_000), password: 'y' }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('payload_too_large');
  });

  it('serves health, OpenAPI and security headers', async () => {
    const health = await server.app.inject({ url: '/api/health' });
    expect(health.json()).toEqual({ status: 'ok', db: 'ok' });
    expect(health.headers['content-security-policy']).toContain("default-src 'self'");
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    const openapi = await (await signInAdmin(server)).get('/api/openapi.json');
    expect(openapi.json().paths).toHaveProperty('/api/auth/login');
    const unknown = await server.app.inject({ url: '/api/nope' });
    expect(unknown.statusCode).toBe(401);
  });
});

describe('session housekeeping', () => {
  it('removes expired sessions from the database when someone signs in', async () => {
    await signInAdmin(server);
    server.clock.advance(61 * 60_000);
    await new TestClient(server.app).post('/api/auth/login', { login: ADMIN.email, password: ADMIN.password });
    const rows = await server.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows).toHaveLength(1);
  });
});
