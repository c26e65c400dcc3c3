// The endpoints the benchmark loads, and the requests each one sends (paths picked from the dataset).
import { createDatabase } from '../../server/src/db/database';
import { addDays } from '../../server/src/lib/dates';
import type { LoadResult } from './load';
import { DOCUMENT_WORDS } from './document-texts';
import { Random } from './random';

export const ENDPOINTS = [
  'dashboard',
  'search_name',
  'search_ref',
  'search_court_number',
  'dossier_read',
  'dossier_list',
  'agenda',
  'stale',
  'search_party_name',
  'party_search',
  'conflict_check',
  'deadlines_board',
  'agenda_deadlines',
  'money_tab',
  'document_search',
] as const;
export type Endpoint = (typeof ENDPOINTS)[number];

/**
 * One endpoint measured in slices alternating with the bare route: `ratio_to_baseline` is its
 * rate divided by the bare route's, the median over neighbouring pairs of slices (paired.ts), so
 * the machine's speed at that moment divides out; `baseline_rps` is the bare route's rate in those slices.
 */
export type Measured = LoadResult & { ratio_to_baseline: number; baseline_rps: number; path: string };

/** Name fragments typed without accents; each matches many dossiers (Hélène, Lefèvre, Chraïbi…). */
const NAME_FRAGMENTS = ['benjell', 'helene', 'lefevre', 'chraibi', 'idriss', 'kettani', 'eric', 'gaelle'];
/** Names only the dossiers' parties carry (organisations), typed loosely: the dossier search finds them through the parties. */
const PARTY_NAME_FRAGMENTS = ['trans atlas', 'toubkal', 'oum errabia', 'مؤسسه النور', 'الواحه', 'logistique sebou'];
/** What staff type to find a party: a few letters of a name in either script, or a national id. */
const PARTY_FRAGMENTS = ['benjell', 'alaoui', 'العلوي', 'el idrissi', 'trans-atlas', 'مؤسسة الأمل', 'rc 1001', 'kettani'];
/** The first pages of the dossier list in its default order, as staff page through it. */
const LIST_PAGES = 10;

export interface Targets {
  ids: number[];
  refs: number[];
  conflicts: string[];
  /** Court file numbers of live dossiers' levels, each as the court writes it and year first. */
  courtNumbers: string[];
}

/** Live dossiers to read and search by reference, and prospective clients to check, drawn from the dataset by the seed. */
export async function pickTargets(databaseUrl: string, seed: string, dossiers: number): Promise<Targets> {
  const handle = createDatabase(databaseUrl, { poolSize: 1 });
  try {
    const rng = new Random(`${seed}:targets`);
    const candidates = Array.from({ length: 600 }, () => rng.int(1, dossiers));
    const rows = await handle.db
      .selectFrom('dossier')
      .select(['id_dossier', 'ref_dossier_bureau'])
      .where('id_dossier', 'in', candidates)
      .where('deleted_at', 'is', null)
      .orderBy('id_dossier')
      .execute();
    if (rows.length === 0) throw new Error('the dataset has no live dossier');
    const shuffled = rows
      .map((r) => ({ r, k: rng.next() }))
      .sort((a, b) => a.k - b.k)
      .map(({ r }) => r);
    // Prospective clients to check: known parties' full names and national ids, and names never seen.
    const partyIds = Array.from({ length: 200 }, () => rng.int(1, dossiers * 3));
    const parties = await handle.db
      .selectFrom('party')
      .select(['name', 'national_id'])
      .where('id_party', 'in', partyIds)
      .orderBy('id_party')
      .execute();
    const conflicts = parties.map((p, i) =>
      i % 4 === 0 && p.national_id
        ? `national_id=${encodeURIComponent(p.national_id)}&name=${encodeURIComponent(p.name)}`
        : `name=${encodeURIComponent(i % 7 === 0 ? `${p.name} Zarhouni` : p.name)}`,
    );
    // Levels of the dossiers drawn, with their number split: typed as the court writes it, and year first.
    const numbers = await handle.db
      .selectFrom('stage')
      .innerJoin('dossier', 'dossier.id_dossier', 'stage.fk_dossier')
      .select(['stage.file_number', 'stage.file_code', 'stage.file_year'])
      .where('stage.fk_dossier', 'in', candidates)
      .where('dossier.deleted_at', 'is', null)
      .where('stage.file_number', 'is not', null)
      .where('stage.file_code', 'is not', null)
      .orderBy('stage.id')
      .limit(50)
      .execute();
    if (numbers.length === 0) throw new Error('the dataset has no court level with a split number');
    const courtNumbers = numbers.flatMap((n, i) => {
      const parts = [n.file_number!, n.file_code!, n.file_year!];
      return i % 2 === 0 ? [parts.join('/'), parts.toReversed().join('/')] : [parts.toReversed().join('/'), parts.join('/')];
    });
    return { ids: shuffled.map((r) => r.id_dossier), refs: shuffled.slice(0, 100).map((r) => r.ref_dossier_bureau), conflicts, courtNumbers };
  } finally {
    await handle.close();
  }
}

