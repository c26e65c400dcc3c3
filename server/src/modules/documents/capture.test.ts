import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAction, createDossier } from '../../../test/case-fixtures';
import { multipart, type UploadFile } from '../../../test/document-fixtures';
import { signInUser, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';
import { textImage } from '../../../test/text-fixtures';

/** Phone captures: photos sent in order become one PDF, each page upright and reduced, then read by OCR. */

let server: TestServer;
let staff: TestClient;
let dossier: { id_dossier: number };

beforeAll(async () => {
  let admin: TestClient;
  ({ server, admin } = await startServerWithAdmin());
  staff = await signInUser(server, admin);
  dossier = await createDossier(staff);
});

afterAll(async () => {
  await server?.close();
});

const capture = (dossierId: number, photos: UploadFile[], fields: Record<string, string> = {}) => {
  const { payload, contentType } = multipart(photos, fields);
  return staff.request('POST', `/api/dossiers/${dossierId}/documents/capture`, undefined, { 'content-type': contentType }, payload);
};

/** The pixel sizes of the images a PDF holds, in the order they are stored. */
function imageSizes(pdf: PDFDocument): { width: number; height: number }[] {
  const sizes: { width: number; height: number }[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || object.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const size = (key: string) => (object.dict.get(PDFName.of(key)) as PDFNumber).asNumber();
    sizes.push({ width: size('Width'), height: size('Height') });
  }
  return sizes;
}

describe('phone capture', () => {
  it('files the photos as one PDF, in their order, each upright and reduced, then reads it by OCR', async () => {
    const action = await addAction(staff, dossier.id_dossier);
    // A phone holds the camera upright and stores the picture sideways, with EXIF saying to turn it.
    const first = await sharp(await textImage(['Audience du greffe numero 1234'], { width: 1400 }))
      .rotate(-90)
      .jpeg({ quality: 92 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const second = await sharp(await textImage(['Ordonnance de la seconde chambre'], { width: 1400 }))
      .resize({ width: 4200 })
      .png()
      .toBuffer();
    const res = await capture(
      dossier.id_dossier,
      [
        { filename: 'IMG_0001.jpg', content: first, field: 'photo' },
        { filename: 'IMG_0002.png', content: second, field: 'photo' },
      ],
      { title: 'Rôle du 2 mars', fk_action: String(action.id_action) },
    );
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      filename: 'Rôle du 2 mars.pdf',
      title: 'Rôle du 2 mars',
      content_type: 'application/pdf',
      fk_action: action.id_action,
      text_status: 'pending',
    });

    const file = await staff.get(`/api/documents/${doc.id_document}/content`);
    const pdf = await PDFDocument.load(file.rawPayload);
    const pages = pdf.getPages().map((page) => page.getSize());
    expect(pages).toHaveLength(2);
    // Turned upright: the text line is wider than high, as the first photo shows it.
    expect(pages[0]!.width).toBeGreaterThan(pages[0]!.height);
    const sizes = imageSizes(pdf);
    expect(Math.max(...sizes.map((s) => Math.max(s.width, s.height)))).toBeLessThanOrEqual(2400);
    expect(pdf.getTitle()).toBe('Rôle du 2 mars');

    await server.app.documentText.drain();
    expect((await staff.get(`/api/documents/${doc.id_document}`)).json()).toMatchObject({ text_status: 'done' });
    const text = await server.database.db
      .selectFrom('document_text')
      .select('content')
      .where('id_document', '=', doc.id_document)
      .executeTakeFirstOrThrow();
    const [audience, ordonnance] = [text.content.indexOf('Audience'), text.content.indexOf('Ordonnance')];
    expect(audience).toBeGreaterThanOrEqual(0);
    expect(ordonnance).toBeGreaterThan(audience);
    const found = (await staff.get(`/api/documents/search?q=${encodeURIComponent('greffe 1234')}`)).json();
    expect(found.items.map((i: { id_document: number }) => i.id_document)).toEqual([doc.id_document]);
  }, 120_000);

  it('names a capture without a title by the day, and refuses what is not a photo', async () => {
    const photo = { filename: 'a.jpg', content: await textImage(['Note'], { format: 'jpeg' }), field: 'photo' };
    const named = await capture(dossier.id_dossier, [photo]);
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().filename).toMatch(/^Photos \d{4}-\d{2}-\d{2}\.pdf$/);

    expect((await capture(dossier.id_dossier, [])).statusCode).toBe(400);
    expect(
      (await capture(dossier.id_dossier, [{ filename: 'notes.txt', content: Buffer.from('pas une photo'), field: 'photo' }])).statusCode,
    ).toBe(415);
    expect((await capture(dossier.id_dossier, [{ ...photo, field: 'file' }])).statusCode).toBe(400);
    const broken = Buffer.concat([photo.content.subarray(0, 200), Buffer.alloc(2000, 7)]);
    expect((await capture(dossier.id_dossier, [{ ...photo, content: broken }])).statusCode).toBe(400);
    expect((await capture(999999, [photo])).statusCode).toBe(404);
    // Nothing of the refused captures was kept.
    expect((await staff.get(`/api/dossiers/${dossier.id_dossier}/documents`)).json().total).toBe(2);
  }, 60_000);
});
