import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier, insertExpert, insertExpertiseType } from '../../../test/case-fixtures';
import { readExport, unzip } from '../../../test/export-reader';
import { ADMIN, signInAdmin, signInUser, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { csvSource } from './csv-source';
import { runImport } from './import-run';
import { TRANSFER_TABLES } from './transfer-tables';

const FIXTURES = join(import.meta.dirname, '../../../test/fixtures/import');

let server: TestServer;
let dir: string;
beforeEach(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'cabinet-export-test-'));
});
afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** An office with imported history and work done in Cabinet since: every kind of record, the trash included. */
async function officeWithHistory(admin: TestClient) {
  const legacy = await csvSource(join(FIXTURES, 'comma'));
  expect((await runImport(server.database, legacy)).refused).toEqual([]);
  await legacy.close();
  const typeExpertise = await insertExpertiseType(server, 'Balistique');
  const expert = await insertExpert(server, 'Dr Nadia Tazi', typeExpertise);
  const dossier = await createDossier(admin, {
    ref_dossier_bureau: 5001,
    nom_responsable_civil: 'عبد الله; "Le Client"',
    montant_dette: '1234.05',
    accusation: 'ligne 1\nligne 2, suite',
  });
  await addAction(admin, dossier.id_dossier, { contenu: 'Audience, renvoi', date_prochaine: '2026-03-01' });
  await addAction(admin, dossier.id_dossier, {
    fk_type_action: 60,
    contenu: null,
    expertise: { fk_type_expertise: typeExpertise, fk_expert: expert, frais: '750.50', contenu: 'Rapport' },
  });
  const trashed = await createDossier(admin, { ref_dossier_bureau: 5002, nom_responsable_civil: 'Corbeille' });
  expect((await admin.delete(`/api/dossiers/${trashed.id_dossier}`)).statusCode).toBe(204);
}

describe('GET /api/admin/export', () => {
  it('downloads every table as CSV files in a zip, audited', async () => {
    const admin = await signInAdmin(server);
    await officeWithHistory(admin);
    server.clock.set(Date.parse('2026-03-04T10:00:00Z'));
    await admin.patch('/api/settings', { timezone: 'UTC' });

    const res = await admin.get('/api/admin/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cabinet-export-2026-03-04.zip"');
    const files = await unzip(res.rawPayload);
    expect([...files.keys()]).toEqual(TRANSFER_TABLES.map((t) => t.file));
    const dossiers = files.get('dossier.csv')!;
    expect(dossiers.startsWith('\uFEFFid_dossier,ref_dossier_bureau,date_inscription_bureau,')).toBe(true);
    expect(dossiers).toContain('"عبد الله; ""Le Client"""');
    expect(dossiers).toContain('1234.05');
    expect(files.get('action.csv')).toContain(ADMIN.email);
    expect(files.get('expertise.csv')).toContain('750.50');

    const audit = (await admin.get('/api/audit?entity=export')).json();
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({ operation: 'create', changes: { file: [null, 'cabinet-export-2026-03-04.zip'] } });
  });

  it('is for administrators only', async () => {
    const admin = await signInAdmin(server);
    const user = await signInUser(server, admin);
    expect((await user.get('/api/admin/export')).statusCode).toBe(403);
    expect((await admin.get('/api/audit?entity=export')).json().total).toBe(0);
  });

  it('round trip: the import reads the zip, or its extracted folder, back into an empty database to the same data', async () => {
    const admin = await signInAdmin(server);
    await officeWithHistory(admin);
    const res = await admin.get('/api/admin/export');
    const zipPath = join(dir, 'export.zip');
    writeFileSync(zipPath, res.rawPayload);
    const original = await readExport(server.database);
    expect(original['dossier.csv']!.some((row) => row.includes('Corbeille') && row.at(-5) !== '')).toBe(true);

    const folder = join(dir, 'extracted');
    mkdirSync(folder);
    for (const [name, text] of await unzip(res.rawPayload)) writeFileSync(join(folder, name), text);

    for (const path of [zipPath, folder]) {
      const empty = await startTestServer();
      try {
        const source = await csvSource(path);
        const report = await runImport(empty.database, source);
        await source.close();
        expect(report.refused).toEqual([]);
        expect(await readExport(empty.database)).toEqual(original);
        // The trashed dossier is still in the trash, its reference free for a live dossier.
        const trashed = await empty.database.db
          .selectFrom('dossier')
          .select('deleted_at')
          .where('nom_responsable_civil', '=', 'Corbeille')
          .executeTakeFirstOrThrow();
        expect(trashed.deleted_at).not.toBeNull();
      } finally {
        await empty.close();
      }
    }
  });
});
