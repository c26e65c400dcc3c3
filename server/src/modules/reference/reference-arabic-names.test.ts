import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { unzip } from '../../../test/export-reader';
import { startServerWithAdmin, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { csvSource } from '../transfer/csv-source';
import { runImport } from '../transfer/import-run';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => {
  ({ server, admin } = await startServerWithAdmin());
});
afterEach(() => server.close());

describe('Arabic names of tribunals and experts', () => {
  it('keeps an optional Arabic name, finds the record by it, and clears it when emptied', async () => {
    const created = await admin.post('/api/tribunals', {
      nom: 'Tribunal de première instance civil de Casablanca',
      nom_ar: '  المحكمة الابتدائية المدنية بالدار البيضاء  ',
      ville: 'Casablanca',
    });
    expect(created.statusCode).toBe(201);
    const tribunal = created.json();
    expect(tribunal.nom_ar).toBe('المحكمة الابتدائية المدنية بالدار البيضاء');
    const plain = (await admin.post('/api/tribunals', { nom: 'Cour de cassation', ville: 'Rabat' })).json();
    expect(plain.nom_ar).toBeNull();
    expect((await admin.get(`/api/tribunals?q=${encodeURIComponent('المدنية')}`)).json().items.map((t: { id_tribunal: number }) => t.id_tribunal)).toEqual([
      tribunal.id_tribunal,
    ]);
    const cleared = await admin.patch(`/api/tribunals/${tribunal.id_tribunal}`, { nom_ar: '', version: tribunal.version });
    expect(cleared.json().nom_ar).toBeNull();
    const tooLong = await admin.post('/api/tribunals', { nom: 'X', nom_ar: 'ع'.repeat(300), ville: 'Rabat' });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().error.fields)).toEqual(['nom_ar']);

    const expert = (await admin.post('/api/experts', { nom: 'Dr Nadia Tazi', nom_ar: 'الدكتورة نادية التازي', specialite: 'Orthopédie' })).json();
    expect(expert.nom_ar).toBe('الدكتورة نادية التازي');
    expect((await admin.get(`/api/experts?q=${encodeURIComponent('نادية')}`)).json().items.map((x: { id_expert: number }) => x.id_expert)).toEqual([
      expert.id_expert,
    ]);
  });

  it('shows the Arabic name of a dossier\'s tribunal beside the French one', async () => {
    const tribunal = (await admin.post('/api/tribunals', { nom: "Cour d'appel de Rabat", nom_ar: 'محكمة الاستئناف بالرباط', ville: 'Rabat' })).json();
    const dossier = (await admin.post('/api/dossiers', { ref_dossier_bureau: 1001, date_inscription_bureau: '2026-01-15', fk_tribunal: tribunal.id_tribunal })).json();
    expect((await admin.get(`/api/dossiers/${dossier.id_dossier}`)).json()).toMatchObject({
      tribunal_nom: "Cour d'appel de Rabat",
      tribunal_nom_ar: 'محكمة الاستئناف بالرباط',
    });
    expect((await admin.get('/api/dossiers')).json().items[0]).toMatchObject({ tribunal_nom_ar: 'محكمة الاستئناف بالرباط' });
  });

  it('moves out and back in with the export and the import; an old file without the column leaves it empty', async () => {
    await admin.post('/api/tribunals', { nom: 'Tribunal de Fès', nom_ar: 'المحكمة الابتدائية بفاس', ville: 'Fès' });
    await admin.post('/api/experts', { nom: 'Dr Alami', nom_ar: 'الدكتور العلمي', specialite: 'Médicale' });
    const files = await unzip((await admin.get('/api/admin/export')).rawPayload);
    expect(files.get('tribunal.csv')).toContain('المحكمة الابتدائية بفاس');
    expect(files.get('expert.csv')).toContain('الدكتور العلمي');

    const dir = mkdtempSync(join(tmpdir(), 'cabinet-arabic-names-'));
    const other = await startTestServer();
    try {
      for (const [name, text] of files) writeFileSync(join(dir, name), text);
      const source = await csvSource(dir);
      expect((await runImport(other.database, source, { now: new Date().toISOString() })).refused).toEqual([]);
      await source.close();
      const db = other.database.db;
      expect(await db.selectFrom('tribunal').select(['nom', 'nom_ar']).execute()).toEqual([{ nom: 'Tribunal de Fès', nom_ar: 'المحكمة الابتدائية بفاس' }]);
      expect(await db.selectFrom('expert').select('nom_ar').execute()).toEqual([{ nom_ar: 'الدكتور العلمي' }]);

      // The old system's file: no Arabic name.
      writeFileSync(join(dir, 'tribunal.csv'), 'id_tribunal,nom,ville\n7,Tribunal de Meknès,Meknès\n');
      for (const name of files.keys()) if (name !== 'tribunal.csv') rmSync(join(dir, name));
      const legacy = await csvSource(dir);
      expect((await runImport(other.database, legacy, { now: new Date().toISOString() })).refused).toEqual([]);
      await legacy.close();
      expect(await db.selectFrom('tribunal').select('nom_ar').where('id_tribunal', '=', 7).executeTakeFirstOrThrow()).toEqual({ nom_ar: null });
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
