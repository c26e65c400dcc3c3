import { DOCUMENT_SEARCH_COUNT_UP_TO } from '@cabinet/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';
import { foldDocumentText } from '../documents/text-folding';

/**
 * The dossier search with the documents' text (`documents=1`) for a word most documents hold,
 * beside rarer ones: the first pages in the list's order and the total, counted up to its bound
 * and said to be more. PostgreSQL looks for a common word's documents dossier by dossier and a
 * rare one's through the trigram index: the answers are the same, and the same as SQLite's.
 */

/** More dossiers holding the common word than the total counts. */
const DOSSIERS = 1600;
const BATCH = 200;
let server: TestServer;
let admin: TestClient;
/** Dossier `i` (its reference 50000 + i) by its place: ids in the order they were made. */
const dossierIds: number[] = [];
/** Dossiers that hold the words in their own text, not in a document. */
const byOwnText = new Set([5, 600]);
let trashedDossier: number;

/** Dossier i's document: "incapacité" in two of three, "zerhouni" in one of fifty, "ouarzazate" in 3 only. */
const holdsCommon = (i: number) => i % 3 !== 0;
const holdsSome = (i: number) => i % 50 === 7;
const holdsRare = (i: number) => i === 10 || i === 700 || i === 1590;
const documentText = (i: number) =>
  [
    `Rapport d’expertise médicale n° R${i}X concernant la victime de l’accident.`,
    holdsCommon(i) ? 'Incapacité permanente partielle évaluée.' : 'Aucune séquelle retenue.',
    holdsSome(i) ? 'Conclusions de Maître Zerhouni.' : 'Conclusions de la défense.',
    holdsRare(i) ? 'Audience à Ouarzazate.' : 'Audience à Rabat.',
    'Les parties ont été entendues. '.repeat(20),
  ].join('\n');

beforeAll(async () => {
  ({ server, admin } = await startServerWithAdmin());
  const { db } = server.database;
  const uploader = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  const at = new Date(Date.UTC(2025, 0, 1)).toISOString();
  for (let start = 0; start < DOSSIERS; start += BATCH) {
    const places = Array.from({ length: Math.min(BATCH, DOSSIERS - start) }, (_, k) => start + k);
    const dossiers = await db
      .insertInto('dossier')
      .values(
        places.map((i) => ({
          ref_dossier_bureau: 50000 + i,
          date_inscription_bureau: `2024-01-${String(1 + (i % 28)).padStart(2, '0')}`,
          nom_responsable_civil: `Partie ${i}`,
          search_text: `partie ${i}${byOwnText.has(i) ? ' incapacite zerhouni' : ''}`,
          created_at: at,
          created_by: uploader.id,
          modified_at: at,
          modified_by: uploader.id,
        })),
      )
      .returning('id_dossier')
      .execute();
    dossierIds.push(...dossiers.map((d) => d.id_dossier));
    const documents = await db
      .insertInto('document')
      .values(
        places.map((i) => ({
          fk_dossier: dossierIds[i]!,
          fk_action: null,
          filename: `rapport-${i}.txt`,
          title: 'Rapport',
          content_type: 'text/plain',
          size: 1000,
          sha256: '0'.repeat(64),
          storage_key: '0'.repeat(64),
          uploaded_at: at,
          uploaded_by: uploader.id,
          modified_at: at,
          modified_by: uploader.id,
          deleted_at: null,
          deleted_by: null,
          text_status: 'done',
          text_language: 'fr',
          text_error: null,
          text_claim: null,
          text_claimed_until: null,
        })),
      )
      .returning('id_document')
      .execute();
    await db
      .insertInto('document_text')
      .values(
        places.map((i, k) => {
          const { folded, checkpoints } = foldDocumentText(documentText(i));
          const content = documentText(i);
          return {
            id_document: documents[k]!.id_document,
            content,
            folded,
            checkpoints: checkpoints.join(','),
            method: 'pdf',
            pages: 1,
            extracted_at: at,
          };
        }),
      )
      .execute();
  }
  // Dossier 1598, its document holding the common word, goes to the trash; dossier 1597's document is deleted.
  trashedDossier = dossierIds[1598]!;
  expect((await admin.delete(`/api/dossiers/${trashedDossier}`)).statusCode).toBe(204);
  const deleted = await db
    .selectFrom('document')
    .select('id_document')
    .where('fk_dossier', '=', dossierIds[1597]!)
    .executeTakeFirstOrThrow();
  expect((await admin.delete(`/api/documents/${deleted.id_document}`)).statusCode).toBe(204);
}, 120_000);

