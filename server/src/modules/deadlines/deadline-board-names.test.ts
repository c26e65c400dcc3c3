import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier } from '../../../test/case-fixtures';
import { startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
let notification: number;

beforeEach(async () => {
  ({ server, admin } = await startServerWithAdmin({ at: '2026-11-01T09:00:00Z', settings: { timezone: 'UTC', country: 'MA', weekend_days: [6, 7] } }));
  const rules = (await admin.get('/api/deadline-rules')).json().items as { id: number; preset_key: string | null; trigger_type_ids: number[] }[];
  // The Moroccan appeal as counted for judgments notified from 24 August 2026 (law 58.25).
  const rule = rules.find((r) => r.preset_key === 'ma_appeal_cpc2026')!;
  notification = rule.trigger_type_ids[0]!;
  await admin.patch(`/api/deadline-rules/${rule.id}`, { active: true });
});
afterEach(() => server.close());

describe('the deadlines board', () => {
  it("names each deadline's dossier by its client and tribunal, not only its reference", async () => {
    const tribunal = (await admin.post('/api/tribunals', { nom: "Cour d'appel de Rabat", nom_ar: 'محكمة الاستئناف بالرباط', ville: 'Rabat' })).json();
    const named = await createDossier(admin, { ref_dossier_bureau: 1001, fk_tribunal: tribunal.id_tribunal });
    const client = (await admin.post('/api/parties', { name: 'Wafa Assurance', name_ar: 'وفا للتأمين', kind: 'organisation' })).json();
    const adverse = (await admin.post('/api/parties', { name: 'Ahmed Benali' })).json();
    await admin.post(`/api/dossiers/${named.id_dossier}/parties`, { id_party: adverse.id_party, role: 'adverse' });
    await admin.post(`/api/dossiers/${named.id_dossier}/parties`, { id_party: client.id_party, role: 'client' });
    const bare = await createDossier(admin, { ref_dossier_bureau: 1002 });
    await addAction(admin, named.id_dossier, { date_action: '2026-10-20', fk_type_action: notification });
    await addAction(admin, bare.id_dossier, { date_action: '2026-10-21', fk_type_action: notification });

    const items = (await admin.get('/api/deadlines')).json().items as Record<string, unknown>[];
    expect(items.map((d) => [d.ref_dossier_bureau, d.client_name, d.client_name_ar, d.tribunal_nom, d.tribunal_nom_ar])).toEqual([
      [1001, 'Wafa Assurance', 'وفا للتأمين', "Cour d'appel de Rabat", 'محكمة الاستئناف بالرباط'],
      [1002, null, null, null, null],
    ]);
  });
});