export const BARE_ROUTE = '/api/bench/baseline';

/** Every endpoint's requests, rotated across a load run's requests; `moneyTab`: the dossiers whose Money tab holds money. */
export function endpointPaths(targets: Targets, today: string, moneyTab: number[]): Record<Endpoint | 'baseline', string[]> {
  return {
    baseline: [BARE_ROUTE],
    dashboard: ['/api/dashboard'],
    search_name: NAME_FRAGMENTS.map((q) => `/api/dossiers?q=${encodeURIComponent(q)}`),
    search_ref: targets.refs.map((ref) => `/api/dossiers?q=${ref}`),
    // A court number typed either way round (1457/1201/2026 or 2026/1201/1457).
    search_court_number: targets.courtNumbers.map((number) => `/api/dossiers?q=${encodeURIComponent(number)}`),
    dossier_read: targets.ids.map((id) => `/api/dossiers/${id}`),
    dossier_list: Array.from({ length: LIST_PAGES }, (_, i) => `/api/dossiers?page=${i + 1}`),
    agenda: ['/api/agenda'],
    stale: ['/api/dossiers/stale'],
    search_party_name: PARTY_NAME_FRAGMENTS.map((q) => `/api/dossiers?q=${encodeURIComponent(q)}`),
    party_search: PARTY_FRAGMENTS.map((q) => `/api/parties?q=${encodeURIComponent(q)}`),
    conflict_check: targets.conflicts.map((query) => `/api/conflicts?${query}`),
    // The board's three sections: overdue, this week, the rest of the month.
    deadlines_board: [
      `/api/deadlines?due_to=${addDays(today, -1)}`,
      `/api/deadlines?due_from=${today}&due_to=${addDays(today, 6)}`,
      `/api/deadlines?due_from=${addDays(today, 7)}&due_to=${addDays(today, 30)}`,
    ],
    // Today's agenda: actions and the deadlines due today.
    agenda_deadlines: [`/api/agenda?from=${today}&to=${today}`],
    // The Money tab's two reads: the ledger with its balances, and the dossier's fee notes.
    money_tab: moneyTab.flatMap((id) => [`/api/dossiers/${id}/money`, `/api/invoices?dossier=${id}&page_size=100`]),
    document_search: DOCUMENT_WORDS.map((q) => `/api/documents/search?q=${encodeURIComponent(q)}`),
  };
}

/** Every path answers 200 before anything is timed. */
export async function checkPathsAnswer(baseURL: string, cookie: string, paths: Record<string, string[]>): Promise<void> {
  for (const [name, list] of Object.entries(paths)) {
    const res = await fetch(`${baseURL}${list[0]}`, { headers: { cookie } });
    if (res.status !== 200) throw new Error(`${name}: ${list[0]} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  }
}
