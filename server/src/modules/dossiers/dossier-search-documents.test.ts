import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDossier } from '../../../test/case-fixtures';
import { upload } from '../../../test/document-fixtures';
import { startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

/** The dossier search with the documents' text: asked for by `documents=1`, never by default. */

let server: TestServer;
let admin: TestClient;
/** The references of the dossiers found: by a document's text, by the dossier's own text. */
const refs = { withReport: 7001, byCharge: 7002 };

async function textDocument(dossierId: number, text: string): Promise<number> {
  const res = await upload(admin, dossierId, [{ filename: 'notes.txt', content: Buffer.from(text) }]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().items[0].id_document as number;
}

beforeAll(async () => {
  ({ server, admin } = await startServerWithAdmin());
  const withReport = await createDossier(admin, { ref_dossier_bureau: 7001, nom_responsable_civil: 'Atlas Transports' });
  await createDossier(admin, { ref_dossier_bureau: 7002, accusation: 'Blessures involontaires à la victime' });
  const deletedDocument = await createDossier(admin, { ref_dossier_bureau: 7003 });
  const trashed = await createDossier(admin, { ref_dossier_bureau: 7004 });
  await createDossier(admin, { ref_dossier_bureau: 7005 });
  await textDocument(withReport.id_dossier, 'Rapport d’expertise de la seconde victime.\nالخبرة الطبية للضحية الثانية');
  const gone = await textDocument(deletedDocument.id_dossier, 'La seconde victime, rapport annulé');
  await textDocument(trashed.id_dossier, 'Seconde victime, dossier à la corbeille');
  expect(await server.app.documentText.drain()).toBe(3);
  expect((await admin.delete(`/api/documents/${gone}`)).statusCode).toBe(204);
  expect((await admin.delete(`/api/dossiers/${trashed.id_dossier}`)).statusCode).toBe(204);
}, 60_000);

afterAll(() => server?.close());

async function found(query: string) {
  const res = await admin.get(`/api/dossiers?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: { ref_dossier_bureau: number }[]; total: number };
  return { refs: body.items.map((item) => item.ref_dossier_bureau).sort(), total: body.total };
}

describe('searching dossiers in their documents’ text', () => {
  it('finds too the dossiers holding a live document with every word, only when asked', async () => {
    expect(await found('q=victime')).toEqual({ refs: [refs.byCharge], total: 1 });
    expect(await found('q=victime&documents=0')).toEqual({ refs: [refs.byCharge], total: 1 });
    // A deleted document and a dossier in the trash are found by nobody.
    expect(await found('q=victime&documents=1')).toEqual({ refs: [refs.withReport, refs.byCharge], total: 2 });
    // Every word, in one document, folded as names are: case, accents, Arabic letter forms.
    expect(await found(`q=${encodeURIComponent('SECONDE Victime')}&documents=1`)).toEqual({ refs: [refs.withReport], total: 1 });
    expect(await found(`q=${encodeURIComponent('expertise victimes')}&documents=1`)).toEqual({ refs: [], total: 0 });
    expect(await found(`q=${encodeURIComponent('الطبيه الثانيه')}&documents=1`)).toEqual({ refs: [refs.withReport], total: 1 });
  });

  it('keeps the other filters, and the dossier’s own text, as they are', async () => {
    expect(await found('q=atlas&documents=1')).toEqual({ refs: [refs.withReport], total: 1 });
    expect(await found('q=victime&documents=1&from=2000-01-01&page_size=1')).toMatchObject({ total: 2 });
    // Words under three letters say nothing of the documents: the search is the dossiers' own.
    expect(await found('q=de&documents=1')).toEqual(await found('q=de'));
  });

  it('takes the search syntax of neither database from the query', async () => {
    for (const q of ['"victime', 'victime AND', 'vict*', "victime' OR 1=1 --", 'NEAR(victime)', '%_\\']) {
      const res = await admin.get(`/api/dossiers?q=${encodeURIComponent(q)}&documents=1`);
      expect(res.statusCode, q).toBe(200);
    }
    expect((await found(`q=${encodeURIComponent('"seconde victime"')}&documents=1`)).refs).toEqual([refs.withReport]);
  });
});
