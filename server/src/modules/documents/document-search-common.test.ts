import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDossier } from '../../../test/case-fixtures';
import { upload } from '../../../test/document-fixtures';
import { onPostgres, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';
import { mergeSearchIndexes, SEARCH_INDEXES } from '../../db/search-index-merge';
import { runOffThread } from '../../lib/off-thread';
import { createDocumentTextRepository } from './document-text.repository';
import { foldDocumentText, searchWords } from './text-folding';

/**
 * The search across every document for a word that most of them hold, beside rarer ones: the
 * first page newest first, each document with its own passage, and the count bounded and said to
 * be. PostgreSQL reads a common word's page newest first and a rare one's through the trigram
 * index: the answers are the same, and the same as SQLite's.
 */

const REPORTS = 60;
let server: TestServer;
let admin: TestClient;
/** Ids of the reports in the order they were filed (the last one is the newest). */
const reports: number[] = [];
let trashedReport: number;

async function fileTexts(dossierId: number, texts: string[], deleted = false): Promise<number[]> {
  const { db } = server.database;
  const uploader = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const [i, content] of texts.entries()) {
    const at = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
    const { id_document } = await db
      .insertInto('document')
      .values({
        fk_dossier: dossierId,
        fk_action: null,
        filename: `rapport-${i}.txt`,
        title: 'Rapport',
        content_type: 'text/plain',
        size: content.length,
        sha256: '0'.repeat(64),
        storage_key: '0'.repeat(64),
        uploaded_at: at,
        uploaded_by: uploader.id,
        modified_at: at,
        modified_by: uploader.id,
        deleted_at: deleted ? at : null,
        deleted_by: deleted ? uploader.id : null,
        text_status: 'done',
        text_language: 'fr',
        text_error: null,
        text_claim: null,
        text_claimed_until: null,
      })
      .returning('id_document')
      .executeTakeFirstOrThrow();
    const { folded, checkpoints } = foldDocumentText(content);
    await db
      .insertInto('document_text')
      .values({ id_document, content, folded, checkpoints: checkpoints.join(','), method: 'pdf', pages: 1, extracted_at: at })
      .execute();
    ids.push(id_document);
  }
  return ids;
}

/** Report `i`: every one has "incapacité"; one in six "Marrakech"; reports 7 and 41 "Zerhouni". */
const reportText = (i: number) =>
  [
    `Rapport d’expertise médicale n° R${i}X concernant la victime de l’accident.`,
    `Incapacité permanente partielle évaluée à ${i % 40} %.`,
    i % 6 === 0 ? 'Le tribunal de Marrakech a renvoyé l’affaire.' : 'Le tribunal de Rabat a renvoyé l’affaire.',
    i === 7 || i === 41 ? 'Conclusions de Maître Zerhouni.' : 'Conclusions de la défense.',
    // A long text: the passage is read from a stretch of it, not the whole.
    'Les parties ont été entendues. '.repeat(i % 3 === 0 ? 80 : 1),
  ].join('\n');

beforeAll(async () => {
  ({ server, admin } = await startServerWithAdmin());
  const first = await createDossier(admin);
  const second = await createDossier(admin);
  const texts = Array.from({ length: REPORTS }, (_, i) => reportText(i));
  reports.push(...(await fileTexts(first.id_dossier, texts.slice(0, 30))), ...(await fileTexts(second.id_dossier, texts.slice(30))));
  trashedReport = (await fileTexts(first.id_dossier, ['Incapacité temporaire, Marrakech, Zerhouni: un rapport à la corbeille.'], true))[0]!;
}, 60_000);

afterAll(() => server?.close());

const newestFirst = (ids: number[]) => [...ids].sort((a, b) => b - a);
const reportsWhere = (keep: (i: number) => boolean) => newestFirst(reports.filter((_, i) => keep(i)));

