import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDossier } from '../../../test/case-fixtures';
import { startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => {
  ({ server, admin } = await startServerWithAdmin());
});
afterEach(() => server.close());

const partyCount = async () =>
  Number((await server.database.db.selectFrom('party').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const linksOf = async (dossierId: number) => (await admin.get(`/api/dossiers/${dossierId}/parties`)).json().items;

describe('a new party created from a dossier', () => {
  it('is created and linked in one step', async () => {
    const dossier = await createDossier(admin);
    const res = await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, {
      party: { name: 'Ahmed Benali', name_ar: 'أحمد بنعلي', national_id: 'BE123456' },
      role: 'victim',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Ahmed Benali', name_ar: 'أحمد بنعلي', national_id: 'BE123456', role: 'victim' });
    expect((await admin.get(`/api/parties/${res.json().id_party}`)).statusCode).toBe(200);
    expect(await linksOf(dossier.id_dossier)).toMatchObject([{ id_party: res.json().id_party, role: 'victim' }]);
  });

  it('leaves nothing behind when a conflict of interest stops it, and is kept once the conflict is confirmed', async () => {
    const other = await createDossier(admin);
    const insurer = (await admin.post('/api/parties', { name: 'شركة التأمين الأطلسية', kind: 'organisation' })).json();
    await admin.post(`/api/dossiers/${other.id_dossier}/parties`, { id_party: insurer.id_party, role: 'adverse' });
    const dossier = await createDossier(admin);
    const before = await partyCount();

    const body = { party: { name: 'شركه التامين الاطلسيه', kind: 'organisation' }, role: 'client' };
    const refused = await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('conflict_of_interest');
    expect(refused.json().error.conflicts).toMatchObject([{ id_dossier: other.id_dossier, id_party: insurer.id_party, role: 'adverse' }]);
    // Cancelled: no party was created, none is linked, nothing is in the history.
    expect(await partyCount()).toBe(before);
    expect(await linksOf(dossier.id_dossier)).toEqual([]);
    const history = (await admin.get(`/api/audit?entity=party`)).json().items;
    expect(history.filter((entry: { changes: { name?: unknown[] } }) => entry.changes.name?.[1] === 'شركه التامين الاطلسيه')).toEqual([]);

    const confirmed = await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, { ...body, confirm_conflict: true });
    expect(confirmed.statusCode).toBe(201);
    expect(await partyCount()).toBe(before + 1);
  });

  it('refuses a national id another party holds, naming it, and creates nothing', async () => {
    const known = (await admin.post('/api/parties', { name: 'Ahmed Benali', national_id: 'BE123456' })).json();
    const dossier = await createDossier(admin);
    const before = await partyCount();
    const res = await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, { party: { name: 'Ahmed Ben Ali', national_id: 'be 123456' }, role: 'victim' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.national_id).toMatch(/Ahmed Benali/);
    expect(res.json().error.existing).toEqual({ id_party: known.id_party, name: 'Ahmed Benali' });
    expect(await partyCount()).toBe(before);
  });

  it('takes either an existing party or a new one, not both or neither', async () => {
    const dossier = await createDossier(admin);
    const known = (await admin.post('/api/parties', { name: 'Ahmed Benali' })).json();
    const both = await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, { id_party: known.id_party, party: { name: 'X' }, role: 'client' });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toEqual({ id_party: 'Choose a party, or describe a new one' });
    expect((await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, { role: 'client' })).statusCode).toBe(400);
    const invalid = await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, { party: { name: '' }, role: 'client' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields)).toEqual(['party.name']);
  });
});