afterAll(() => server?.close());

/** The places of the live dossiers found by their live document, or by their own text when it has the words. */
const placesWhere = (inDocument: (i: number) => boolean, inOwnText = true) =>
  Array.from({ length: DOSSIERS }, (_, i) => i).filter(
    (i) => dossierIds[i] !== trashedDossier && ((inOwnText && byOwnText.has(i)) || (i !== 1597 && inDocument(i))),
  );
const idsOf = (places: number[]) => places.map((i) => dossierIds[i]!);
const newestFirst = (ids: number[]) => [...ids].sort((a, b) => b - a);

async function found(q: string, more = '') {
  const res = await admin.get(`/api/dossiers?q=${encodeURIComponent(q)}&documents=1${more}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { items: { id_dossier: number }[]; total: number; more?: boolean };
  return { ids: body.items.map((item) => item.id_dossier), total: body.total, more: body.more };
}

describe('a common word across many dossiers’ documents', () => {
  it('gives the first pages in the list’s order, and the total up to its bound, saying there are more', async () => {
    const all = newestFirst(idsOf(placesWhere(holdsCommon)));
    expect(all.length).toBeGreaterThan(DOCUMENT_SEARCH_COUNT_UP_TO);
    expect(await found('incapacité')).toEqual({ ids: all.slice(0, 25), total: DOCUMENT_SEARCH_COUNT_UP_TO, more: true });
    expect(await found('incapacite', '&page=3&page_size=10')).toEqual({
      ids: all.slice(20, 30),
      total: DOCUMENT_SEARCH_COUNT_UP_TO,
      more: true,
    });
    // Another order, and another filter beside the search.
    const byReference = idsOf(placesWhere(holdsCommon)).slice(0, 10);
    expect((await found('incapacite', '&sort=ref_dossier_bureau&page_size=10')).ids).toEqual(byReference);
    const onThe7th = placesWhere(holdsCommon).filter((i) => 1 + (i % 28) === 7);
    expect(await found('incapacite', '&from=2024-01-07&to=2024-01-07&page_size=10')).toEqual({
      ids: newestFirst(idsOf(onThe7th)).slice(0, 10),
      total: onThe7th.length,
      more: false,
    });
    // Without the documents, the dossiers' own text alone, counted exactly.
    const own = await admin.get('/api/dossiers?q=incapacite');
    expect(own.json()).toMatchObject({ total: byOwnText.size });
    expect(own.json()).not.toHaveProperty('more');
  });

  it('finds a word in some documents and a rare one the same way, alone or beside the common one', async () => {
    const some = newestFirst(idsOf(placesWhere(holdsSome)));
    expect(await found('zerhouni')).toEqual({ ids: some.slice(0, 25), total: some.length, more: false });
    expect(await found('zerhouni', '&page=2&page_size=5')).toEqual({ ids: some.slice(5, 10), total: some.length, more: false });
    // The dossier's own text is searched for the words as one phrase, in their order; a document's for each word.
    const both = newestFirst(idsOf(placesWhere((i) => holdsSome(i) && holdsCommon(i), false)));
    expect(await found('Zerhouni incapacité', '&page_size=5')).toEqual({ ids: both.slice(0, 5), total: both.length, more: false });
    const rare = newestFirst(idsOf(placesWhere(holdsRare, false)));
    expect(await found('ouarzazate')).toEqual({ ids: rare, total: rare.length, more: false });
    expect(await found('ouarzazate incapacite R700X')).toEqual({ ids: idsOf([700]), total: 1, more: false });
  });
});
