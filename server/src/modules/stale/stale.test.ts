import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier, utc } from '../../../test/case-fixtures';
import { signInAdmin, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => {
  ({ server, admin } = await startServerWithAdmin({ at: '2026-05-31T10:00:00Z', settings: { timezone: 'UTC', stale_months: 3 } }));
});
afterEach(() => server.close());

const ids = (body: { items: { id_dossier: number }[] }) => body.items.map((d) => d.id_dossier);

describe('stale dossiers', () => {
  it('counts months on the calendar: 31 May minus 3 months is 28 February', async () => {
    const never = await createDossier(admin, { nom_responsable_civil: 'Sans action' });
    const onThreshold = await createDossier(admin);
    const dayBefore = await createDossier(admin);
    const twoMonths = await createDossier(admin);
    const trashed = await createDossier(admin);
    await addAction(admin, onThreshold.id_dossier, { date_action: '2026-02-28' });
    await addAction(admin, dayBefore.id_dossier, { date_action: '2026-02-27' });
    await addAction(admin, twoMonths.id_dossier, { date_action: '2026-03-31' });
    await admin.delete(`/api/dossiers/${trashed.id_dossier}`);

    const res = await admin.get('/api/dossiers/stale');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, page_size: 25, threshold: '2026-02-28' });
    expect(body.items).toEqual([
      {
        id_dossier: never.id_dossier,
        ref_dossier_bureau: never.ref_dossier_bureau,
        nom_responsable_civil: 'Sans action',
        date_inscription_bureau: '2026-01-15',
        last_action_date: null,
      },
      expect.objectContaining({ id_dossier: dayBefore.id_dossier, last_action_date: '2026-02-27' }),
    ]);
    expect((await admin.get('/api/dashboard')).json().stale_dossiers).toBe(2);
  });

  it('follows the setting and the latest action, whatever order actions come in', async () => {
    const dossier = await createDossier(admin);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-04-15' });
    await addAction(admin, dossier.id_dossier, { date_action: '2025-01-01' });
    expect((await admin.get('/api/dossiers/stale')).json().total).toBe(0);
    await admin.patch('/api/settings', { stale_months: 1 });
    expect(ids((await admin.get('/api/dossiers/stale')).json())).toEqual([dossier.id_dossier]);
  });

  it('takes the registration date of a dossier without action: registered today is not stale', async () => {
    const today = await createDossier(admin, { date_inscription_bureau: '2026-05-31' });
    const onThreshold = await createDossier(admin, { date_inscription_bureau: '2026-02-28' });
    const dayBefore = await createDossier(admin, { date_inscription_bureau: '2026-02-27' });
    const oldButActive = await createDossier(admin, { date_inscription_bureau: '2020-01-01' });
    await addAction(admin, oldButActive.id_dossier, { date_action: '2026-05-01' });

    expect(ids((await admin.get('/api/dossiers/stale')).json())).toEqual([dayBefore.id_dossier]);
    expect((await admin.get('/api/dashboard')).json().stale_dossiers).toBe(1);

    server.clock.set(utc('2026-09-15T10:00:00Z'));
    admin = await signInAdmin(server); // the clock jumped past the session's lifetime
    expect(ids((await admin.get('/api/dossiers/stale')).json())).toEqual([
      dayBefore.id_dossier,
      onThreshold.id_dossier,
      oldButActive.id_dossier,
      today.id_dossier,
    ]);
  });

  it('orders the longest quiet first (the last action, or the registration date without one), and pages', async () => {
    const old = await createDossier(admin);
    const older = await createDossier(admin);
    const none1 = await createDossier(admin);
    const none2 = await createDossier(admin);
    await addAction(admin, old.id_dossier, { date_action: '2025-06-01' });
    await addAction(admin, older.id_dossier, { date_action: '2024-06-01' });
    // Registered 2026-01-15 without an action: quiet since then.
    expect(ids((await admin.get('/api/dossiers/stale')).json())).toEqual([
      older.id_dossier,
      old.id_dossier,
      none1.id_dossier,
      none2.id_dossier,
    ]);
    const page2 = (await admin.get('/api/dossiers/stale?page=2&page_size=3')).json();
    expect(page2).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(ids(page2)).toEqual([none2.id_dossier]);
  });
});
