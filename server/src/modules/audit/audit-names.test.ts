import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier } from '../../../test/case-fixtures';
import { signInUser, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => ({ server, admin } = await startServerWithAdmin()));
afterEach(() => server.close());

type Entry = { entity: string; entity_id: number; operation: string; dossier_ref: number | null; record_name: string | null };

describe('audit entries a person can read', () => {
  it('name the dossier by its reference and the named records by their current name', async () => {
    const dossier = await createDossier(admin, { ref_dossier_bureau: 1001 });
    const action = await addAction(admin, dossier.id_dossier, { fk_type_action: 73 });
    await admin.patch('/api/action-types/73', { libelle: 'Audience de plaidoirie' });
    const staff = await signInUser(server, admin);
    const staffId = (await staff.get('/api/auth/session')).json().user.id as number;
    const tribunal = (await admin.post('/api/tribunals', { nom: 'TPI Rabat', ville: 'Rabat' })).json();
    await admin.delete(`/api/tribunals/${tribunal.id_tribunal}`);

    const items = (await admin.get('/api/audit?page_size=100')).json().items as Entry[];
    const find = (entity: string, id: number, operation = 'create') =>
      items.find((e) => e.entity === entity && e.entity_id === id && e.operation === operation);
    expect(find('dossier', dossier.id_dossier)).toMatchObject({ dossier_ref: 1001, record_name: null });
    expect(find('action', action.id_action)).toMatchObject({ dossier_ref: 1001 });
    expect(find('type_action', 73, 'update')).toMatchObject({ dossier_ref: null, record_name: 'Audience de plaidoirie' });
    expect(items.find((e) => e.entity === 'user' && e.entity_id === staffId)).toMatchObject({ record_name: 'Samir Staff' });
    // A deleted record has no current name: its entry's changes still say what it was.
    expect(find('tribunal', tribunal.id_tribunal, 'delete')).toMatchObject({ record_name: null });
  });
});
