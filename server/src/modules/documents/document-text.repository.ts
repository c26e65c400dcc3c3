import { sql, SqliteAdapter, type AliasedSelectQueryBuilder, type CompiledQuery, type Expression, type Kysely, type SqlBool } from 'kysely';
import { readBeside } from '../../db/read-worker';
import { inList } from '../../db/value-list';
import type { Database } from '../../db/schema';
import { containsPattern, type CountTotal } from '../../lib/paging';
import { DOCUMENT_RECORD_SELECTION, DOCUMENT_SELECTION, type DocumentRecordRow } from './documents.repository';

/** The FTS5 trigram index (migration 027) answers words of 3 characters or more. */
const TRIGRAM = 3;

/**
 * PostgreSQL: how a search across documents finds whether its words are common. The newest
 * PROBE live documents are read first; a word in at least DENSE of them is common enough for its
 * page to be read newest first, stopping with the page (a few hundred texts), and one in at least
 * VERY_DENSE for its count too (up to the count's bound). Both walks stop after the newest WINDOW
 * documents, and what they did not settle goes to the trigram index. The planner cannot tell: the
 * texts are too long for its statistics (PostgreSQL skips values over 1 kB), so it takes every
 * word for a rare one, and a common word's page read and sorted every match (0.6 s at 100,000).
 */
const PROBE = 200;
export const DENSE = 4;
export const VERY_DENSE = 50;
const WINDOW = 4000;

/** The longest of a search's words: its passage is shown around it. */
export const longestOf = (words: string[]) => words.reduce((a, b) => ([...b].length > [...a].length ? b : a), words[0]!);

/** The FTS5 query of words of 3+ characters: each quoted, a phrase the trigram tokenizer matches as a substring. */
const matchOf = (words: string[]) => words.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ');

/** The checkpoints of a text as kept (numbers separated by commas). */
export const checkpointsOf = (kept: string): number[] => (kept === '' ? [] : kept.split(',').map(Number));

/** A text this short (a note, a letter) comes with the page: a stretch of it would be most of it. */
const SHORT_TEXT = 1000;

/** Read in one statement: substr's length when the stretch runs to the end of the text. */
const TO_THE_END = 2_147_483_647;

/** The dossier's first client, as the dossier list names it. */
const CLIENT_NAME = sql<string | null>`(
  select party.name from dossier_party join party on party.id_party = dossier_party.fk_party
  where dossier_party.fk_dossier = dossier.id_dossier and dossier_party.role = 'client'
  order by dossier_party.created_at, party.id_party limit 1
)`;

/** A document found by the search across documents, with its dossier's reference and client. */
export type SearchRow = DocumentRecordRow & {
  ref_dossier_bureau: number;
  client_name: string | null;
  /** Where the search's longest word first occurs in the folded text, from 1 (0: nowhere). */
  first_at: number | string;
  checkpoints: string;
  /** The whole text when it is short (SHORT_TEXT characters or fewer): its passage needs no other read. */
  short_text: string | null;
};

export interface SavedText {
  content: string;
  folded: string;
  checkpoints: number[];
  method: string;
  pages: number | null;
  language: string | null;
  at: string;
}

/** The newest `count` live documents on live dossiers, newest first (ids only: no text is read). */
const newestLive = (db: Kysely<Database>, count: number) =>
  db
    .selectFrom('document')
    .innerJoin('dossier', 'dossier.id_dossier', 'document.fk_dossier')
    .select('document.id_document')
    .where('document.deleted_at', 'is', null)
    .where('dossier.deleted_at', 'is', null)
    .orderBy('document.id_document', 'desc')
    .limit(count);
/**
 * PostgreSQL: the text has every word, as `strpos`, which the trigram index does not serve: the
 * walk newest first is then the planner's only way, and it stops with its LIMIT. The same
 * answer as LIKE: folded words hold letters and digits only.
 */
