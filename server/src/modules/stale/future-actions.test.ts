import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier, utc } from '../../../test/case-fixtures';
import { signInAdmin, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => {
  ({ server, admin } = await startServerWithAdmin({ at: '2026-11-29T10:00:00Z', settings: { timezone: 'Africa/Casablanca', stale_months: 3 } }));
});
afterEach(() => server.close());

const staleIds = async () => ((await admin.get('/api/dossiers/stale')).json().items as { id_dossier: number }[]).map((d) => d.id_dossier);
const lastAction = async (id: number) => (await admin.get(`/api/dossiers/${id}`)).json().last_action_date;

describe('an action dated ahead', () => {
  it('is not the last action until its day comes: a dossier whose only action is far ahead becomes stale', async () => {
    const farAhead = await createDossier(admin, { date_inscription_bureau: '2026-01-15' });
    await addAction(admin, farAhead.id_dossier, { date_action: '2027-06-01', contenu: 'Audience' });
    const tomorrow = await createDossier(admin, { date_inscription_bureau: '2026-01-15' });
    await addAction(admin, tomorrow.id_dossier, { date_action: '2026-01-20', contenu: 'Requête' });
    await addAction(admin, tomorrow.id_dossier, { date_action: '2026-11-30', contenu: 'Audience' });
    const active = await createDossier(admin, { date_inscription_bureau: '2026-01-15' });
    await addAction(admin, active.id_dossier, { date_action: '2026-11-02', contenu: 'Expertise' });

    expect(await lastAction(farAhead.id_dossier)).toBeNull();
    expect(await lastAction(tomorrow.id_dossier)).toBe('2026-01-20');
    expect(await staleIds()).toEqual([farAhead.id_dossier, tomorrow.id_dossier]);
    expect((await admin.get('/api/dashboard')).json().stale_dossiers).toBe(2);

    // The next morning in Casablanca, the hearing of the 30th is the dossier's last action.
    server.clock.set(utc('2026-11-30T08:00:00Z'));
    admin = await signInAdmin(server);
    expect((await admin.get('/api/dashboard')).json().stale_dossiers).toBe(1);
    expect(await staleIds()).toEqual([farAhead.id_dossier]);
    expect(await lastAction(tomorrow.id_dossier)).toBe('2026-11-30');

    // Moving the far action to last week makes it the last action at once.
    const [action] = (await admin.get(`/api/dossiers/${farAhead.id_dossier}/actions`)).json().items;
    await admin.patch(`/api/actions/${action.id_action}`, { date_action: '2026-11-23', version: action.version });
    expect(await lastAction(farAhead.id_dossier)).toBe('2026-11-23');
    expect(await staleIds()).toEqual([]);
  });

  it('is brought up to date once a day (the day recorded in the database), and again if the clock is set back', async () => {
    const dossier = await createDossier(admin, { date_inscription_bureau: '2026-01-15' });
    await addAction(admin, dossier.id_dossier, { date_action: '2026-12-01', contenu: 'Audience' });
    const upkeep = () => server.database.db.selectFrom('daily_upkeep').select(['name', 'day']).execute();

    server.clock.set(utc('2026-12-02T08:00:00Z'));
    admin = await signInAdmin(server);
    expect(await staleIds()).toEqual([]);
    expect(await upkeep()).toEqual([{ name: 'last_action_date', day: '2026-12-02' }]);
    expect(await lastAction(dossier.id_dossier)).toBe('2026-12-01');

    // A clock corrected backwards: the action is ahead again.
    server.clock.set(utc('2026-11-29T12:00:00Z'));
    admin = await signInAdmin(server);
    expect(await staleIds()).toEqual([dossier.id_dossier]);
    expect(await lastAction(dossier.id_dossier)).toBeNull();
  });
});
