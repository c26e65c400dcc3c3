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

describe('the Money tab cache', () => {
  const MOROCCO = {
    currency: 'MAD',
    fiscal_profile: 'MA',
    office_identifiers: { ice: '001525846000088', if: '40123456', tp: '35012345' },
    office_address: '5, bd Zerktouni, Casablanca',
  };
  const tabOf = async (dossierId: number) => ({
    money: (await admin.get(`/api/dossiers/${dossierId}/money`)).json(),
    notes: (await admin.get(`/api/invoices?dossier=${dossierId}&page_size=100`)).json(),
  });

  it('shows every write through the API at once: an entry, its edit, a note issued and paid', async () => {
    expect((await admin.patch('/api/settings', MOROCCO)).statusCode).toBe(200);
    const dossierId = (await createDossier(admin)).id_dossier;
    const client = (await admin.post('/api/parties', { kind: 'organisation', name: 'Wafa Assurance' })).json().id_party as number;
    expect((await tabOf(dossierId)).money.entries).toEqual([]);

    const fee = (await admin.post(`/api/dossiers/${dossierId}/money`, { kind: 'fee', date: '2026-03-01', amount: '3000', label: 'Honoraires', billable: true })).json();
    // Read twice: the second visit is answered from what was kept.
    await tabOf(dossierId);
    expect((await tabOf(dossierId)).money.balances.fees).toBe('3000.00');
    await admin.patch(`/api/money/${fee.id}`, { amount: '3500', version: fee.version });
    expect((await tabOf(dossierId)).money.balances.fees).toBe('3500.00');

    const note = (
      await admin.post('/api/invoices', { fk_dossier: dossierId, fk_client_party: client, lines: [{ label: 'Honoraires', unit_price: '3500', fk_entry: fee.id }] })
    ).json();
    expect((await tabOf(dossierId)).notes.items).toEqual([expect.objectContaining({ id: note.id, status: 'draft' })]);
    const issued = (await admin.post(`/api/invoices/${note.id}/issue`, {})).json();
    const afterIssue = await tabOf(dossierId);
    expect(afterIssue.notes.items[0]).toMatchObject({ status: 'issued', number: issued.number });
    expect(afterIssue.money.balances.invoiced).toBe(issued.totals.total);

    expect((await admin.post(`/api/invoices/${note.id}/payments`, { date: '2026-03-10', amount: issued.totals.total, method: 'transfer' })).statusCode).toBe(201);
    const afterPayment = await tabOf(dossierId);
    expect(afterPayment.notes.items[0]).toMatchObject({ status: 'paid', due: '0.00' });
    expect(afterPayment.money.balances).toMatchObject({ paid: issued.totals.total, due: '0.00' });
  });

  it('forgets a dossier sent to the trash at once, and another process’s write within ten seconds', async () => {
    const dossier = await createDossier(admin);
    await admin.post(`/api/dossiers/${dossier.id_dossier}/money`, { kind: 'disbursement', date: '2026-03-01', amount: '120', label: 'Greffe' });
    expect((await tabOf(dossier.id_dossier)).money.entries).toHaveLength(1);
    // Another process (a command run beside the server) changes the ledger without a word.
    await server.database.db.updateTable('money_entry').set({ label: 'Changed elsewhere' }).execute();
    expect((await tabOf(dossier.id_dossier)).money.entries[0].label).toBe('Greffe');
    server.clock.advance(10_000);
    expect((await tabOf(dossier.id_dossier)).money.entries[0].label).toBe('Changed elsewhere');

    expect((await admin.delete(`/api/dossiers/${dossier.id_dossier}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/dossiers/${dossier.id_dossier}/money`)).statusCode).toBe(404);
  });

  it.runIf(onPostgres())('shows at once on PostgreSQL a write another instance announced (NOTIFY)', async () => {
    const dossier = await createDossier(admin);
    await admin.post(`/api/dossiers/${dossier.id_dossier}/money`, { kind: 'disbursement', date: '2026-03-01', amount: '120', label: 'Greffe' });
    expect((await tabOf(dossier.id_dossier)).money.entries[0].label).toBe('Greffe');
    await server.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('money_entry').set({ label: 'Paid on the other instance' }).execute();
      await notifyChanged(trx, 'another-process');
    });
    await expect
      .poll(async () => (await tabOf(dossier.id_dossier)).money.entries[0].label, { timeout: 1000, interval: 5 })
      .toBe('Paid on the other instance');
  });
});
