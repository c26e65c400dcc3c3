import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier } from '../../../test/case-fixtures';
import { startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => {
  ({ server, admin } = await startServerWithAdmin({ at: '2026-11-21T09:00:00Z', settings: { timezone: 'UTC' } }));
});
afterEach(() => server.close());

describe('agenda', () => {
  it('lists each date of an action in the range as its own item, live dossiers only', async () => {
    const dossier = await createDossier(admin);
    const trashed = await createDossier(admin);
    const a = await addAction(admin, dossier.id_dossier, { date_action: '2026-11-25' });
    const b = await addAction(admin, dossier.id_dossier, { date_action: '2026-10-01', date_prochaine: '2026-11-23' });
    const c = await addAction(admin, dossier.id_dossier, { date_action: '2026-11-23', date_prochaine: '2026-11-27' });
    // A next date on the action's own day is one item.
    const d = await addAction(admin, dossier.id_dossier, { date_action: '2026-11-26', date_prochaine: '2026-11-26' });
    await addAction(admin, dossier.id_dossier, { date_action: '2026-11-30' });
    await addAction(admin, trashed.id_dossier, { date_action: '2026-11-24' });
    await admin.delete(`/api/dossiers/${trashed.id_dossier}`);

    const res = await admin.get('/api/agenda?from=2026-11-22&to=2026-11-28');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2026-11-22', to: '2026-11-28', total: 5 });
    expect(
      body.items.map((i: { id_action: number; matched: string; agenda_date: string; agenda_key: string }) => [i.id_action, i.matched, i.agenda_date, i.agenda_key]),
    ).toEqual([
      [b.id_action, 'date_prochaine', '2026-11-23', `action-${b.id_action}-date_prochaine`],
      [c.id_action, 'date_action', '2026-11-23', `action-${c.id_action}-date_action`],
      [a.id_action, 'date_action', '2026-11-25', `action-${a.id_action}-date_action`],
      [d.id_action, 'date_action', '2026-11-26', `action-${d.id_action}-date_action`],
      [c.id_action, 'date_prochaine', '2026-11-27', `action-${c.id_action}-date_prochaine`],
    ]);
  });

  it('keeps a postponed hearing on both of its days, in the whole office\'s agenda and in "mine"', async () => {
    const adminId = (await admin.get('/api/auth/session')).json().user.id;
    const dossier = await createDossier(admin, { fk_responsible: adminId });
    const hearing = await addAction(admin, dossier.id_dossier, { date_action: '2026-11-16', date_prochaine: '2026-11-30' });
    for (const mine of ['', '&mine=1']) {
      const items = (await admin.get(`/api/agenda?from=2026-11-16&to=2026-12-06${mine}`)).json().items;
      expect(items.map((i: { id_action: number; agenda_date: string; matched: string }) => [i.id_action, i.agenda_date, i.matched])).toEqual([
        [hearing.id_action, '2026-11-16', 'date_action'],
        [hearing.id_action, '2026-11-30', 'date_prochaine'],
      ]);
    }
  });

  it('names each item\'s client and tribunal, in Arabic too when they have an Arabic name', async () => {
    const tribunal = (await admin.post('/api/tribunals', { nom: 'Tribunal de première instance de Casablanca', nom_ar: 'المحكمة الابتدائية بالدار البيضاء', ville: 'Casablanca' })).json();
    const dossier = await createDossier(admin, { fk_tribunal: tribunal.id_tribunal });
    const bare = await createDossier(admin);
    const client = (await admin.post('/api/parties', { name: 'Wafa Assurance', name_ar: 'وفا للتأمين', kind: 'organisation' })).json();
    const later = (await admin.post('/api/parties', { name: 'Second client' })).json();
    await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, { id_party: client.id_party, role: 'client' });
    await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, { id_party: later.id_party, role: 'client' });
    await addAction(admin, dossier.id_dossier, { date_action: '2026-11-22' });
    await addAction(admin, bare.id_dossier, { date_action: '2026-11-22' });
    const items = (await admin.get('/api/agenda')).json().items;
    expect(items.map((i: Record<string, unknown>) => [i.client_name, i.client_name_ar, i.tribunal_nom, i.tribunal_nom_ar])).toEqual([
      ['Wafa Assurance', 'وفا للتأمين', 'Tribunal de première instance de Casablanca', 'المحكمة الابتدائية بالدار البيضاء'],
      [null, null, null, null],
    ]);
  });

  it('defaults to tomorrow, takes one bound as a single day, and refuses bad ranges', async () => {
    const dossier = await createDossier(admin);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-11-22' });
    await addAction(admin, dossier.id_dossier, { date_action: '2026-12-01' });
    expect((await admin.get('/api/agenda')).json()).toMatchObject({ from: '2026-11-22', to: '2026-11-22', total: 1 });
    expect((await admin.get('/api/agenda?from=&to=')).json()).toMatchObject({ from: '2026-11-22', total: 1 });
    expect((await admin.get('/api/agenda?from=2026-12-01')).json()).toMatchObject({ to: '2026-12-01', total: 1 });
    expect((await admin.get('/api/agenda?from=2026-01-01&to=2027-01-01')).statusCode).toBe(200);
    const tooLong = await admin.get('/api/agenda?from=2026-01-01&to=2027-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields.to).toBe('Choose a range of at most 366 days');
    const reversed = await admin.get('/api/agenda?from=2026-11-10&to=2026-11-01');
    expect(reversed.json().error.fields).toEqual({ to: 'The end date must not be before the start date' });
    expect((await admin.get('/api/agenda?from=2026-13-01')).statusCode).toBe(400);
  });
});
