import { sql, SqliteAdapter, type AliasedSelectQueryBuilder, type CompiledQuery, type Expression, type Kysely, type SqlBool } from 'kysely';
import { readBeside } from '../../db/read-worker';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../lib/paging';
import { DOCUMENT_SELECTION, type DocumentRow } from './documents.repository';

/** The FTS5 trigram index (migration 030) answers words of 3 characters or more. */
const TRIGRAM = 3;

/** The dossier's first client, as the dossier list names it. */
const CLIENT_NAME = sql<string | null>`(
  select party.name from dossier_party join party on party.id_party = dossier_party.fk_party
  where dossier_party.fk_dossier = dossier.id_dossier and dossier_party.role = 'client'
  order by dossier_party.created_at, party.id_party limit 1
)`;

/** A document found by the search across documents, with its dossier's reference and client. */
export type SearchRow = DocumentRow & { ref_dossier_bureau: number; client_name: string | null };

export interface SavedText {
  content: string;
  folded: string;
  checkpoints: number[];
  method: string;
  pages: number | null;
  language: string | null;
  at: string;
}

export function createDocumentTextRepository(db: Kysely<Database>) {
  const onSqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  /** The folded text has every word: LIKE, which PostgreSQL's trigram index serves, and SQLite reads row by row. */
  const textContains = (words: string[]): Expression<SqlBool> =>
    sql<SqlBool>`(${sql.join(
      words.map((word) => sql<SqlBool>`${sql.ref('document_text.folded')} like ${containsPattern(word)} escape '\\'`),
      sql` and `,
    )})`;

  /** Live documents on live dossiers whose text has every word, read through `document_text`. */
  const matching = (words: string[], dossierId: number | null) => {
    let query = db
      .selectFrom('document_text')
      .innerJoin('document', 'document.id_document', 'document_text.id_document')
      .innerJoin('dossier', 'dossier.id_dossier', 'document.fk_dossier')
      .where('document.deleted_at', 'is', null)
      .where('dossier.deleted_at', 'is', null)
      .where(textContains(words));
    if (dossierId !== null) query = query.where('document.fk_dossier', '=', dossierId);
    return query;
  };

  /**
   * SQLite: live documents on live dossiers whose text has every word, read from the FTS5 trigram
   * index in its rowid order (words of 3+ characters, quoted: each is a phrase the tokenizer
   * matches as a substring; folded words hold letters and digits only), the shorter words checked
   * on the rows it gives. Driven by the index, a page or a bounded count stops early; a condition
   * `id in (the index's matches)` first listed every match, all of a common word's.
   */
  const matchingFromIndex = (words: string[]) => {
    const indexed = words.filter((w) => [...w].length >= TRIGRAM);
    const scanned = words.filter((w) => !indexed.includes(w));
    const match = indexed.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ');
    let query = db
      .selectFrom(sql<{ rowid: number }>`document_text_search`.as('s'))
      .crossJoin('document')
      .innerJoin('dossier', 'dossier.id_dossier', 'document.fk_dossier')
      .where(
        sql<SqlBool>`${sql.ref('document.id_document')} = ${sql.ref('s.rowid')} and ${sql.ref('s.document_text_search')} match ${match}`,
      )
      .where('document.deleted_at', 'is', null)
      .where('dossier.deleted_at', 'is', null);
    if (scanned.length > 0)
      query = query.innerJoin('document_text', 'document_text.id_document', 'document.id_document').where(textContains(scanned));
    return query;
  };
  const indexAnswers = (words: string[]) => onSqlite && words.some((w) => [...w].length >= TRIGRAM);

  return {
    /** The newest document waiting to be read that no reader holds now (nor has held past `now`). */
    async nextPending(now: string): Promise<number | null> {
      const row = await db
        .selectFrom('document')
        .innerJoin('dossier', 'dossier.id_dossier', 'document.fk_dossier')
        .select('document.id_document')
        .where('document.text_status', '=', 'pending')
        .where('document.deleted_at', 'is', null)
        .where('dossier.deleted_at', 'is', null)
        .where((eb) => eb.or([eb('document.text_claimed_until', 'is', null), eb('document.text_claimed_until', '<', now)]))
        .orderBy('document.id_document', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.id_document ?? null;
    },

    /** Takes a pending document for reading under `claim` until `until`; false when another reader holds it. */
    async claim(id: number, claim: string, until: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('document')
        .set((eb) => ({ text_claim: claim, text_claimed_until: until, text_attempts: eb('text_attempts', '+', 1) }))
        .where('id_document', '=', id)
        .where('text_status', '=', 'pending')
        .where((eb) => eb.or([eb('text_claimed_until', 'is', null), eb('text_claimed_until', '<', now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Keeps a claim alive while its reading goes on; false when it was lost. */
    async renew(id: number, claim: string, until: string): Promise<boolean> {
      const result = await db
        .updateTable('document')
        .set({ text_claimed_until: until })
        .where('id_document', '=', id)
        .where('text_claim', '=', claim)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** What a reader needs of the document it holds under `claim`. */
    claimed(id: number, claim: string) {
      return db
        .selectFrom('document')
        .select(['storage_key', 'content_type', 'text_attempts'])
        .where('id_document', '=', id)
        .where('text_claim', '=', claim)
        .executeTakeFirst();
    },

    /** Ends a claim with a status that carries no text (failed, none); false when the claim was lost. */
    async finish(id: number, claim: string, status: 'failed' | 'none', error: string | null): Promise<boolean> {
      const result = await db
        .updateTable('document')
        .set({ text_status: status, text_error: error, text_language: null, text_claim: null, text_claimed_until: null })
        .where('id_document', '=', id)
        .where('text_claim', '=', claim)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Keeps the text read under `claim` (replacing any earlier one) and marks the document done; false when the claim was lost. */
    async save(id: number, claim: string, text: SavedText): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('document')
          .set({ text_status: 'done', text_error: null, text_language: text.language, text_claim: null, text_claimed_until: null })
          .where('id_document', '=', id)
          .where('text_claim', '=', claim)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await trx.deleteFrom('document_text').where('id_document', '=', id).execute();
        await trx
          .insertInto('document_text')
          .values({
            id_document: id,
            content: text.content,
            folded: text.folded,
            checkpoints: text.checkpoints.join(','),
            method: text.method,
            pages: text.pages,
            extracted_at: text.at,
          })
          .execute();
        return true;
      });
    },

    /** Puts documents back in the queue (their text, if any, stays searchable until it is replaced). */
    async requeue(ids: number[] | 'all'): Promise<number> {
      let query = db
        .updateTable('document')
        .set({ text_status: 'pending', text_error: null, text_claim: null, text_claimed_until: null, text_attempts: 0 });
      if (ids !== 'all') {
        if (ids.length === 0) return 0;
        query = query.where('id_document', 'in', ids);
      }
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Puts back in the queue what has no text to search and should: documents whose reading
     * failed, and those marked done whose text is missing (a restored or copied database without
     * it). Documents already waiting stay as they are.
     */
    async requeueMissing(): Promise<number> {
      const result = await db
        .updateTable('document')
        .set({ text_status: 'pending', text_error: null, text_claim: null, text_claimed_until: null, text_attempts: 0 })
        .where((eb) =>
          eb.or([
            eb('text_status', '=', 'failed'),
            eb.and([
              eb('text_status', '=', 'done'),
              eb.not(
                eb.exists(
                  eb
                    .selectFrom('document_text')
                    .select('document_text.id_document')
                    .whereRef('document_text.id_document', '=', 'document.id_document'),
                ),
              ),
            ]),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** How many documents wait to be read, and how many are being read now. */
    async queueSize(now: string): Promise<{ pending: number; reading: number }> {
      const row = await db
        .selectFrom('document')
        .select((eb) => [
          eb.fn.countAll<number | string>().as('pending'),
          eb.fn.sum<number | string>(eb.case().when('text_claimed_until', '>=', now).then(1).else(0).end()).as('reading'),
        ])
        .where('text_status', '=', 'pending')
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      return { pending: Number(row.pending), reading: Number(row.reading ?? 0) };
    },

    /** A dossier's live documents whose text has every word, newest first: read row by row, a dossier's documents are few. */
    findInDossier(dossierId: number, words: string[]) {
      return matching(words, dossierId)
        .leftJoin('users', 'users.id', 'document.uploaded_by')
        .select([...DOCUMENT_SELECTION, 'users.full_name as uploaded_by_name'])
        .orderBy('document.uploaded_at', 'desc')
        .orderBy('document.id_document', 'desc')
        .execute();
    },

    /**
     * A page of every live document whose text has every word, newest first (by id: the order of
     * their upload), with its dossier; and how many there are, counted up to `countUpTo` (a common
     * word is in most documents: counting every one of 100,000 took seconds).
     *
     * SQLite: the page is read from the index in its rowid order and stops with the page, and both
     * queries run on the read worker when there is one, beside the request's thread.
     * PostgreSQL: the trigram index, or the id order stopped at the page, as the planner finds best.
     */
    async search(
      words: string[],
      limit: number,
      offset: number,
      countUpTo: number,
    ): Promise<{ rows: SearchRow[]; total: number; more: boolean }> {
      const selection = [
        ...DOCUMENT_SELECTION,
        'users.full_name as uploaded_by_name',
        'dossier.ref_dossier_bureau',
        CLIENT_NAME.as('client_name'),
      ] as const;
      const countOf = (found: { as(alias: 'found'): AliasedSelectQueryBuilder<{ id_document: number }, 'found'> }) =>
        db
          .selectFrom(found.as('found'))
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .compile();
      let page: CompiledQuery<unknown>;
      let counted: CompiledQuery<{ n: number | string }>;
      if (indexAnswers(words)) {
        const query = () => matchingFromIndex(words);
        page = query()
          .leftJoin('users', 'users.id', 'document.uploaded_by')
          .select(selection)
          .orderBy(sql.ref('s.rowid'), 'desc')
          .limit(limit)
          .offset(offset)
          .compile();
        counted = countOf(
          query()
            .select('document.id_document')
            .limit(countUpTo + 1),
        );
      } else {
        const query = () => matching(words, null);
        page = query()
          .leftJoin('users', 'users.id', 'document.uploaded_by')
          .select(selection)
          .orderBy('document.id_document', 'desc')
          .limit(limit)
          .offset(offset)
          .compile();
        counted = countOf(
          query()
            .select('document.id_document')
            .limit(countUpTo + 1),
        );
      }
      const [rows, count] = await Promise.all([readBeside(db, page), readBeside(db, counted)]);
      const n = Number(count[0]?.n ?? 0);
      return { rows: rows as SearchRow[], total: Math.min(n, countUpTo), more: n > countUpTo };
    },

    /** Where the folded `word` first occurs (0-based, in folded characters) in each document's text, with its checkpoints. */
    async firstMatches(ids: number[], word: string): Promise<{ id: number; at: number; checkpoints: number[] }[]> {
      if (ids.length === 0) return [];
      const position = onSqlite ? sql<number>`instr(${sql.ref('folded')}, ${word})` : sql<number>`strpos(${sql.ref('folded')}, ${word})`;
      const rows = await db
        .selectFrom('document_text')
        .select(['id_document', position.as('at'), 'checkpoints'])
        .where('id_document', 'in', ids)
        .execute();
      return rows
        .filter((row) => Number(row.at) > 0)
        .map((row) => ({
          id: row.id_document,
          at: Number(row.at) - 1,
          checkpoints: row.checkpoints === '' ? [] : row.checkpoints.split(',').map(Number),
        }));
    },

    /** The code points [from, to) of a document's text (to the end when `to` is null). */
    async stretch(id: number, from: number, to: number | null): Promise<string> {
      const piece =
        to === null
          ? sql<string>`substr(${sql.ref('content')}, ${from + 1})`
          : sql<string>`substr(${sql.ref('content')}, ${from + 1}, ${to - from})`;
      const row = await db.selectFrom('document_text').select(piece.as('piece')).where('id_document', '=', id).executeTakeFirst();
      return row?.piece ?? '';
    },

    /** Rebuilds the SQLite search index from the kept texts (PostgreSQL's index is rebuilt with REINDEX). */
    async rebuildIndex(): Promise<void> {
      if (onSqlite) await sql`insert into document_text_search (document_text_search) values ('rebuild')`.execute(db);
      else await sql`reindex table document_text`.execute(db);
    },
  };
}

export type DocumentTextRepository = ReturnType<typeof createDocumentTextRepository>;
