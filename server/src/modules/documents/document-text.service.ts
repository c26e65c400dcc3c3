import {
  DOCUMENT_SEARCH_COUNT_UP_TO,
  SEARCH_WORD_MIN,
  type DocumentMatch,
  type DocumentRecord,
  type DocumentSearchItem,
} from '@cabinet/shared';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { createTotalsCache } from '../../lib/short-cache';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { createDossiersRepository } from '../dossiers';
import { toDocument } from './document-record';
import type { TextReader } from './document-text-reader';
import { checkpointsOf, createDocumentTextRepository, longestOf, type DocumentTextRepository } from './document-text.repository';
import { createDocumentsRepository } from './documents.repository';
import { CHECKPOINT_STEP, passageAround, searchWords, stretchAround } from './text-folding';

/** Where a search's longest word first occurs in a document's text (0-based, folded), with its checkpoints. */
type FirstMatch = { id: number; at: number; checkpoints: number[] };

/** The passage of a match: what the API adds to a document found. */
type Passage = Omit<DocumentMatch, keyof DocumentRecord>;

/**
 * Each match's passage around the first occurrence of the search's longest word (`firsts`: where
 * it is in each row's text), in the rows' order, every row's stretch around it read in one statement.
 */
async function passagesOf(
  repo: DocumentTextRepository,
  rows: { id_document: number; short_text?: string | null }[],
  words: string[],
  firsts: FirstMatch[],
): Promise<Passage[]> {
  const longest = longestOf(words);
  const length = [...longest].length;
  const stretches = new Map(firsts.map((first) => [first.id, { first, ...stretchAround(first.at, length, first.checkpoints) }]));
  // A text that came whole with its row is its own stretch: the others are read in one statement.
  const wholes = new Map<number, string>();
  for (const row of rows) if (row.short_text != null && stretches.has(row.id_document)) wholes.set(row.id_document, row.short_text);
  for (const [id, stretch] of stretches) if (wholes.has(id)) stretches.set(id, { ...stretch, from: 0, to: null });
  const read = [...stretches].filter(([id]) => !wholes.has(id));
  const pieces = read.length === 0 ? new Map<number, string>() : await repo.stretches(read.map(([id, { from, to }]) => ({ id, from, to })));
  for (const [id, text] of wholes) pieces.set(id, text);
  return rows.map((row) => {
    const piece = pieces.get(row.id_document);
    const stretch = stretches.get(row.id_document);
    // Where the word is in the piece: so many folded characters after the checkpoint before it.
    const k = stretch ? Math.floor(stretch.first.at / CHECKPOINT_STEP) : 0;
    const near = stretch && { offset: (stretch.first.checkpoints[k] ?? 0) - stretch.from, at: stretch.first.at - k * CHECKPOINT_STEP };
    const passage = piece === undefined ? null : passageAround(piece, longest, words, near);
    return { snippet: passage?.snippet ?? null, highlights: passage?.highlights ?? [] };
  });
}

/** Searching documents by the words of their text, and reading a document's text again. */
export function createDocumentTextService(ctx: AppContext, reader: TextReader) {
  const { db } = ctx.database;
  const texts = createDocumentTextRepository(db);
  const documents = createDocumentsRepository(db);
  // The count of a search's matches, kept as the dossier search keeps its totals: most of a
  // common word's cost, the same for every page of it, and changed only by a write (texts read
  // by `npm run documents:reindex` beside a running server: see the repository's `settle`).
  const totalOf = createTotalsCache(ctx);

  return {
    /** A live dossier's documents whose text has every word of `query`, each with its passage; a query with no word finds nothing. */
    async searchDossier(dossierId: number, query: string): Promise<{ items: DocumentMatch[]; total: number }> {
      if (!(await createDossiersRepository(db).findLive(dossierId))) throw notFound('Dossier');
      const words = searchWords(query);
      if (words.length === 0) return { items: [], total: 0 };
      const found = await texts.findInDossier(dossierId, words);
      const firsts = await texts.firstMatches(
        found.map((r) => r.id_document),
        longestOf(words),
      );
      const passages = await passagesOf(texts, found, words, firsts);
      const items: DocumentMatch[] = found.map((row, i) => Object.assign(toDocument(row), passages[i]!));
      return { items, total: items.length };
    },

    /**
     * A page of every live document whose text has every word of `query`, newest first, with its
     * dossier and passage; `total` counts up to DOCUMENT_SEARCH_COUNT_UP_TO, `more` says there are others.
     */
    async search(
      query: string,
      page: number,
      pageSize: number,
    ): Promise<{ items: DocumentSearchItem[]; total: number; more: boolean; page: number; page_size: number }> {
      // Across every document, words of one or two letters (articles, prepositions) are left out:
      // checked on each of a common word's matches, a rare one read every text on the way.
      const words = searchWords(query).filter((word) => [...word].length >= SEARCH_WORD_MIN);
      if (words.length === 0) return { items: [], total: 0, more: false, page, page_size: pageSize };
      const { rows, total, more } = await texts.search(
        words,
        pageSize,
        (page - 1) * pageSize,
        DOCUMENT_SEARCH_COUNT_UP_TO,
        totalOf(JSON.stringify(words)),
      );
      // The page's statement said where the longest word is in each text.
      const firsts = rows
        .filter((row) => Number(row.first_at) > 0)
        .map((row) => ({ id: row.id_document, at: Number(row.first_at) - 1, checkpoints: checkpointsOf(row.checkpoints) }));
      const passages = await passagesOf(texts, rows, words, firsts);
      // Added to the record it makes, not spread into a new one: spreading took 4 µs an item.
      const items: DocumentSearchItem[] = rows.map((row, i) =>
        Object.assign(toDocument(row), passages[i]!, {
          dossier: { id_dossier: row.fk_dossier, ref_dossier_bureau: row.ref_dossier_bureau, client_name: row.client_name },
        }),
      );
      return { items, total, more, page, page_size: pageSize };
    },

    /** Puts a document back in the queue to be read again (after a failure, or once OCR is installed). */
    async retry(actor: Actor, id: number): Promise<DocumentRecord> {
      const row = await documents.findLive(id);
      if (!row) throw notFound('Document');
      await db.transaction().execute(async (trx) => {
        await createDocumentTextRepository(trx).requeue([id]);
        await writeAudit(trx, {
          at: isoNow(ctx.clock),
          userId: actor.id,
          entity: 'document',
          entityId: id,
          operation: 'update',
          dossierId: row.fk_dossier,
          changes: { text_status: [row.text_status, 'pending'] },
        });
      });
      reader.kick();
      return toDocument((await documents.findLive(id))!);
    },
  };
}
