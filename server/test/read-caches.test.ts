import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier, insertExpert, utc } from './case-fixtures';
import { notifyChanged } from '../src/lib/change-feed';
import { onPostgres, signInUser, startServerWithAdmin, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => ({ server, admin } = await startServerWithAdmin()));
afterEach(() => server.close());

describe('the session lookup cache', () => {
  it('refuses a session another process ended within five seconds when it says nothing', async () => {
    const user = await signInUser(server, admin);
    expect((await user.get('/api/auth/session')).statusCode).toBe(200);
    // Another process ends every session (a direct write this instance does not see).
    await server.database.db.deleteFrom('sessions').where('user_id', '!=', 1).execute();
    expect((await user.get('/api/auth/session')).statusCode).toBe(200);
    server.clock.advance(5_000);
    expect((await user.get('/api/auth/session')).statusCode).toBe(401);
  });

  it.runIf(onPostgres())(
    'refuses at once on PostgreSQL a session another process ended and announced (NOTIFY), as the servers and the admin task do',
    async () => {
      const user = await signInUser(server, admin);
      expect((await user.get('/api/auth/session')).statusCode).toBe(200);
      await server.database.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sessions').where('user_id', '!=', 1).execute();
        await notifyChanged(trx, 'another-process');
      });
      await expect.poll(async () => (await user.get('/api/auth/session')).statusCode, { timeout: 1000, interval: 5 }).toBe(401);
    },
  );

  it('applies a role change and a disable on this instance to the next request', async () => {
    const other = await signInUser(server, admin, 'second@example.test');
    const id = (await other.get('/api/auth/session')).json().user.id as number;
    await admin.patch(`/api/users/${id}`, { role: 'admin' });
    expect((await other.get('/api/users')).statusCode).toBe(200);
    await admin.patch(`/api/users/${id}`, { role: 'user' });
    expect((await other.get('/api/users')).statusCode).toBe(403);
    await admin.patch(`/api/users/${id}`, { status: 'disabled' });
    expect((await other.get('/api/auth/session')).statusCode).toBe(401);
  });

  it('shows a profile edit at once', async () => {
    await admin.patch('/api/auth/profile', { full_name: 'Amina Renamed' });
    expect((await admin.get('/api/auth/session')).json().user.full_name).toBe('Amina Renamed');
  });

  it('keeps the idle expiry exact to the millisecond', async () => {
    await admin.patch('/api/settings', { session_idle_minutes: 10 });
    expect((await admin.get('/api/auth/session')).statusCode).toBe(200);
    server.clock.advance(10 * 60_000);
    expect((await admin.get('/api/auth/session')).statusCode).toBe(200);
    server.clock.advance(10 * 60_000 + 1);
    expect((await admin.get('/api/auth/session')).statusCode).toBe(401);
  });
});

describe('the dashboard counters cache', () => {
  it('counts this instance’s writes at once and another instance’s within three seconds', async () => {
    expect((await admin.get('/api/dashboard')).json().total_dossiers).toBe(0);
    await createDossier(admin);
    expect((await admin.get('/api/dashboard')).json()).toMatchObject({ total_dossiers: 1, stale_dossiers: 1 });
    await insertExpert(server);
    expect((await admin.get('/api/dashboard')).json().experts).toBe(0);
    server.clock.advance(3_000);
    expect((await admin.get('/api/dashboard')).json().experts).toBe(1);
  });

  it('answers the others at once after a colleague’s write and counts it behind the answer; the writer sees it at once', async () => {
    const colleague = await signInUser(server, admin);
    expect((await admin.get('/api/dashboard')).json().total_dossiers).toBe(0);
    await createDossier(colleague);
    // The admin wrote nothing since: answered from the kept counters, the new count behind the answer.
    expect((await admin.get('/api/dashboard')).json().total_dossiers).toBe(0);
    await expect.poll(async () => (await admin.get('/api/dashboard')).json().total_dossiers).toBe(1);
    // The colleague's own write is always in their next answer.
    await createDossier(colleague);
    expect((await colleague.get('/api/dashboard')).json().total_dossiers).toBe(2);
    expect((await admin.get('/api/dashboard')).json().total_dossiers).toBe(2);
  });
});

describe('the agenda cache', () => {
  it('shows this instance’s writes at once and another instance’s within three seconds', async () => {
    server.clock.set(utc('2026-03-10T09:00:00Z'));
    await admin.patch('/api/settings', { timezone: 'UTC' });
    const dossier = await createDossier(admin);
    expect((await admin.get('/api/agenda')).json().total).toBe(0);
    const action = await addAction(admin, dossier.id_dossier, { date_action: '2026-03-11', contenu: 'Audience' });
    expect((await admin.get('/api/agenda')).json().items).toEqual([
      expect.objectContaining({ id_action: action.id_action, contenu: 'Audience' }),
    ]);
    await server.database.db.updateTable('action').set({ contenu: 'Changed elsewhere' }).execute();
    // A kept answer goes out as the same bytes, with the same headers, as when it was first made.
    const first = await admin.get('/api/agenda');
    const again = await admin.get('/api/agenda');
    expect(first.json().items[0].contenu).toBe('Audience');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['content-length']).toBe(String(first.rawPayload.length));
    server.clock.advance(3_000);
    expect((await admin.get('/api/agenda')).json().items[0].contenu).toBe('Changed elsewhere');
  });
});

describe('the stale total cache', () => {
  it('counts this instance’s writes at once and another instance’s within three seconds', async () => {
    await createDossier(admin);
    expect((await admin.get('/api/dossiers/stale')).json().total).toBe(1);
    await createDossier(admin);
    expect((await admin.get('/api/dossiers/stale')).json()).toMatchObject({ total: 2 });
    await server.database.db
      .updateTable('dossier')
      .set({ deleted_at: new Date(server.clock.now()).toISOString() })
      .execute();
    // The page is read fresh; the total follows within three seconds.
    expect((await admin.get('/api/dossiers/stale')).json()).toMatchObject({ items: [], total: 2 });
    server.clock.advance(3_000);
    expect((await admin.get('/api/dossiers/stale')).json()).toMatchObject({ items: [], total: 0 });
  });
});
