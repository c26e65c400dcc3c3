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
  it('lists a range by the matched date, one row per action, live dossiers only', async () => {
    const dossier = await createDossier(admin);
    const trashed = await createDossier(admin);
    const a = await addAction(admin, dossier.id_dossier, { date_action: '2026-11-25' });
    const b = await addAction(admin, dossier.id_dossier, { date_action: '2026-10-01', date_prochaine: '2026-11-23' });
    const c = await addAction(admin, dossier.id_dossier, { date_action: '2026-11-23', date_prochaine: '2026-11-27' });
    await addAction(admin, dossier.id_dossier, { date_action: '2026-11-30' });
    await addAction(admin, trashed.id_dossier, { date_action: '2026-11-24' });
    await admin.delete(`/api/dossiers/${trashed.id_dossier}`);

    const res = await admin.get('/api/agenda?from=2026-11-22&to=2026-11-28');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ from: '2026-11-22', to: '2026-11-28', total: 3 });
    expect(
      body.items.map((i: { id_action: number; matched: string; agenda_date: string }) => [i.id_action, i.matched, i.agenda_date]),
    ).toEqual([
      [b.id_action, 'date_prochaine', '2026-11-23'],
      [c.id_action, 'date_action', '2026-11-23'],
      [a.id_action, 'date_action', '2026-11-25'],
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
