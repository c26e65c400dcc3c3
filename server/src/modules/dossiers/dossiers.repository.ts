import { DOSSIER_TEXT_FIELDS, type DossierListQuery, type DossierSortField } from '@cabinet/shared';
import { sql, SqliteAdapter, type CompiledQuery, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { LEGACY_AUTHOR_COLUMNS, RECORD_COLUMNS, columnsOf, qualified } from '../../db/columns';
import { batchedReads } from '../../db/batched-reads';
import { prepared } from '../../db/prepared';
import { readWorkerOf } from '../../db/read-worker';
import { inList } from '../../db/value-list';
import type { Database, DossierTable } from '../../db/schema';
import { offsetOf, type CountTotal } from '../../lib/paging';
import type { DossierListRow, DossierWithNames } from './dossier-record';
import {
  countSearchMatches,
  dossierSearch,
  indexedReferenceSearch,
  indexedTextPhrase,
  searchIndexCounts,
  searchedReference,
} from './dossier-search.repository';

export const DOSSIER_COLUMNS = columnsOf<DossierTable>()([
  'id_dossier',
  'ref_dossier_bureau',
  'date_inscription_bureau',
  'fk_type_affaire_bureau',
  'fk_tribunal',
  'montant_dette',
  'date_accident',
  ...DOSSIER_TEXT_FIELDS,
  'search_text',
  'last_action_date',
  'deleted_at',
  'deleted_by',
  ...RECORD_COLUMNS,
  'fk_responsible',
  ...LEGACY_AUTHOR_COLUMNS,
  'to_review',
  'ref_duplicate_kept',
]);
const DOSSIER_SELECTION = qualified('dossier', DOSSIER_COLUMNS);
/** What a list shows of a dossier: not its search text, trash marks or legacy author names. */
const UNLISTED = new Set<string>(['search_text', 'deleted_at', 'deleted_by', ...LEGACY_AUTHOR_COLUMNS]);
const LIST_SELECTION = qualified(
  'dossier',
  DOSSIER_COLUMNS.filter((column) => !UNLISTED.has(column)),
);

/**
 * The name of a dossier's first client (by link date, then party id), the rule of
 * `clientNames` in parties.repository.ts, read in the page's own statement.
 */
const CLIENT_NAME = sql<string | null>`(
  select party.name from dossier_party join party on party.id_party = dossier_party.fk_party
  where dossier_party.fk_dossier = dossier.id_dossier and dossier_party.role = 'client'
  order by dossier_party.created_at, party.id_party limit 1
)`;

/** Sort keys to columns; the nullable ones sort their nulls last in both databases. */
const SORT_COLUMNS: Record<DossierSortField, { column: string; nullable: boolean }> = {
  id_dossier: { column: 'dossier.id_dossier', nullable: false },
  ref_dossier_bureau: { column: 'dossier.ref_dossier_bureau', nullable: false },
  date_inscription_bureau: { column: 'dossier.date_inscription_bureau', nullable: false },
  montant_dette: { column: 'dossier.montant_dette', nullable: true },
  num_police: { column: 'dossier.num_police', nullable: true },
  nom_responsable_civil: { column: 'dossier.nom_responsable_civil', nullable: true },
  matricule_vehicule: { column: 'dossier.matricule_vehicule', nullable: true },
  date_accident: { column: 'dossier.date_accident', nullable: true },
  tribunal_nom: { column: 'tribunal.nom', nullable: true },
  type_affaire_bureau_libelle: { column: 'type_affaire_bureau.libelle', nullable: true },
  last_action_date: { column: 'dossier.last_action_date', nullable: true },
  created_at: { column: 'dossier.created_at', nullable: false },
  modified_at: { column: 'dossier.modified_at', nullable: false },
};

/**
 * Conditions on `dossier.id_dossier` that a dossier may meet instead of the search's words (the
 * text of its documents, when the caller asks for it), each the way that costs least for its read
 * (the same dossiers): a page in id order, which stops with the page; a page in another order,
 * which sorts every match; the count. The total is then counted up to `countUpTo`, and said to be
 * more: a word most documents hold is in too many to count each time.
 */
export interface SearchWidening {
  inIdOrder: Expression<SqlBool>;
  sorted: Expression<SqlBool>;
  count: Expression<SqlBool>;
  countUpTo: number;
}
type WideningUse = Exclude<keyof SearchWidening, 'countUpTo'>;

type Filters = Omit<DossierListQuery, 'page' | 'page_size' | 'sort' | 'mine'> & { responsible?: number; widenSearch?: SearchWidening };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function applyFilters<QB extends SelectQueryBuilder<Database, 'dossier', any>>(
  db: Kysely<Database>,
  qb: QB,
  filters: Filters,
  use: WideningUse,
): QB {
  let query = qb.where('dossier.deleted_at', 'is', null) as QB;
  const q = filters.q?.trim() ?? '';
  if (q) {
    const widened = filters.widenSearch?.[use] ?? null;
    query = query.where(widened ? sql<SqlBool>`(${dossierSearch(db, q)} or ${widened})` : dossierSearch(db, q)) as QB;
  }
  if (filters.tribunal !== undefined) query = query.where('dossier.fk_tribunal', '=', filters.tribunal) as QB;
  if (filters.type_affaire_bureau !== undefined)
    query = query.where('dossier.fk_type_affaire_bureau', '=', filters.type_affaire_bureau) as QB;
  if (filters.from !== undefined) query = query.where('dossier.date_inscription_bureau', '>=', filters.from) as QB;
  if (filters.to !== undefined) query = query.where('dossier.date_inscription_bureau', '<=', filters.to) as QB;
  if (filters.responsible !== undefined) query = query.where('dossier.fk_responsible', '=', filters.responsible) as QB;
  if (filters.to_review === '1') query = query.where('dossier.to_review', '=', 1) as QB;
  return query;
}

/** Reads of the dossier table; its writes are the commands in dossier-commands.ts. */
export function createDossiersRepository(db: Kysely<Database>) {
  const onSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  // Kysely cannot type a join onto a builder whose tables are generic: the index's table is
  // reached through raw references, so the builder is taken as one on `dossier`.
  /** A dossier's court's and case type's names, beside what else the query selects. */
  const withReferenceNames = <DB extends Database>(query: SelectQueryBuilder<DB, 'dossier', object>) =>
    (query as unknown as SelectQueryBuilder<Database, 'dossier', object>)
      .leftJoin('tribunal', 'tribunal.id_tribunal', 'dossier.fk_tribunal')
      .leftJoin('type_affaire_bureau', 'type_affaire_bureau.id_type_affaire_bureau', 'dossier.fk_type_affaire_bureau')
      .select([
        'tribunal.nom as tribunal_nom',
        'tribunal.nom_ar as tribunal_nom_ar',
        'type_affaire_bureau.libelle as type_affaire_bureau_libelle',
      ]);
  const withNames = () => withReferenceNames(db.selectFrom('dossier')).select(DOSSIER_SELECTION);

  /** A live dossier as the API shows it: no search text, trash marks or legacy author names read for nothing. */
  const withShownColumns = <DB extends Database>(query: SelectQueryBuilder<DB, 'dossier', object>) =>
    withReferenceNames(query).select(LIST_SELECTION).where('dossier.deleted_at', 'is', null);

  /** What a list shows of a dossier: the shown columns and its client's name, in the same statement. */
  const withListedColumns = <DB extends Database>(query: SelectQueryBuilder<DB, 'dossier', object>) =>
    withShownColumns(query).select(CLIENT_NAME.as('client_name'));

  /**
   * A page of the live dossiers whose text contains `phrase`, but `exceptId`, read from the search
   * index in its rowid (id) order and stopped at the page: 0.5 of the request's 2.5 ms on its
   * thread at 100k dossiers. Compiled once per direction (building and compiling it cost as much
   * as running it); its parameters are the phrase, the id left out (0: none), the limit and the offset.
   */
  const indexedPages = new Map<'asc' | 'desc', CompiledQuery<DossierListRow>>();
  const indexedPage = async (
    phrase: string,
    direction: 'asc' | 'desc',
    limit: number,
    offset: number,
    exceptId = 0,
  ): Promise<DossierListRow[]> => {
    let compiled = indexedPages.get(direction);
    if (!compiled) {
      const fromIndex = db.selectFrom(sql<{ rowid: number }>`dossier_search`.as('s')).crossJoin('dossier');
      compiled = withListedColumns(fromIndex)
        .where(sql<boolean>`${sql.ref('dossier.id_dossier')} = ${sql.ref('s.rowid')} and ${sql.ref('s.dossier_search')} match ${''}`)
        .where('dossier.id_dossier', '<>', 0)
        .orderBy(sql.ref('s.rowid'), direction)
        .limit(0)
        .offset(0)
        .compile();
      indexedPages.set(direction, compiled);
    }
    const query: CompiledQuery<DossierListRow> = { ...compiled, parameters: [phrase, exceptId, limit, offset] };
    return (await db.executeQuery(query)).rows;
  };

  // A search for a reference, in id order (SQLite): the dossier with that reference first, then
  // the others whose text holds its digits, as a text search's page. Sorting every match for the
  // reference's place cost a third of a request's time (the digits of a reference are in a
  // hundred dossiers' numbers at 100k).
  let exactReference: CompiledQuery<DossierListRow> | null = null;
  const referencePage = async (
    { phrase, ref }: { phrase: string; ref: number },
    direction: 'asc' | 'desc',
    limit: number,
    offset: number,
  ) => {
    exactReference ??= withListedColumns(db.selectFrom('dossier')).where('dossier.ref_dossier_bureau', '=', 0).compile();
    const exactQuery: CompiledQuery<DossierListRow> = { ...exactReference, parameters: [ref] };
    const exact = (await db.executeQuery(exactQuery)).rows[0];
    if (exact === undefined) return indexedPage(phrase, direction, limit, offset);
    const first = offset === 0 ? [exact] : [];
    return [...first, ...(await indexedPage(phrase, direction, limit - first.length, Math.max(0, offset - 1), exact.id_dossier))];
  };

  // The dossier reads by id, compiled once: building and compiling the query took a third of the
  // request's server time. Only the id (its one parameter) changes between runs; on PostgreSQL
  // they are prepared statements, planned once per connection.
  let findLiveQuery: CompiledQuery<DossierWithNames> | null = null;
  let findShownQuery: CompiledQuery<DossierListRow> | null = null;
  const firstRowFor = async <R>(compiled: CompiledQuery<R>, id: number): Promise<R | undefined> =>
    (await db.executeQuery<R>({ ...compiled, parameters: [id] })).rows[0];
  /**
   * On PostgreSQL outside a transaction, the dossier page's reads arriving together share one
   * statement (db/batched-reads.ts), set up with the first such read: most repositories (a
   * transaction's, a request's) never read a dossier page. SQLite answers in this process
   * without a round trip.
   */
  const readTogether = (columns: typeof withShownColumns) => {
    let reader: ((id: number) => Promise<DossierListRow | undefined>) | null = null;
    return () => {
      if (reader) return reader;
      const byIds = prepared(
        columns(db.selectFrom('dossier'))
          .where(inList(db, 'dossier.id_dossier', [0], 'integer'))
          .compile(),
      );
      return (reader = batchedReads(
        async (ids) => (await db.executeQuery<DossierListRow>({ ...byIds, parameters: [ids] })).rows,
        (row) => row.id_dossier,
      ));
    };
  };
  const readShownTogether = readTogether(withShownColumns);
  /** The same for a list's rows, with their clients' names (PostgreSQL). */
  const readListedTogether = readTogether(withListedColumns);

  /** How many live dossiers the filters match. */
  async function countMatches(filters: Filters): Promise<number> {
    const q = filters.q?.trim() ?? '';
    // A search alone is counted in its index (SQLite); null when the index cannot answer.
    const searchOnly = q !== '' && Object.entries(filters).every(([name, value]) => name === 'q' || value === undefined);
    const indexed = searchOnly ? await countSearchMatches(db, q) : null;
    if (indexed !== null) return indexed;
    if (q === '' && Object.values(filters).every((value) => value === undefined)) {
      // Every dossier minus the trash (few, through its index): a whole-table count is nearly
      // free on SQLite, where counting the live ones read them all (4 ms at 100k dossiers).
      const all = db.selectFrom('dossier').select((eb) => eb.fn.countAll<number>().as('n'));
      const { rows: counted } = await sql<{
        n: number;
      }>`select (${all}) - (${all.where('dossier.deleted_at', 'is not', null)}) as n`.execute(db);
      return Number(counted[0]?.n ?? 0);
    }
    if (filters.widenSearch !== undefined) {
      // Up to one more than counted: enough to say there are more.
      const found = applyFilters(db, db.selectFrom('dossier').select('dossier.id_dossier'), filters, 'count').limit(
        filters.widenSearch.countUpTo + 1,
      );
      const bounded = await db
        .selectFrom(found.as('found'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(bounded.n);
    }
    const count = await applyFilters(
      db,
      db.selectFrom('dossier').select((eb) => eb.fn.countAll<number>().as('n')),
      filters,
      'count',
    ).executeTakeFirstOrThrow();
    return Number(count.n);
  }

  return {
    async findLive(id: number): Promise<DossierWithNames | undefined> {
      findLiveQuery ??= prepared(withNames().where('dossier.id_dossier', '=', 0).where('dossier.deleted_at', 'is', null).compile());
      return firstRowFor(findLiveQuery, id);
    },
    /**
     * A live dossier as the API shows it: without its search text, trash marks and legacy author
     * names, which the whole row (`findLive`, for the writes and their audit) carries; the search
     * text alone was a third of a row's bytes.
     */
    async findShown(id: number): Promise<DossierListRow | undefined> {
      if (!onSqlite && !db.isTransaction) return readShownTogether()(id);
      findShownQuery ??= prepared(withShownColumns(db.selectFrom('dossier')).where('dossier.id_dossier', '=', 0).compile());
      return firstRowFor(findShownQuery, id);
    },
    findTrashed(id: number): Promise<DossierWithNames | undefined> {
      return withNames().where('dossier.id_dossier', '=', id).where('dossier.deleted_at', 'is not', null).executeTakeFirst();
    },
    async liveRefTaken(ref: number, exceptId?: number): Promise<boolean> {
      let query = db.selectFrom('dossier').select('id_dossier').where('ref_dossier_bureau', '=', ref).where('deleted_at', 'is', null);
      if (exceptId !== undefined) query = query.where('id_dossier', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },
    /**
     * A page of dossiers and the total; a row carries `client_name` when its statement read it.
     * Every count of the total goes through `countTotal` (the service keeps it a few seconds).
     * `more`: there are more than `total` (a widened search's total is bounded, see SearchWidening).
     */
    async list(
      query: Omit<DossierListQuery, 'mine'> & { responsible?: number; widenSearch?: SearchWidening },
      countTotal: CountTotal = (count) => count(),
    ): Promise<{ rows: DossierListRow[]; total: number; more: boolean }> {
      const { page: _page, page_size, sort = '-id_dossier', ...filters } = query;
      const descending = sort.startsWith('-');
      const key = sort.replace(/^-/, '') as DossierSortField;
      const { column, nullable } = SORT_COLUMNS[key] ?? SORT_COLUMNS.id_dossier;
      const direction = descending ? 'desc' : 'asc';
      const { q, ...others } = filters;
      const searchOnly = q !== undefined && q.trim() !== '' && Object.values(others).every((value) => value === undefined);
      const offset = offsetOf(query);
      const phrase = searchOnly && key === 'id_dossier' ? indexedTextPhrase(db, q.trim()) : null;
      const referenceSearch = searchOnly && key === 'id_dossier' ? indexedReferenceSearch(db, q.trim()) : null;
      // With a read worker, the count of a search runs there while the page is read here.
      const early =
        searchOnly && readWorkerOf(db) !== null && searchIndexCounts(db, q.trim()) ? countTotal(() => countMatches(filters)) : null;
      early?.catch(() => undefined);
      let rows: DossierListRow[];
      /** How many dossiers the page's statement matched, when its rows are read by a second one. */
      let matchedOnPage: number | null = null;
      if (phrase !== null) {
        rows = await indexedPage(phrase, direction, page_size, offset);
      } else if (referenceSearch !== null) {
        rows = await referencePage(referenceSearch, direction, page_size, offset);
      } else {
        // The order of a page: the dossier whose reference was typed comes before those that
        // merely contain the digits; nullable sort keys put their nulls last.
        const ref = q === undefined ? null : searchedReference(q);
        const use = key === 'id_dossier' && ref === null ? 'inIdOrder' : 'sorted';
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        const paged = <QB extends SelectQueryBuilder<Database, 'dossier', any>>(query: QB): QB => {
          let ordered = applyFilters(db, query, filters, use);
          if (ref !== null)
            ordered = ordered.orderBy(sql`case when ${sql.ref('dossier.ref_dossier_bureau')} = ${ref} then 0 else 1 end`) as QB;
          if (nullable) ordered = ordered.orderBy(sql`case when ${sql.ref(column)} is null then 1 else 0 end`) as QB;
          ordered = ordered.orderBy(sql.ref(column), direction) as QB;
          if (key !== 'id_dossier') ordered = ordered.orderBy('dossier.id_dossier', direction) as QB;
          return ordered.limit(page_size).offset(offset) as QB;
        };
        if (onSqlite || db.isTransaction) {
          // Only the listed columns: the search text alone was a third of a row's bytes.
          const listed = withReferenceNames(db.selectFrom('dossier')).select(LIST_SELECTION);
          rows = await paged(onSqlite ? listed : listed.select(CLIENT_NAME.as('client_name'))).execute();
        } else {
          // PostgreSQL: the page's ids, then their listed columns and client names by one
          // prepared statement (planned once per connection) shared with the other requests of
          // the moment. In one statement, the names' joins and the client's subquery were planned
          // anew on every run with the search, whose best plan depends on its words: ten
          // connections read 650–1,300 pages of a common name per second that way, 1,400–1,500
          // this way.
          const byName = key === 'tribunal_nom' || key === 'type_affaire_bureau_libelle';
          const ids = byName
            ? withReferenceNames(db.selectFrom('dossier')).select('dossier.id_dossier')
            : db.selectFrom('dossier').select('dossier.id_dossier');
          const page = await paged(ids).execute();
          const read = readListedTogether();
          // A dossier trashed between the two statements is left out of the page.
          rows = (await Promise.all(page.map((row) => read(row.id_dossier)))).filter((row) => row !== undefined);
          matchedOnPage = page.length;
        }
      }
      // A short page ends the list, so it gives the total: a rare search term costs one scan, not two.
      // A page made short by a dossier trashed between its two statements is not the end of the list.
      const matched = matchedOnPage ?? rows.length;
      if ((matched > 0 || offset === 0) && matched < page_size) return { rows, total: offset + rows.length, more: false };
      const counted = await (early ?? countTotal(() => countMatches(filters)));
      const countUpTo = filters.widenSearch?.countUpTo ?? Infinity;
      return { rows, total: Math.min(counted, countUpTo), more: counted > countUpTo };
    },
    /** The names of the dossier's parties, as its search text holds them (each name, then its Arabic name). */
    async partyNamesOf(dossierId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('dossier_party')
        .innerJoin('party', 'party.id_party', 'dossier_party.fk_party')
        .select(['party.name', 'party.name_ar'])
        .where('dossier_party.fk_dossier', '=', dossierId)
        .orderBy('party.id_party')
        .execute();
      return rows.flatMap((row) => (row.name_ar ? [row.name, row.name_ar] : [row.name]));
    },
    /** Active accounts only: a dossier or an action names someone who can still sign in. */
    async accountExists(id: number): Promise<boolean> {
      return (
        (await db.selectFrom('users').select('id').where('id', '=', id).where('status', '=', 'active').executeTakeFirst()) !== undefined
      );
    },
    async tribunalExists(id: number): Promise<boolean> {
      return (await db.selectFrom('tribunal').select('id_tribunal').where('id_tribunal', '=', id).executeTakeFirst()) !== undefined;
    },
    async caseTypeExists(id: number): Promise<boolean> {
      return (
        (await db
          .selectFrom('type_affaire_bureau')
          .select('id_type_affaire_bureau')
          .where('id_type_affaire_bureau', '=', id)
          .executeTakeFirst()) !== undefined
      );
    },
  };
}

export type DossiersRepository = ReturnType<typeof createDossiersRepository>;
