import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDossier, insertTribunal } from '../../../test/case-fixtures';
import { signInUser, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => ({ server, admin } = await startServerWithAdmin({ at: '2026-03-10T09:00:00Z' })));
afterEach(() => server.close());

async function addStage(client: TestClient, dossierId: number, body: Record<string, unknown>) {
  const res = await client.post(`/api/dossiers/${dossierId}/stages`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const dossierOf = async (id: number) => (await admin.get(`/api/dossiers/${id}`)).json();
const stagesOf = async (id: number) => (await admin.get(`/api/dossiers/${id}/stages`)).json().items as Record<string, unknown>[];

describe('the levels of a dossier', () => {
  it('are listed in court order, each with its number in parts and as the court writes it', async () => {
    const dossier = await createDossier(admin);
    const tribunal = await insertTribunal(server, 'Cour d’appel de Casablanca', 'Casablanca');
    await addStage(admin, dossier.id_dossier, { kind: 'appeal', file_raw: '2026/1201/1457', fk_tribunal: tribunal, judge: 'M. Tazi' });
    const first = await addStage(admin, dossier.id_dossier, { kind: 'first_instance', file_raw: 'Dossier 12 bis', amount_awarded: '15000.5' });
    await addStage(admin, dossier.id_dossier, { kind: 'cassation', file_raw: '1234/1/2/2027' });
    await addStage(admin, dossier.id_dossier, { kind: 'police_report', file_number: '77', file_code: '3', file_year: '2025' });

    const items = await stagesOf(dossier.id_dossier);
    expect(items.map((s) => [s.kind, s.file_number_text])).toEqual([
      ['police_report', '77/3/2025'],
      ['first_instance', 'Dossier 12 bis'],
      ['appeal', '1457/1201/2026'],
      ['cassation', '1234/1/2/2027'],
    ]);
    expect(items[2]).toMatchObject({
      file_number: '1457',
      file_code: '1201',
      file_year: '2026',
      file_raw: null,
      tribunal_name: 'Cour d’appel de Casablanca',
      judge: 'M. Tazi',
      status: 'open',
      version: 1,
    });
    expect(items[3]).toMatchObject({ file_chamber: '1', file_section: '2', file_code: null });
    expect(first).toMatchObject({ file_number: null, file_raw: 'Dossier 12 bis', amount_awarded: '15000.50' });
  });

  it('takes the number typed whole or in parts, and clears it when it is cleared', async () => {
    const dossier = await createDossier(admin);
    const stage = await addStage(admin, dossier.id_dossier, { kind: 'appeal', file_raw: 'Dossier bis' });
    const patch = async (body: Record<string, unknown>) => {
      const res = await admin.patch(`/api/stages/${stage.id}`, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    // A form that sends the parts with an empty typed number keeps the parts.
    expect(await patch({ file_number: '12', file_code: '1201', file_year: '2026', file_raw: null })).toMatchObject({
      file_number_text: '12/1201/2026',
      file_raw: null,
    });
    expect(await patch({ file_year: '2027' })).toMatchObject({ file_number_text: '12/1201/2027' });
    // Typed whole, it replaces the parts sent beside it.
    expect(await patch({ file_raw: '2025/1221/99', file_number: '1' })).toMatchObject({ file_number: '99', file_code: '1221', file_year: '2025' });
    expect(await patch({ file_raw: null })).toMatchObject({ file_number: null, file_code: null, file_year: null, file_raw: null, file_number_text: null });
    expect((await dossierOf(dossier.id_dossier)).num_dossier_tribunal_a).toBeNull();
  });

  it('answers 409 to a stale version, 404 once deleted, and writes each change in the dossier’s history', async () => {
    const staff = await signInUser(server, admin);
    const dossier = await createDossier(staff);
    const stage = await addStage(staff, dossier.id_dossier, { kind: 'first_instance', file_raw: '100/1201/2026' });
    const changed = await staff.patch(`/api/stages/${stage.id}`, { decision_date: '2026-03-01', outcome: 'won', version: 1 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ decision_date: '2026-03-01', outcome: 'won', version: 2 });
    const stale = await staff.patch(`/api/stages/${stage.id}`, { judge: 'X', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current).toMatchObject({ version: 2, outcome: 'won' });
    expect((await staff.request('DELETE', `/api/stages/${stage.id}`)).statusCode).toBe(204);
    expect((await staff.get(`/api/stages/${stage.id}`)).statusCode).toBe(404);

    const history = (await staff.get(`/api/audit?entity=dossier&entity_id=${dossier.id_dossier}&page_size=100`)).json().items as {
      entity: string;
      operation: string;
      changes: Record<string, [unknown, unknown]>;
    }[];
    const stageLines = history.filter((e) => e.entity === 'stage').map((e) => e.operation);
    expect(stageLines.sort()).toEqual(['create', 'delete', 'update']);
    expect(history.find((e) => e.entity === 'stage' && e.operation === 'update')!.changes).toMatchObject({
      decision_date: [null, '2026-03-01'],
      outcome: [null, 'won'],
    });
  });

  it('refuses what is not of this office: an unknown tribunal or bailiff, a dossier in the trash', async () => {
    const dossier = await createDossier(admin);
    const bad = await admin.post(`/api/dossiers/${dossier.id_dossier}/stages`, { kind: 'appeal', fk_tribunal: 9999, fk_bailiff_party: 9999 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['fk_bailiff_party', 'fk_tribunal']);
    expect((await admin.post(`/api/dossiers/${dossier.id_dossier}/stages`, { kind: 'trial' })).statusCode).toBe(400);
    const stage = await addStage(admin, dossier.id_dossier, { kind: 'appeal' });
    expect((await admin.request('DELETE', `/api/dossiers/${dossier.id_dossier}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/stages/${stage.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/dossiers/${dossier.id_dossier}/stages`)).statusCode).toBe(404);
    expect((await admin.post(`/api/dossiers/${dossier.id_dossier}/stages`, { kind: 'appeal' })).statusCode).toBe(404);
  });
});

describe('the old number fields and the levels', () => {
  it('a level writes its field; the appeal’s filing reference writes the instrument number', async () => {
    const dossier = await createDossier(admin);
    const appeal = await addStage(admin, dossier.id_dossier, { kind: 'appeal', file_raw: '2026/1201/1457', filing_ref: 'REQ-88' });
    expect(await dossierOf(dossier.id_dossier)).toMatchObject({ num_dossier_tribunal_a: '1457/1201/2026', num_instrument_a: 'REQ-88', version: 2 });
    await admin.patch(`/api/stages/${appeal.id}`, { file_raw: '1458/1201/2026' });
    expect(await dossierOf(dossier.id_dossier)).toMatchObject({ num_dossier_tribunal_a: '1458/1201/2026' });
    // Another field of the level leaves the dossier as it was.
    const before = await dossierOf(dossier.id_dossier);
    await admin.patch(`/api/stages/${appeal.id}`, { judge: 'Mme Bennani' });
    expect((await dossierOf(dossier.id_dossier)).version).toBe(before.version);
    await admin.request('DELETE', `/api/stages/${appeal.id}`);
    expect(await dossierOf(dossier.id_dossier)).toMatchObject({ num_dossier_tribunal_a: null, num_instrument_a: null });
  });

  it('a dossier edit of a field makes or updates its level, and a number typed year first stays as typed', async () => {
    const dossier = await createDossier(admin, { num_dossier_tribunal: '2026/1201/1457', num_pv_tribunal: 'PV 33' });
    expect((await stagesOf(dossier.id_dossier)).map((s) => [s.kind, s.file_number_text, s.file_raw])).toEqual([
      ['police_report', 'PV 33', 'PV 33'],
      ['first_instance', '1457/1201/2026', null],
    ]);
    expect((await dossierOf(dossier.id_dossier)).num_dossier_tribunal).toBe('2026/1201/1457');

    const patched = await admin.patch(`/api/dossiers/${dossier.id_dossier}`, { num_dossier_tribunal: '1500/1201/2026', num_instrument_c: 'POURVOI 4' });
    expect(patched.statusCode, patched.body).toBe(200);
    const stages = await stagesOf(dossier.id_dossier);
    expect(stages.map((s) => [s.kind, s.file_number_text, s.filing_ref])).toEqual([
      ['police_report', 'PV 33', null],
      ['first_instance', '1500/1201/2026', null],
      ['cassation', null, 'POURVOI 4'],
    ]);
    // Only the level changed: it was updated, not added again.
    expect(stages[1]!.version).toBe(2);
    // The level's own write gives the dossier nothing new: the number is the same either way round.
    await admin.patch(`/api/stages/${stages[1]!.id}`, { file_raw: '2026/1201/1500' });
    expect((await dossierOf(dossier.id_dossier)).num_dossier_tribunal).toBe('1500/1201/2026');
  });

  it('an action whose type fills a field makes the level, in the action’s transaction', async () => {
    const dossier = await createDossier(admin);
    // 67: the old system's "Dossier tribunal (appel)", whose effect fills num_dossier_tribunal_a.
    const res = await admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, {
      date_action: '2026-03-02',
      fk_type_action: 67,
      contenu: 'Appel enrôlé',
      dossier_field_value: '900/1201/2026',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().dossier.num_dossier_tribunal_a).toBe('900/1201/2026');
    expect((await stagesOf(dossier.id_dossier)).map((s) => [s.kind, s.file_number_text])).toEqual([['appeal', '900/1201/2026']]);
  });
});

describe('the dossier search and the levels', () => {
  it('finds a dossier by its level’s number written either way round, and by the national number', async () => {
    const found = await createDossier(admin);
    await createDossier(admin, { num_dossier_tribunal: '1457/1201/2025' });
    await addStage(admin, found.id_dossier, { kind: 'opposition', file_raw: '1457/1201/2026', national_number: '202612010001457' });
    for (const q of ['1457/1201/2026', '2026/1201/1457', '2026-1201-1457', '202612010001457']) {
      const res = (await admin.get(`/api/dossiers?q=${encodeURIComponent(q)}`)).json();
      expect(res.items.map((d: { id_dossier: number }) => d.id_dossier), q).toEqual([found.id_dossier]);
    }
  });
});
