import type { PartyRole } from '@cabinet/shared';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { RECORD_COLUMNS, columnsOf, qualified } from '../../db/columns';
import { prepared } from '../../db/prepared';
import { readBeside } from '../../db/read-worker';
import type { Database, PartyRow, PartyTable } from '../../db/schema';
import { inList } from '../../db/value-list';
import { updateIfVersion } from '../../db/versioned-update';
import { offsetOf, type CountTotal, type PageRequest } from '../../lib/paging';
import { indexedPartyPhrase, indexedPartyTerms, partySearch } from './party-search.repository';

/** With at least this many matches per row a page needs, the page is looked for in the name index first. */
const WALK_FACTOR = 20;
/** Scanning this many name index entries costs about as much as reading one match by id and sorting it (measured at 300k parties). */
const WINDOW_PER_MATCH = 10;

export const PARTY_COLUMNS = columnsOf<PartyTable>()([
  'id_party',
  'kind',
  'name',
  'name_ar',
  'national_id',
  'phone',
  'email',
  'address',
  'note',
  'language',
  'name_key',
  'name_ar_key',
  'national_id_key',
  'search_text',
  ...RECORD_COLUMNS,
  'deleted_at',
  'deleted_by',
]);

export interface LinkRow {
  id_dossier: number;
  ref_dossier_bureau: number;
  role: PartyRole;
  id_party: number;
  name: string;
  in_trash: boolean;
}