async function search(q: string, page = 1, pageSize = 25) {
  const res = await admin.get(`/api/documents/search?q=${encodeURIComponent(q)}&page=${page}&page_size=${pageSize}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: { id_document: number; snippet: string | null }[]; total: number; more: boolean };
}

describe('a common word across many documents', () => {
  it('gives the first page newest first, each document with its own passage, and the whole count', async () => {
    const all = reportsWhere(() => true);
    const found = await search('incapacite');
    expect(found.items.map((item) => item.id_document)).toEqual(all.slice(0, 25));
    expect({ total: found.total, more: found.more }).toEqual({ total: REPORTS, more: false });
    for (const item of found.items) {
      const i = reports.indexOf(item.id_document);
      expect(item.snippet, `report ${i}`).toContain(`R${i}X`);
      expect(item.snippet).toContain('Incapacité permanente');
    }
    expect(found.items.map((item) => item.id_document)).not.toContain(trashedReport);
    // A later page continues where the first stopped; the last one is short.
    expect((await search('incapacite', 2)).items.map((item) => item.id_document)).toEqual(all.slice(25, 50));
    expect((await search('incapacite', 3)).items.map((item) => item.id_document)).toEqual(all.slice(50));
  });

  it('counts up to its bound, and says there are more', async () => {
    const repo = createDocumentTextRepository(server.database.db);
    const words = searchWords('incapacité');
    const capped = await repo.search(words, 5, 10, 30);
    expect({ ids: capped.rows.map((row) => row.id_document), total: capped.total, more: capped.more }).toEqual({
      ids: reportsWhere(() => true).slice(10, 15),
      total: 30,
      more: true,
    });
    expect(await repo.search(words, 5, 0, REPORTS)).toMatchObject({ total: REPORTS, more: false });
  });

  it('finds a word in some documents and a rare one the same way, alone or beside the common one', async () => {
    const inMarrakech = reportsWhere((i) => i % 6 === 0);
    expect((await search('marrakech incapacite')).items.map((item) => item.id_document)).toEqual(inMarrakech);
    expect(await search('marrakech', 2, 4)).toMatchObject({ total: inMarrakech.length, more: false });
    expect((await search('marrakech', 2, 4)).items.map((item) => item.id_document)).toEqual(inMarrakech.slice(4, 8));
    const rare = await search('zerhouni');
    expect(rare.items.map((item) => item.id_document)).toEqual(reportsWhere((i) => i === 7 || i === 41));
    expect(rare.total).toBe(2);
    expect(rare.items[0]!.snippet).toContain('Maître Zerhouni');
    expect((await search('zerhouni incapacite R41X')).items.map((item) => item.id_document)).toEqual([reports[41]]);
  });

  it('counts a document as soon as its text is read, though the count of the same search was kept', async () => {
    const before = await search('ouarzazate incapacite');
    expect({ total: before.total, items: before.items }).toEqual({ total: 0, items: [] });
    const dossier = await createDossier(admin);
    const res = await upload(admin, dossier.id_dossier, [
      { filename: 'note.txt', content: Buffer.from('Incapacité constatée à Ouarzazate.') },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    // Filed but not yet read: nothing to find, and the count says so.
    expect((await search('ouarzazate incapacite')).total).toBe(0);
    expect(await server.app.documentText.drain()).toBe(1);
    const after = await search('ouarzazate incapacite');
    expect({ total: after.total, ids: after.items.map((item) => item.id_document) }).toEqual({
      total: 1,
      ids: [res.json().items[0].id_document],
    });
  });
});

describe('the search indexes, merged as the server keeps them (SQLite: FTS5)', () => {
  /** How many b-trees (segments) an FTS5 index holds: a search reads each one. */
  const segments = async (index: string) =>
    Number(
      (await sql<{ n: number }>`select count(distinct segid) as n from ${sql.table(`${index}_idx`)}`.execute(server.database.db)).rows[0]!
        .n,
    );
  /** Three pages of four searches, common words and rare. */
  async function answers() {
    const pages = [];
    for (const q of ['incapacite', 'marrakech incapacite', 'zerhouni', 'ouarzazate'])
      for (const page of [1, 2, 3]) pages.push(await search(q, page));
    return pages;
  }

  it('find the same documents, with the same passages, from one segment each; a second merge has nothing to do', async () => {
    const before = await answers();
    const onSqlite = !onPostgres();
    // Texts saved one at a time: FTS5 leaves them in many segments.
    if (onSqlite) expect(await segments('document_text_search')).toBeGreaterThan(4);
    // As the server runs it: in a job process, on the job's own connection.
    const merged = await runOffThread('searchIndexMerge', { databaseUrl: server.url });
    if (onSqlite) {
      expect(merged.steps).toBeGreaterThan(0);
      for (const index of SEARCH_INDEXES) expect(await segments(index), index).toBeLessThanOrEqual(1);
    } else expect(merged.steps).toBe(0);
    expect(await answers()).toEqual(before);
    expect(await mergeSearchIndexes(server.database.db, { pauseMs: 0 })).toBe(0);
  }, 60_000);
});
