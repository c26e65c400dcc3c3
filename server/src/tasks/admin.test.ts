import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, signInAdmin, startTestServer, TestClient, type TestServer } from '../../test/harness';
import { verifyPassword } from '../modules/auth/password';
import { ensureAdmin } from './admin';
import { TaskError } from './task-error';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const login = (login: string, password: string) => new TestClient(server.app).post('/api/auth/login', { login, password });

describe('admin task', () => {
  it('creates an active admin on an empty database who can then sign in', async () => {
    const result = await ensureAdmin(server.database, { email: ' Boss@Example.TEST ', name: 'Big Boss', password: 'a long password' });
    expect(result.action).toBe('created');
    expect(result.user).toMatchObject({ email: 'boss@example.test', full_name: 'Big Boss', role: 'admin', status: 'active' });
    expect(result.user).not.toHaveProperty('password_hash');

    const res = await login('boss@example.test', 'a long password');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'admin', status: 'active' });

    const audit = await server.database.db.selectFrom('audit_log').selectAll().where('entity', '=', 'user').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operation: 'create', user_id: null, entity_id: result.user.id });
    expect(audit[0]!.changes).not.toContain('a long password');
  });

  it('resets an existing admin: the new password works, the old one and its sessions end', async () => {
    const old = await signInAdmin(server);
    expect((await old.get('/api/auth/session')).statusCode).toBe(200);

    const result = await ensureAdmin(server.database, { email: ADMIN.email, password: 'brand new password' });
    expect(result).toMatchObject({ action: 'reset', user: { email: ADMIN.email, full_name: ADMIN.full_name } });

    // The task runs beside the server, like another instance: a running server drops the
    // sessions it has cached within a few seconds.
    server.clock.advance(5_000);
    expect((await old.get('/api/auth/session')).statusCode).toBe(401);
    expect((await login(ADMIN.email, ADMIN.password)).statusCode).toBe(401);
    expect((await login(ADMIN.email, 'brand new password')).statusCode).toBe(200);
    const row = await server.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(row.password_hash, 'brand new password')).toBe(true);
    expect(row.password_hash).not.toContain('brand new password');
  });

  it('turns a pending or disabled user into an active admin and lifts a sign-in lockout', async () => {
    await signInAdmin(server);
    await new TestClient(server.app).post('/api/auth/register', {
      full_name: 'Pending Paul',
      email: 'paul@example.test',
      password: 'paul password',
    });
    for (let i = 0; i < 6; i++) await login('paul@example.test', 'wrong password');
    expect((await login('paul@example.test', 'paul password')).statusCode).toBe(429);

    const result = await ensureAdmin(server.database, { email: 'paul@example.test', name: 'Paul Admin', password: 'paul new password' });
    expect(result).toMatchObject({ action: 'reset', user: { full_name: 'Paul Admin', role: 'admin', status: 'active' } });
    const res = await login('paul@example.test', 'paul new password');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'admin', status: 'active' });
  });

  it('refuses a password shorter than 8 characters and an invalid email', async () => {
    await expect(ensureAdmin(server.database, { email: 'x@example.test', password: 'short' })).rejects.toThrow(TaskError);
    await expect(ensureAdmin(server.database, { email: 'x@example.test', password: 'short' })).rejects.toThrow(/at least 8 characters/);
    await expect(ensureAdmin(server.database, { email: 'not an email', password: 'long enough' })).rejects.toThrow(/valid email/);
    expect(await server.database.db.selectFrom('users').selectAll().execute()).toHaveLength(0);
  });
});