export function createPartiesRepository(db: Kysely<Database>) {
  // Cross joins + join conditions: SQLite starts from the parties' links (dossier_party_party_idx).
  // As inner joins, it read every live dossier through the trash index instead once a conflict
  // check asked about 50 parties: 5 s at 100k dossiers.
  const links = () =>
    db
      .selectFrom('dossier_party')
      .crossJoin('dossier')
      .crossJoin('party')
      .whereRef('dossier.id_dossier', '=', 'dossier_party.fk_dossier')
      .whereRef('party.id_party', '=', 'dossier_party.fk_party')
      .select((eb) => [
        'dossier.id_dossier',
        'dossier.ref_dossier_bureau',
        'dossier_party.role',
        'party.id_party',
        'party.name',
        eb.case().when('dossier.deleted_at', 'is', null).then(0).else(1).end().as('trashed'),
      ]);
  const asLinks = (rows: { id_dossier: number; ref_dossier_bureau: number; role: PartyRole; id_party: number; name: string; trashed: number | string }[]): LinkRow[] =>
    rows.map(({ trashed, ...row }) => ({ ...row, in_trash: Number(trashed) === 1 }));

  /**
   * A page of the party search from the trigram index (SQLite), in name order. The index is read
   * once: its matches come back counted and as a JSON array of ids, which the next queries read
   * with json_each (evaluating the phrase again cost as much as the rest). The index holds live
   * parties only.
   * Many matches: the page is taken walking the name index from the start, in a window that
   * bounds the walk (a common name fills its page within a few thousand entries, where reading
   * and sorting its 4,500 matches took 10 ms); when the window holds too few (matches bunched
   * later in the alphabet), and with few matches, the matches are read by id and sorted.
   */
  /** The index's matches of `phrase`, counted and as a JSON array of ids; read by the read worker when there is one. */
  async function partyMatches(phrase: string): Promise<{ n: number; ids: string }> {
    const [row] = await readBeside(db, sql<{ n: number; ids: string }>`select count(*) as n, json_group_array(rowid) as ids from party_search where party_search match ${phrase}`.compile(db));
    return row ?? { n: 0, ids: '[]' };
  }

  async function indexedPage(phrase: string, page: PageRequest): Promise<{ rows: PartyRow[]; total: number }> {
    const { n, ids } = await partyMatches(phrase);
    const total = Number(n);
    const offset = offsetOf(page);
    if (total <= offset) return { rows: [], total };
    const matching = sql`select value from json_each(${ids})`;
    const need = offset + page.page_size;
    if (total >= WALK_FACTOR * need) {
      const top = await db.selectFrom('party').select((eb) => eb.fn.max('id_party').as('last')).executeTakeFirst();
      const last = Number(top?.last ?? 0);
      // No wider than reading the matches by id would cost: a miss costs at most twice that.
      const window = Math.min(last, WINDOW_PER_MATCH * total);
      const walked = await sql<{ id_party: number }>`select id_party from (select id_party, name_key from party indexed by party_name_key_idx order by name_key, id_party limit ${window})
        where id_party in (${matching}) order by name_key, id_party limit ${page.page_size} offset ${offset}`.execute(db);
      const pageIds = walked.rows.map((row) => row.id_party);
      if (pageIds.length === page.page_size || window >= last) {
        const rows = pageIds.length === 0 ? [] : await db.selectFrom('party').select(PARTY_COLUMNS).where('id_party', 'in', pageIds).orderBy('name_key').orderBy('id_party').execute();
        return { rows, total };
      }
    }
    const columns = sql.join(PARTY_COLUMNS.map((column) => sql.ref(column)));
    const rows = await sql<PartyRow>`select ${columns} from party where id_party in (${matching}) order by name_key, id_party limit ${page.page_size} offset ${offset}`.execute(db);
    return { rows: rows.rows, total };
  }

  return {
    findLive(id: number): Promise<PartyRow | undefined> {
      return db.selectFrom('party').select(PARTY_COLUMNS).where('id_party', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    },
    findTrashed(id: number): Promise<PartyRow | undefined> {
      return db.selectFrom('party').select(PARTY_COLUMNS).where('id_party', '=', id).where('deleted_at', 'is not', null).executeTakeFirst();
    },
    /**
     * A page of the live parties a search matches, in name order, and their total. Counting the
     * total outside the SQLite index goes through `countTotal` (the service keeps it a few seconds).
     */
    async list(page: PageRequest, q: string | undefined, countTotal: CountTotal = (count) => count()): Promise<{ rows: PartyRow[]; total: number }> {
      const phrase = q ? indexedPartyPhrase(db, q) : null;
      if (phrase !== null) return indexedPage(phrase, page);
      let query = db.selectFrom('party').where('party.deleted_at', 'is', null);
      if (q) query = query.where(partySearch(db, q));
      const offset = offsetOf(page);
      // The page's ids first, then their rows: on PostgreSQL the ids come from the name index
      // alone (it carries what the search reads), where each row read while walking the names
      // cost a visit to the table.
      const ids = await query.select('party.id_party').orderBy('party.name_key').orderBy('party.id_party').limit(page.page_size).offset(offset).execute();
      const rows = ids.length === 0 ? [] : await db.selectFrom('party').select(PARTY_COLUMNS).where(inList(db, 'party.id_party', ids.map((row) => row.id_party), 'integer')).orderBy('name_key').orderBy('id_party').execute();
      // A short page ends the list, so it gives the total without counting again.
      if ((rows.length > 0 || offset === 0) && rows.length < page.page_size) return { rows, total: offset + rows.length };
      const total = await countTotal(async () => Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n));
      return { rows, total };
    },
    /** The live party holding this national id, other than `exceptId`. */
    findByNationalId(key: string, exceptId?: number): Promise<PartyRow | undefined> {
      let query = db.selectFrom('party').select(PARTY_COLUMNS).where('national_id_key', '=', key).where('deleted_at', 'is', null);
      if (exceptId !== undefined) query = query.where('id_party', '<>', exceptId);
      return db.executeQuery(prepared(query.compile())).then((result) => result.rows[0]);
    },
    /** Live parties whose folded name (in either script) is one of `keys`. The conflict check's reads go to the read worker when there is one. */
    findByNameKeys(keys: string[], limit: number): Promise<PartyRow[]> {
      if (keys.length === 0) return Promise.resolve([]);
      const query = db
        .selectFrom('party')
        .select(PARTY_COLUMNS)
        .where('deleted_at', 'is', null)
        .where((eb) => eb.or([eb('name_key', 'in', keys), eb('name_ar_key', 'in', keys)]))
        .orderBy('name_key')
        .orderBy('id_party')
        .limit(limit)
        .compile();
      return readBeside(db, prepared(query));
    },
    /**
     * Live parties whose names contain the query (3 folded characters or more), the first `limit`
     * by id. SQLite reads the index in id order and stops at the limit (a common name has
     * thousands of matches, which `in (select …)` read in full first: 2–3 ms instead of 0.2–1).
     */
    findByNamePart(q: string, limit: number): Promise<PartyRow[]> {
      const indexed = indexedPartyTerms(db, q);
      if (indexed !== null) {
        const query = db
          .selectFrom(sql<{ rowid: number }>`party_search`.as('s'))
          .crossJoin('party')
          .select(qualified('party', PARTY_COLUMNS))
          .where(sql<boolean>`${sql.ref('party.id_party')} = ${sql.ref('s.rowid')} and ${sql.ref('s.party_search')} match ${indexed.match}`)
          .where(sql<boolean>`instr(${sql.ref('party.search_text')}, ${indexed.folded}) > 0`)
          .where('party.deleted_at', 'is', null)
          .orderBy(sql.ref('s.rowid'))
          .limit(limit)
          .compile();
        return readBeside(db, query);
      }
      return db.selectFrom('party').select(PARTY_COLUMNS).where('party.deleted_at', 'is', null).where(partySearch(db, q)).limit(limit).execute();
    },
    async insert(values: Insertable<PartyTable>): Promise<number> {
      return (await db.insertInto('party').values(values).returning('id_party').executeTakeFirstOrThrow()).id_party;
    },
    /** Updates only when the stored version is still `expectedVersion`, and bumps it. */
    update(id: number, expectedVersion: number, values: Updateable<PartyTable>): Promise<boolean> {
      return updateIfVersion(db, 'party', 'id_party', id, expectedVersion, values);
    },
    /** Every dossier the party is linked to, live or in the trash. */
    async dossiersOf(partyId: number): Promise<LinkRow[]> {
      return asLinks(await links().where('dossier_party.fk_party', '=', partyId).orderBy('dossier.ref_dossier_bureau').orderBy('dossier_party.role').execute());
    },
    /** The live dossiers where one of `partyIds` holds one of `roles`. */
    async liveLinksOf(partyIds: number[], roles?: readonly PartyRole[]): Promise<LinkRow[]> {
      if (partyIds.length === 0 || roles?.length === 0) return [];
      let query = links().where(inList(db, 'dossier_party.fk_party', partyIds, 'integer')).where('dossier.deleted_at', 'is', null);
      if (roles) query = query.where(inList(db, 'dossier_party.role', roles, 'text'));
      return asLinks(await readBeside(db, prepared(query.orderBy('dossier.ref_dossier_bureau').orderBy('dossier_party.role').compile())));
    },
    async partiesOfDossier(dossierId: number) {
      return db
        .selectFrom('dossier_party')
        .innerJoin('party', 'party.id_party', 'dossier_party.fk_party')
        .select(['party.id_party', 'party.name', 'party.name_ar', 'party.kind', 'party.national_id', 'dossier_party.role'])
        .where('dossier_party.fk_dossier', '=', dossierId)
        .orderBy('dossier_party.created_at')
        .orderBy('party.name_key')
        .execute();
    },
    async linkExists(dossierId: number, partyId: number, role: PartyRole): Promise<boolean> {
      const row = await db
        .selectFrom('dossier_party')
        .select('fk_party')
        .where('fk_dossier', '=', dossierId)
        .where('fk_party', '=', partyId)
        .where('role', '=', role)
        .executeTakeFirst();
      return row !== undefined;
    },
    async link(values: Insertable<Database['dossier_party']>): Promise<void> {
      await db.insertInto('dossier_party').values(values).execute();
    },
    async unlink(dossierId: number, partyId: number, role: PartyRole): Promise<boolean> {
      const result = await db.deleteFrom('dossier_party').where('fk_dossier', '=', dossierId).where('fk_party', '=', partyId).where('role', '=', role).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    /** The client of each dossier (the first linked when there are several). */
    async clientNames(dossierIds: number[]): Promise<Map<number, string>> {
      if (dossierIds.length === 0) return new Map();
      const query = db
        .selectFrom('dossier_party')
        .innerJoin('party', 'party.id_party', 'dossier_party.fk_party')
        .select(['dossier_party.fk_dossier', 'party.name', 'dossier_party.created_at'])
        .where(inList(db, 'dossier_party.fk_dossier', dossierIds, 'integer'))
        .where('dossier_party.role', '=', 'client')
        .orderBy('dossier_party.created_at')
        .orderBy('party.id_party')
        .compile();
      const { rows } = await db.executeQuery(prepared(query));
      const names = new Map<number, string>();
      for (const row of rows) if (!names.has(row.fk_dossier)) names.set(row.fk_dossier, row.name);
      return names;
    },
    async dossierIdsOf(partyId: number): Promise<number[]> {
      const rows = await db.selectFrom('dossier_party').select('fk_dossier').distinct().where('fk_party', '=', partyId).execute();
      return rows.map((row) => row.fk_dossier);
    },
  };
}

export type PartiesRepository = ReturnType<typeof createPartiesRepository>;
