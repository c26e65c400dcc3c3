import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDossier } from '../../../test/case-fixtures';
import { upload, type UploadFile } from '../../../test/document-fixtures';
import { signInUser, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';
import { docxWith, emlWith, odtWith, sandwichPdf, scanPdf, textImage, textPdf } from '../../../test/text-fixtures';
import { createDocumentTextRepository } from './document-text.repository';

/**
 * Documents' text read for real: a PDF's text layer with PDF.js, scans and photos by Tesseract in
 * Arabic and French, Word, OpenDocument and e-mail files, then found by their words on both
 * databases. Each file is made here, with words known in advance.
 */

const reverseWords = (text: string) =>
  text
    .split(' ')
    .map((w) => [...w].reverse().join(''))
    .join(' ');

let server: TestServer;
let admin: TestClient;
let staff: TestClient;
let dossier: { id_dossier: number; ref_dossier_bureau: number };
let other: { id_dossier: number };
const ids: Record<string, number> = {};

async function uploadOne(client: TestClient, dossierId: number, file: UploadFile): Promise<number> {
  const res = await upload(client, dossierId, [file]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().items[0].id_document as number;
}

const documentOf = async (id: number) => (await staff.get(`/api/documents/${id}`)).json();
const search = async (q: string, page = 1) => {
  const res = await staff.get(`/api/documents/search?q=${encodeURIComponent(q)}&page=${page}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { id_document: number; snippet: string | null; highlights: [number, number][]; dossier: { id_dossier: number } }[];
    total: number;
  };
};
const searchDossier = async (dossierId: number, q: string) => {
  const res = await staff.get(`/api/dossiers/${dossierId}/documents?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id_document: number; snippet: string | null }[]; total: number };
};
const foundIds = (result: { items: { id_document: number }[] }) => result.items.map((i) => i.id_document).sort((a, b) => a - b);

beforeAll(async () => {
  ({ server, admin } = await startServerWithAdmin());
  staff = await signInUser(server, admin);
  dossier = await createDossier(staff);
  other = await createDossier(staff);
  const pageImage = await textImage(['Rapport de la seconde victime', 'المحكمة الابتدائية بالدار البيضاء']);
  const arabicOnly = await textImage(['الخبرة الطبية للضحية الثانية']);
  ids.textPdf = await uploadOne(staff, dossier.id_dossier, {
    filename: 'jugement.pdf',
    content: await textPdf([
      ['Jugement du tribunal de première instance', 'La compagnie d’assurance Atlas est condamnée'],
      ['محكمة الاستئناف بالرباط'],
    ]),
  });
  ids.image = await uploadOne(staff, dossier.id_dossier, { filename: 'photo.png', content: pageImage });
  ids.scan = await uploadOne(staff, other.id_dossier, { filename: 'scan.pdf', content: await scanPdf([pageImage]) });
  ids.reversed = await uploadOne(staff, dossier.id_dossier, {
    filename: 'ocr-layer.pdf',
    content: await sandwichPdf(arabicOnly, reverseWords('الخبرة الطبية للضحية الثانية الخبرة الطبية')),
  });
  ids.docx = await uploadOne(staff, dossier.id_dossier, {
    filename: 'conclusions.docx',
    content: docxWith(['Conclusions en défense', 'مذكرة جوابية للمدعى عليه']),
  });
  ids.odt = await uploadOne(staff, dossier.id_dossier, {
    filename: 'requete.odt',
    content: odtWith(['Requête en référé expertise', 'Mme Benjelloun & fils <SARL>']),
  });
  ids.eml = await uploadOne(staff, dossier.id_dossier, {
    filename: 'convocation.eml',
    content: emlWith('استدعاء للجلسة', 'Vous êtes convoqué à l’audience du 12 mars.'),
  });
  ids.text = await uploadOne(staff, dossier.id_dossier, {
    filename: 'notes.txt',
    content: Buffer.from('Notes: appeler le greffier au sujet du procès-verbal.'),
  });
  ids.sheet = await uploadOne(staff, dossier.id_dossier, {
    filename: 'frais.xlsx',
    content: (await import('../../../test/document-fixtures')).zip([
      {
        name: '[Content_Types].xml',
        data: Buffer.from(
          '<Types><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
        ),
      },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    ]),
  });
  expect(await server.app.documentText.drain()).toBe(8);
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe('reading the text of documents', () => {
  it('reads each kind of file and marks it done, with its language; a spreadsheet has no text to read', async () => {
    const statuses = Object.fromEntries(await Promise.all(Object.entries(ids).map(async ([name, id]) => [name, await documentOf(id)])));
    for (const name of ['textPdf', 'image', 'scan', 'reversed', 'docx', 'odt', 'eml', 'text']) {
      expect(statuses[name], name).toMatchObject({ text_status: 'done', text_error: null });
    }
    expect(statuses.sheet).toMatchObject({ text_status: 'none', text_language: null });
    expect(statuses.reversed.text_language).toBe('ar');
    expect(statuses.text.text_language).toBe('fr');
    const methods = await server.database.db.selectFrom('document_text').select(['id_document', 'method']).execute();
    const methodOf = (id: number) => methods.find((m) => m.id_document === id)?.method;
    expect(methodOf(ids.textPdf!)).toBe('pdf');
    expect(methodOf(ids.image!)).toBe('ocr');
    expect(methodOf(ids.scan!)).toBe('ocr');
    // The layer's Arabic came out back to front: the page was read by OCR instead.
    expect(methodOf(ids.reversed!)).toBe('ocr');
  });

  it('finds a text PDF by a French word without its accent and an Arabic one written with another letter form', async () => {
    expect(foundIds(await search('PREMIERE instance'))).toEqual([ids.textPdf]);
    // "الإستئناف" with a hamza under the alif, "بالرباط": the layer has "الاستئناف".
    expect(foundIds(await search('الإستئناف'))).toEqual([ids.textPdf]);
  });

  it('finds photos and scans by the words Tesseract read, in Arabic and in French', async () => {
    expect(foundIds(await search('seconde victime'))).toEqual([ids.image, ids.scan].sort((a, b) => a! - b!));
    expect(foundIds(await search('الابتدائيه البيضاء'))).toEqual([ids.image, ids.scan].sort((a, b) => a! - b!));
    expect(foundIds(await search('الطبيه الثانية'))).toEqual([ids.reversed]);
    // Newest first; the count stops where it is told to, and says there are more.
    const repo = createDocumentTextRepository(server.database.db);
    const capped = await repo.search(['seconde', 'victime'], 1, 0, 1);
    expect({ ids: capped.rows.map((r) => r.id_document), total: capped.total, more: capped.more }).toEqual({
      ids: [Math.max(ids.image!, ids.scan!)],
      total: 1,
      more: true,
    });
    expect((await repo.search(['seconde', 'victime'], 1, 1, 5)).rows.map((r) => r.id_document)).toEqual([Math.min(ids.image!, ids.scan!)]);
    expect(await search('seconde victime')).toMatchObject({ total: 2, more: false });
  });

  it('finds Word, OpenDocument, e-mail and plain text files', async () => {
    expect(foundIds(await search('مذكرة جوابية'))).toEqual([ids.docx]);
    expect(foundIds(await search('référé'))).toEqual([ids.odt]);
    expect(foundIds(await search('استدعاء'))).toEqual([ids.eml]);
    expect(foundIds(await search('audience 12 mars'))).toEqual([ids.eml]);
    expect(foundIds(await search('proces-verbal'))).toEqual([ids.text]);
  });

  it('shows the passage found as plain text, with the matched words marked', async () => {
    const [hit] = (await search('benjelloun')).items;
    expect(hit!.snippet).toContain('Mme Benjelloun & fils <SARL>');
    const [start, end] = hit!.highlights[0]!;
    expect(hit!.snippet!.slice(start, end)).toBe('Benjelloun');
    expect(hit!.dossier.id_dossier).toBe(dossier.id_dossier);
  });

  it("searches one dossier's documents, and answers an unknown dossier with 404", async () => {
    expect(foundIds(await searchDossier(dossier.id_dossier, 'seconde victime'))).toEqual([ids.image]);
    expect(foundIds(await searchDossier(other.id_dossier, 'seconde victime'))).toEqual([ids.scan]);
    expect((await staff.get('/api/dossiers/999999/documents?q=victime')).statusCode).toBe(404);
    // Without q, the list is the whole list, as before.
    expect((await staff.get(`/api/dossiers/${dossier.id_dossier}/documents`)).json().total).toBe(8);
  });

  it('takes any text as words: search syntax and punctuation never fail', async () => {
    for (const q of [
      'NEAR(victime',
      'AND OR',
      '%_%audience',
      "l'audience",
      'victime"',
      '^victime*',
      '\\rapport',
      '"la seconde"',
      'victime -rapport',
    ]) {
      const res = await staff.get(`/api/documents/search?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
    }
    for (const q of ['"', '*', '%_%', '^', '\\', '"!!!"']) {
      expect((await staff.get(`/api/documents/search?q=${encodeURIComponent(q)}`)).statusCode, q).toBe(400);
      expect((await staff.get(`/api/dossiers/${dossier.id_dossier}/documents?q=${encodeURIComponent(q)}`)).json(), q).toEqual({
        items: [],
        total: 0,
      });
    }
    expect((await staff.get(`/api/documents/search?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
    expect((await staff.get('/api/documents/search')).statusCode).toBe(400);
  });

  it('looks for short words in one dossier only: across every document they are left out, and a search needs a longer one', async () => {
    const refused = await staff.get('/api/documents/search?q=de%20la');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.q).toBe('Type at least one word of 3 letters or more');
    // Beside a longer word, a short one is left out across every document, and counts in one dossier.
    expect(foundIds(await search('fils & Benjelloun'))).toEqual([ids.odt]);
    expect(foundIds(await search('xy Benjelloun'))).toEqual([ids.odt]);
    expect(foundIds(await searchDossier(dossier.id_dossier, 'xy Benjelloun'))).toEqual([]);
    expect(foundIds(await searchDossier(dossier.id_dossier, 'fils'))).toEqual([ids.odt]);
    expect(foundIds(await searchDossier(dossier.id_dossier, 'mme'))).toEqual([ids.odt]);
  });

  it('hides documents in the trash and those of a dossier in the trash', async () => {
    expect(foundIds(await search('seconde victime'))).toHaveLength(2);
    expect((await staff.delete(`/api/documents/${ids.image}`)).statusCode).toBe(204);
    expect(foundIds(await search('seconde victime'))).toEqual([ids.scan]);
    expect((await staff.delete(`/api/dossiers/${other.id_dossier}`)).statusCode).toBe(204);
    expect((await search('seconde victime')).total).toBe(0);
    // Restored, a document is found again; purged, its text goes with it.
    expect((await admin.post(`/api/trash/documents/${ids.image}/restore`)).statusCode).toBe(200);
    expect(foundIds(await search('seconde victime'))).toEqual([ids.image]);
    await staff.delete(`/api/documents/${ids.image}`);
    expect((await admin.delete(`/api/trash/documents/${ids.image}`)).statusCode).toBe(204);
    const texts = await server.database.db
      .selectFrom('document_text')
      .select('id_document')
      .where('id_document', '=', ids.image!)
      .execute();
    expect(texts).toEqual([]);
  });
});

describe('the reading queue', () => {
  it('leaves a document another reader holds, and takes one whose claim ran out (a stopped instance)', async () => {
    const repo = createDocumentTextRepository(server.database.db);
    const id = await uploadOne(staff, dossier.id_dossier, { filename: 'again.txt', content: Buffer.from('Une ordonnance de référé') });
    const now = new Date(server.clock.now()).toISOString();
    const later = new Date(server.clock.now() + 60_000).toISOString();
    expect(await repo.claim(id, 'other-instance', later, now)).toBe(true);
    expect(await repo.claim(id, 'second-reader', later, now)).toBe(false);
    expect(await server.app.documentText.drain()).toBe(0);
    expect((await documentOf(id)).text_status).toBe('pending');
    // That instance stopped: its claim runs out and this one reads the document.
    server.clock.advance(61_000);
    expect(await server.app.documentText.drain()).toBe(1);
    expect((await documentOf(id)).text_status).toBe('done');
  }, 60_000);

  it('says so when Tesseract is missing, never failing the upload, and reads the document once retried', async () => {
    const path = process.env.PATH;
    const empty = mkdtempSync(join(tmpdir(), 'cabinet-no-tools-'));
    let id: number;
    try {
      process.env.PATH = empty;
      id = await uploadOne(staff, dossier.id_dossier, { filename: 'scan.png', content: await textImage(['Ordonnance de non-lieu']) });
      await server.app.documentText.drain();
      expect(await documentOf(id)).toMatchObject({ text_status: 'failed', text_error: 'ocr_unavailable' });
    } finally {
      process.env.PATH = path;
      rmSync(empty, { recursive: true, force: true });
    }
    const retried = await staff.post(`/api/documents/${id}/text/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ text_status: 'pending', text_error: null });
    await server.app.documentText.drain();
    expect(await documentOf(id)).toMatchObject({ text_status: 'done' });
    expect(foundIds(await search('non-lieu'))).toEqual([id]);
    expect((await staff.post('/api/documents/999999/text/retry')).statusCode).toBe(404);
  }, 60_000);
});
