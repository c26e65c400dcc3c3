import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier } from '../../../test/case-fixtures';
import { readExport, unzip } from '../../../test/export-reader';
import { signInAdmin, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { IMPORT_FIXTURES } from '../../../test/import-fixtures';
import { csvSource } from './csv-source';
import { runImport } from './import-run';

let server: TestServer;
let dir: string;
beforeEach(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'cabinet-stages-transfer-'));
});
afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function importInto(target: TestServer, path: string) {
  const source = await csvSource(path);
  const report = await runImport(target.database, source);
  await source.close();
  expect(report.refused).toEqual([]);
  expect(report.faults).toEqual([]);
  return report;
}

const found = async (client: TestClient, q: string) =>
  ((await client.get(`/api/dossiers?q=${encodeURIComponent(q)}`)).json().items as { ref_dossier_bureau: number }[]).map((d) => d.ref_dossier_bureau);

describe('court levels moving in and out', () => {
  it('an import of the old system’s files makes the levels from the dossiers’ number fields, the fields kept as they were', async () => {
    const admin = await signInAdmin(server);
    await importInto(server, join(IMPORT_FIXTURES, 'comma'));
    const dossier = (await admin.get('/api/dossiers?q=1001')).json().items[0];
    const stages = (await admin.get(`/api/dossiers/${dossier.id_dossier}/stages`)).json().items as { kind: string; file_number_text: string }[];
    expect(stages.map((s) => [s.kind, s.file_number_text])).toEqual([
      ['police_report', 'PVT-4'],
      ['first_instance', 'TD-2022-1'],
    ]);
    expect((await admin.get(`/api/dossiers/${dossier.id_dossier}`)).json()).toMatchObject({ num_dossier_tribunal: 'TD-2022-1', num_pv_tribunal: 'PVT-4' });
    // The same files again: no level twice.
    await importInto(server, join(IMPORT_FIXTURES, 'comma'));
    expect((await admin.get(`/api/dossiers/${dossier.id_dossier}/stages`)).json().items).toHaveLength(2);
  });

  it('a Cabinet export carries its levels, hearings and parties’ languages, and an empty office reads them back the same', async () => {
    const admin = await signInAdmin(server);
    const tribunal = (await admin.post('/api/tribunals', { nom: 'Cour d’appel de Fès', ville: 'Fès' })).json().id_tribunal as number;
    const dossier = await createDossier(admin, { ref_dossier_bureau: 6001, num_dossier_tribunal: '2025/1201/10' });
    const bailiff = (await admin.post('/api/parties', { name: 'Me Bennis', phone: '0612345678', language: 'ar' })).json().id_party as number;
    await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, { id_party: bailiff, role: 'bailiff' });
    const appeal = (
      await admin.post(`/api/dossiers/${dossier.id_dossier}/stages`, {
        kind: 'appeal',
        file_raw: '2026/1221/77',
        national_number: '202612210077',
        fk_tribunal: tribunal,
        filing_ref: 'REQ-1',
        filed_on: '2026-01-10',
        judge: 'M. Idrissi',
        chamber: 'Chambre civile',
        decision_number: '456',
        decision_date: '2026-02-20',
        outcome: 'partly',
        amount_awarded: '120000.75',
        fk_bailiff_party: bailiff,
        note: 'Arrêt partiellement favorable',
      })
    ).json();
    await addAction(admin, dossier.id_dossier, { date_action: '2026-02-01', hearing_time: '10:30', room: 'Salle 2', fk_stage: appeal.id });

    const res = await admin.get('/api/admin/export');
    const files = await unzip(res.rawPayload);
    const stagesCsv = parse(files.get('stages.csv')!, { bom: true, columns: true }) as Record<string, string>[];
    expect(stagesCsv.find((s) => s.kind === 'appeal')).toMatchObject({
      file_number: '77',
      file_code: '1221',
      file_year: '2026',
      national_number: '202612210077',
      amount_awarded: '120000.75',
      fk_bailiff_party: String(bailiff),
      outcome: 'partly',
    });
    const actions = parse(files.get('action.csv')!, { bom: true, columns: true }) as Record<string, string>[];
    expect(actions[0]).toMatchObject({ hearing_time: '10:30', room: 'Salle 2', fk_stage: String(appeal.id) });
    expect((parse(files.get('parties.csv')!, { bom: true, columns: true }) as Record<string, string>[])[0]).toMatchObject({ language: 'ar' });

    const zipPath = join(dir, 'export.zip');
    writeFileSync(zipPath, res.rawPayload);
    const empty = await startTestServer();
    try {
      const emptyAdmin = await signInAdmin(empty);
      await importInto(empty, zipPath);
      expect(await readExport(empty.database)).toEqual(await readExport(server.database));
      // Found by the appeal's number written the other way round, and by its national number.
      expect(await found(emptyAdmin, '77/1221/2026')).toEqual([6001]);
      expect(await found(emptyAdmin, '202612210077')).toEqual([6001]);
      const again = await csvSource(zipPath);
      const second = await runImport(empty.database, again);
      await again.close();
      expect(second.tables.filter((t) => t.inserted + t.replaced > 0)).toEqual([]);
    } finally {
      await empty.close();
    }
  });

  it('drops an action’s link to a level of another dossier from hand-edited files', async () => {
    const admin = await signInAdmin(server);
    const one = await createDossier(admin, { ref_dossier_bureau: 6101 });
    const two = await createDossier(admin, { ref_dossier_bureau: 6102 });
    const stage = (await admin.post(`/api/dossiers/${one.id_dossier}/stages`, { kind: 'appeal' })).json();
    const action = await addAction(admin, two.id_dossier, { date_action: '2026-02-01' });
    const files = await unzip((await admin.get('/api/admin/export')).rawPayload);
    const folder = join(dir, 'edited');
    mkdirSync(folder);
    // fk_stage is action.csv's last column, empty in its one row: the row names the other dossier's level.
    expect(files.get('action.csv')!.trimEnd().endsWith(',')).toBe(true);
    for (const [name, text] of files) writeFileSync(join(folder, name), name === 'action.csv' ? `${text.trimEnd()}${stage.id}\n` : text);
    const edited = parse(readFileSync(join(folder, 'action.csv'), 'utf8'), { bom: true, columns: true }) as Record<string, string>[];
    expect(edited.map((r) => [r.id_action, r.fk_stage])).toEqual([[String(action.id_action), String(stage.id)]]);

    const empty = await startTestServer();
    try {
      await signInAdmin(empty);
      await importInto(empty, folder);
      const imported = await empty.database.db.selectFrom('action').select(['id_action', 'fk_stage']).execute();
      expect(imported).toEqual([{ id_action: action.id_action, fk_stage: null }]);
    } finally {
      await empty.close();
    }
  });
});
