import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier, insertExpert } from '../../../test/case-fixtures';
import { countRows, signInUser, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
let staff: TestClient;
beforeEach(async () => {
  ({ server, admin } = await startServerWithAdmin());
  staff = await signInUser(server, admin);
});
afterEach(() => server.close());

const count = (table: 'action' | 'expertise' | 'dossier') => countRows(server.database.db, table);

describe('trash', () => {
  it('holds a deleted dossier with its actions until an admin restores it', async () => {
    const dossier = await createDossier(staff, { nom_responsable_civil: 'Karim' });
    const action = await addAction(staff, dossier.id_dossier, { date_action: '2026-03-01' });
    await addAction(staff, dossier.id_dossier, { date_action: '2026-03-02' });
    expect((await staff.delete(`/api/dossiers/${dossier.id_dossier}`)).statusCode).toBe(204);
    expect((await staff.get('/api/dossiers')).json().total).toBe(0);
    expect((await admin.get('/api/dashboard')).json()).toMatchObject({ total_dossiers: 0, total_actions: 0 });

    const trash = await admin.get('/api/trash');
    expect(trash.statusCode).toBe(200);
    expect(trash.json()).toMatchObject({ total: 1, page: 1, page_size: 25 });
    expect(trash.json().items[0]).toEqual({
      id_dossier: dossier.id_dossier,
      ref_dossier_bureau: dossier.ref_dossier_bureau,
      nom_responsable_civil: 'Karim',
      date_inscription_bureau: '2026-01-15',
      deleted_at: expect.any(String),
      deleted_by: { id: expect.any(Number), full_name: 'Samir Staff' },
      action_count: 2,
    });

    const restored = await admin.post(`/api/trash/dossiers/${dossier.id_dossier}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id_dossier: dossier.id_dossier, last_action_date: '2026-03-02', version: dossier.version + 2 });
    expect((await staff.get(`/api/dossiers/${dossier.id_dossier}/actions`)).json().total).toBe(2);
    expect((await staff.get(`/api/actions/${action.id_action}`)).statusCode).toBe(200);
    expect((await admin.get('/api/trash')).json().total).toBe(0);
    const history = (await staff.get(`/api/audit?entity=dossier&entity_id=${dossier.id_dossier}`)).json();
    expect(history.items.slice(0, 2).map((e: { operation: string }) => e.operation)).toEqual(['restore', 'delete']);
    expect((await admin.post(`/api/trash/dossiers/${dossier.id_dossier}/restore`)).statusCode).toBe(404);
  });

  it('refuses to restore when a live dossier took the reference meanwhile', async () => {
    const dossier = await createDossier(admin, { ref_dossier_bureau: 321 });
    await admin.delete(`/api/dossiers/${dossier.id_dossier}`);
    await createDossier(admin, { ref_dossier_bureau: 321 });
    const res = await admin.post(`/api/trash/dossiers/${dossier.id_dossier}/restore`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('A dossier with reference 321 already exists');
  });

  it('purges a trashed dossier with its actions and expertises, leaving an audit trace', async () => {
    const expert = await insertExpert(server);
    const dossier = await createDossier(admin);
    const keep = await createDossier(admin);
    await addAction(admin, dossier.id_dossier, { fk_type_action: 60, contenu: null, expertise: { fk_expert: expert, frais: '90' } });
    await addAction(admin, dossier.id_dossier);
    await addAction(admin, keep.id_dossier);
    expect((await admin.delete(`/api/trash/dossiers/${dossier.id_dossier}`)).statusCode).toBe(404);
    await admin.delete(`/api/dossiers/${dossier.id_dossier}`);
    const res = await admin.delete(`/api/trash/dossiers/${dossier.id_dossier}`);
    expect(res.statusCode).toBe(204);
    expect(await count('dossier')).toBe(1);
    expect(await count('action')).toBe(1);
    expect(await count('expertise')).toBe(0);
    const history = (await admin.get(`/api/audit?entity=dossier&entity_id=${dossier.id_dossier}`)).json();
    expect(history.items[0]).toMatchObject({
      operation: 'delete',
      changes: { purged: [false, true], ref_dossier_bureau: [dossier.ref_dossier_bureau, null], actions: [2, 0] },
    });
    expect((await admin.delete(`/api/trash/dossiers/${dossier.id_dossier}`)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const dossier = await createDossier(staff);
    await staff.delete(`/api/dossiers/${dossier.id_dossier}`);
    expect((await staff.get('/api/trash')).statusCode).toBe(403);
    expect((await staff.post(`/api/trash/dossiers/${dossier.id_dossier}/restore`)).statusCode).toBe(403);
    expect((await staff.delete(`/api/trash/dossiers/${dossier.id_dossier}`)).statusCode).toBe(403);
    expect(await count('dossier')).toBe(1);
  });
});
