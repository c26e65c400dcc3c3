import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier } from '../../../test/case-fixtures';
import { signInUser, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
let staff: TestClient;
let staffId: number;
beforeEach(async () => {
  ({ server, admin } = await startServerWithAdmin());
  staff = await signInUser(server, admin);
  staffId = (await staff.get('/api/auth/session')).json().user.id;
});
afterEach(() => server.close());

describe('audit log', () => {
  it('records who changed which fields of a dossier and its actions, newest first', async () => {
    const dossier = await createDossier(staff, { nom_responsable_civil: 'Ali' });
    await staff.patch(`/api/dossiers/${dossier.id_dossier}`, { nom_responsable_civil: 'Ali Benali' });
    const action = await addAction(staff, dossier.id_dossier, { fk_type_action: 63, dossier_field_value: 'PV-1' });
    await staff.delete(`/api/actions/${action.id_action}`);

    const history = await staff.get(`/api/audit?entity=dossier&entity_id=${dossier.id_dossier}`);
    expect(history.statusCode).toBe(200);
    const body = history.json();
    expect(body).toMatchObject({ total: 6, page: 1, page_size: 25 });
    const summary = body.items.map((e: { entity: string; operation: string }) => `${e.entity}:${e.operation}`);
    // The field the action's type filled made the dossier's police report level, in the same write.
    expect(summary).toEqual(['action:delete', 'action:create', 'dossier:update', 'stage:create', 'dossier:update', 'dossier:create']);
    for (const entry of body.items) expect(entry.user).toEqual({ id: staffId, full_name: 'Samir Staff' });
    expect(body.items[1]).toMatchObject({
      entity_id: action.id_action,
      changes: {
        fk_dossier: [null, dossier.id_dossier],
        date_action: [null, '2026-02-01'],
        fk_type_action: [null, 63],
        contenu: [null, 'Audience'],
      },
    });
    expect(body.items[2].changes).toEqual({ num_pv_tribunal: [null, 'PV-1'] });
    expect(body.items[3].changes).toMatchObject({ kind: [null, 'police_report'], file_raw: [null, 'PV-1'] });
    expect(body.items[4].changes).toEqual({ nom_responsable_civil: ['Ali', 'Ali Benali'] });
    expect(body.items[5].changes).toMatchObject({
      ref_dossier_bureau: [null, dossier.ref_dossier_bureau],
      nom_responsable_civil: [null, 'Ali'],
    });
    expect(body.items[5].changes).not.toHaveProperty('created_by');
    expect(body.items[0].changes.contenu).toEqual(['Audience', null]);
  });

  it('is for admins, except a dossier history that every signed-in user may read', async () => {
    const dossier = await createDossier(staff);
    expect((await staff.get('/api/audit')).statusCode).toBe(403);
    expect((await staff.get('/api/audit?entity=user')).statusCode).toBe(403);
    expect((await staff.get('/api/audit?entity=dossier')).statusCode).toBe(403);
    expect((await staff.get(`/api/audit?entity=action&entity_id=${dossier.id_dossier}`)).statusCode).toBe(403);
    expect((await staff.get(`/api/audit?entity=dossier&entity_id=${dossier.id_dossier}`)).statusCode).toBe(200);
    const all = await admin.get('/api/audit');
    expect(all.statusCode).toBe(200);
    expect(all.json().items.some((e: { entity: string }) => e.entity === 'user')).toBe(true);
  });

  it('filters by entity, id and user, and pages', async () => {
    for (let i = 0; i < 3; i++) await createDossier(staff);
    await createDossier(admin);
    const byStaff = (await admin.get(`/api/audit?entity=dossier&user=${staffId}`)).json();
    expect(byStaff.total).toBe(3);
    const paged = (await admin.get(`/api/audit?entity=dossier&page=2&page_size=2`)).json();
    expect(paged).toMatchObject({ total: 4, page: 2, page_size: 2 });
    expect(paged.items).toHaveLength(2);
    expect(paged.items[0].id).toBeGreaterThan(paged.items[1].id);
    const empty = (await admin.get('/api/audit?entity=&entity_id=&user=')).json();
    expect(empty.total).toBeGreaterThan(4);
    expect((await admin.get('/api/audit?page=0')).statusCode).toBe(400);
  });
});