export const textHolds = (words: string[], folded = 'document_text.folded'): Expression<SqlBool> =>
  sql<SqlBool>`(${sql.join(
    words.map((word) => sql<SqlBool>`strpos(${sql.ref(folded)}, ${word}) > 0`),
    sql` and `,
  )})`;
/** Among the newest `count` live documents, those whose text has every word, newest first, up to `limit`. */
const newestHolding = (db: Kysely<Database>, words: string[], count: number, limit: number) =>
  db
    .selectFrom(newestLive(db, count).as('w'))
    .innerJoin('document_text', 'document_text.id_document', 'w.id_document')
    .select('w.id_document')
    .where(textHolds(words))
    .orderBy('w.id_document', 'desc')
    .limit(limit);

/** PostgreSQL: how many of the newest PROBE live documents have every word (see PROBE). */
export const densityOf = async (db: Kysely<Database>, words: string[]) =>
  Number(
    (
      await db
        .selectFrom(newestHolding(db, words, PROBE, PROBE).as('p'))
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export function createDocumentTextRepository(db: Kysely<Database>) {
  const onSqlite = db.getExecutor().adapter instanceof SqliteAdapter;

  /** The folded text has every word: LIKE, which PostgreSQL's trigram index serves, and SQLite reads row by row. */
  const textContains = (words: string[]): Expression<SqlBool> =>
    sql<SqlBool>`(${sql.join(
      words.map((word) => sql<SqlBool>`${sql.ref('document_text.folded')} like ${containsPattern(word)} escape '\\'`),
      sql` and `,
    )})`;

  /** Where `word` first occurs in the folded text, from 1 (0: nowhere). */
  const positionOf = (word: string) =>
    onSqlite
      ? sql<number>`instr(${sql.ref('document_text.folded')}, ${word})`
      : sql<number>`strpos(${sql.ref('document_text.folded')}, ${word})`;

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
    const match = matchOf(indexed);
    const withText = db
      .selectFrom(sql<{ rowid: number }>`document_text_search`.as('s'))
      .crossJoin('document')
      .innerJoin('dossier', 'dossier.id_dossier', 'document.fk_dossier')
      .innerJoin('document_text', 'document_text.id_document', 'document.id_document')
      .where(
        sql<SqlBool>`${sql.ref('document.id_document')} = ${sql.ref('s.rowid')} and ${sql.ref('s.document_text_search')} match ${match}`,
      )
      .where('document.deleted_at', 'is', null)
      .where('dossier.deleted_at', 'is', null);
    return scanned.length > 0 ? withText.where(textContains(scanned)) : withText;
  };
  /** SQLite: a page of a search through the index, newest first. */
  const indexedPageOf = (words: string[], limit: number, offset: number) =>
    matchingFromIndex(words)
      .leftJoin('users', 'users.id', 'document.uploaded_by')
      .select(searchSelection(longestOf(words)))
      .orderBy(sql.ref('s.rowid'), 'desc')
      .limit(limit)
      .offset(offset)
      .compile() as CompiledQuery<SearchRow>;
  /**
   * The same for a search whose words the index all answers (every search across documents),
   * compiled once: building and compiling it took as long as running it. Only its parameters
   * change: the longest word, the index's match, the limit and the offset. A word of the index's
   * length lays the statement out; a layout other than those four parameters is a change of the
   * query builder that the tests meet at once.
   */
  let indexedPageOnce: CompiledQuery<SearchRow> | undefined;
  const indexedPage = (words: string[], limit: number, offset: number): CompiledQuery<SearchRow> => {
    if (words.some((w) => [...w].length < TRIGRAM)) return indexedPageOf(words, limit, offset);
    if (indexedPageOnce === undefined) {
      const word = `\u0000${'a'.repeat(TRIGRAM - 1)}`;
      const sample = indexedPageOf([word], -1, -2);
      const expected = [word, matchOf([word]), -1, -2];
      if (JSON.stringify(sample.parameters) !== JSON.stringify(expected))
        throw new Error(`the document search's page is laid out with other parameters: ${JSON.stringify(sample.parameters)}`);
      indexedPageOnce = sample;
    }
    return { ...indexedPageOnce, parameters: [longestOf(words), matchOf(words), limit, offset] };
  };

  const indexAnswers = (words: string[]) => onSqlite && words.some((w) => [...w].length >= TRIGRAM);

  /** What a found document shows, and where its passage is (`longest`: the search's longest word). */
  const searchSelection = (longest: string) =>
    [
      ...DOCUMENT_RECORD_SELECTION,
      'users.full_name as uploaded_by_name',
      'dossier.ref_dossier_bureau',
      CLIENT_NAME.as('client_name'),
      positionOf(longest).as('first_at'),
      'document_text.checkpoints',
      sql<
        string | null
      >`case when length(${sql.ref('document_text.content')}) <= ${sql.lit(SHORT_TEXT)} then ${sql.ref('document_text.content')} end`.as(
        'short_text',
      ),
    ] as const;
  const countOf = (found: { as(alias: 'found'): AliasedSelectQueryBuilder<{ id_document: number }, 'found'> }) =>
    db
      .selectFrom(found.as('found'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .compile();
  /** Through the trigram index (LIKE): a page newest first, and the count up to `countUpTo` + 1. */
  const byLike = {
    page: (words: string[], limit: number, offset: number) =>
      matching(words, null)
        .leftJoin('users', 'users.id', 'document.uploaded_by')
        .select(searchSelection(longestOf(words)))
        .orderBy('document.id_document', 'desc')
        .limit(limit)
        .offset(offset)
        .execute() as Promise<SearchRow[]>,
    count: async (words: string[], countUpTo: number) =>
      Number(
        (
          await db.executeQuery(
            countOf(
              matching(words, null)
                .select('document.id_document')
                .limit(countUpTo + 1),
            ),
          )
        ).rows[0]?.n ?? 0,
      ),
  };
  /** The search's rows with these ids (live, as found), newest first. */
  const rowsOf = async (ids: number[], longest: string): Promise<SearchRow[]> => {
    if (ids.length === 0) return [];
    return (await db
      .selectFrom('document')
      .innerJoin('dossier', 'dossier.id_dossier', 'document.fk_dossier')
      .innerJoin('document_text', 'document_text.id_document', 'document.id_document')
      .leftJoin('users', 'users.id', 'document.uploaded_by')
      .select(searchSelection(longest))
      .where(inList(db, 'document.id_document', ids, 'integer'))
      .orderBy('document.id_document', 'desc')
      .execute()) as SearchRow[];
  };

  /** PostgreSQL: a page, newest first (see PROBE). */
  const pageOnPostgres = async (words: string[], dense: number, limit: number, offset: number): Promise<SearchRow[]> => {
    if (dense >= DENSE) {
      const ids = (await newestHolding(db, words, WINDOW, offset + limit).execute()).map((r) => r.id_document);
      if (ids.length === offset + limit) return rowsOf(ids.slice(offset), longestOf(words));
    }
    return byLike.page(words, limit, offset);
  };
  /** PostgreSQL: the count up to `countUpTo` + 1 (see PROBE). */
  const countOnPostgres = async (words: string[], dense: number, countUpTo: number): Promise<number> => {
    if (dense >= VERY_DENSE) {
      const found = await newestHolding(db, words, WINDOW, countUpTo + 1).execute();
      if (found.length > countUpTo) return found.length;
    }
    return byLike.count(words, countUpTo);
  };
  /**
   * A page and the count of every match (through `countTotal`, which may answer it from its
   * cache). A page that is not full holds the last matches: it needs no counting. A kept count
   * may predate texts read beside the server (`npm run documents:reindex`): it is never less than
   * the matches the page itself shows.
   */
  const settle = async (
    page: () => Promise<SearchRow[]>,
    count: () => Promise<number>,
    countTotal: CountTotal,
    countUpTo: number,
    limit: number,
    offset: number,
  ) => {
    const rows = await page();
    const seen = offset + rows.length;
    const n = rows.length < limit && (rows.length > 0 || offset === 0) ? seen : Math.max(await countTotal(count), seen);
    return { rows, total: Math.min(n, countUpTo), more: n > countUpTo };
  };

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
     * PostgreSQL: see PROBE.
     */
    async search(
      words: string[],
      limit: number,
      offset: number,
      countUpTo: number,
      countTotal: CountTotal = (count) => count(),
    ): Promise<{ rows: SearchRow[]; total: number; more: boolean }> {
      if (!onSqlite) {
        let dense: Promise<number> | null = null;
        const probed = () => (dense ??= densityOf(db, words));
        return settle(
          async () => pageOnPostgres(words, await probed(), limit, offset),
          async () => countOnPostgres(words, await probed(), countUpTo),
          countTotal,
          countUpTo,
          limit,
          offset,
        );
      }
      if (!indexAnswers(words))
        return settle(
          () => byLike.page(words, limit, offset),
          () => byLike.count(words, countUpTo),
          countTotal,
          countUpTo,
          limit,
          offset,
        );
      // Built only when the count is made: a kept count needs no statement.
      const counted = () =>
        countOf(
          matchingFromIndex(words)
            .select('document.id_document')
            .limit(countUpTo + 1),
        );
      return settle(
        // The page on the request's own connection, as the dossier search's: stopped at the page, it
        // costs less than its trip to the read worker and back; the count, computed once for a
        // while, goes there.
        async () => (await db.executeQuery(indexedPage(words, limit, offset))).rows,
        async () => Number((await readBeside(db, counted()))[0]?.n ?? 0),
        countTotal,
        countUpTo,
        limit,
        offset,
      );
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
          checkpoints: checkpointsOf(row.checkpoints),
        }));
    },

    /**
     * The code points [from, to) of each document's text (to the end when `to` is null), in one
     * statement for the whole page (one per document was a page's 25 round trips).
     */
    async stretches(wanted: { id: number; from: number; to: number | null }[]): Promise<Map<number, string>> {
      if (wanted.length === 0) return new Map();
      const starts = wanted.map((w) => w.from + 1);
      const lengths = wanted.map((w) => (w.to === null ? TO_THE_END : w.to - w.from));
      const ids = wanted.map((w) => w.id);
      const list = onSqlite
        ? sql`values ${sql.join(wanted.map((_, i) => sql`(${ids[i]}, ${starts[i]}, ${lengths[i]})`))}`
        : sql`select * from unnest(${ids}::integer[], ${starts}::integer[], ${lengths}::integer[])`;
      const rows = await sql<{
        id: number;
        piece: string;
      }>`with ${sql.id('w')} (${sql.id('id')}, ${sql.id('start')}, ${sql.id('length')}) as (${list})
        select ${sql.ref('w.id')} as ${sql.id('id')}, substr(${sql.ref('t.content')}, ${sql.ref('w.start')}, ${sql.ref('w.length')}) as ${sql.id('piece')}
        from ${sql.id('w')} join ${sql.table('document_text')} as ${sql.id('t')} on ${sql.ref('t.id_document')} = ${sql.ref('w.id')}`.execute(
        db,
      );
      return new Map(rows.rows.map((r) => [Number(r.id), r.piece]));
    },

    /** Rebuilds the SQLite search index from the kept texts (PostgreSQL's index is rebuilt with REINDEX). */
    async rebuildIndex(): Promise<void> {
      if (onSqlite) await sql`insert into document_text_search (document_text_search) values ('rebuild')`.execute(db);
      else await sql`reindex table document_text`.execute(db);
    },
  };
}

export type DocumentTextRepository = ReturnType<typeof createDocumentTextRepository>;
