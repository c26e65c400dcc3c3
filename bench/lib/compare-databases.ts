// PostgreSQL against SQLite in one run: both servers up at once on the same generated dataset, each
// compared endpoint loaded in slices alternating between the two, so both see the same machine,
// and each line the median of its ratio over neighbouring pairs of slices. Two runs made at
// different times compare two machines as much as two databases.
import type { Endpoint } from './endpoints';
import type { LoadResult } from './load';
import { alternate, medianRatio, type Side, type Slicing } from './paired';

/** PostgreSQL within this factor of SQLite on every compared line. */
export const POSTGRES_FACTOR = 1.5;

/** The lines compared, with the percentile each is judged by; the dossier read by its rate. */
export const COMPARED = [
  { name: 'dashboard p99', endpoint: 'dashboard', percentile: 'p99_ms' },
  { name: 'search by name p95', endpoint: 'search_name', percentile: 'p95_ms' },
  { name: 'search by reference p95', endpoint: 'search_ref', percentile: 'p95_ms' },
  { name: 'agenda p95', endpoint: 'agenda', percentile: 'p95_ms' },
  { name: 'stale p95', endpoint: 'stale', percentile: 'p95_ms' },
  { name: 'dossier list p95', endpoint: 'dossier_list', percentile: 'p95_ms' },
  { name: 'dossier read, times slower', endpoint: 'dossier_read', percentile: 'rps' },
] as const satisfies readonly { name: string; endpoint: Endpoint; percentile: 'p95_ms' | 'p99_ms' | 'rps' }[];

export type ComparedEndpoint = (typeof COMPARED)[number]['endpoint'];
/** Each side's slices summed up, and the line's ratio (PostgreSQL's figure over SQLite's, the read's rates SQLite over PostgreSQL), pair by pair. */
export type DatabaseComparison = Partial<Record<ComparedEndpoint, { postgres: LoadResult; sqlite: LoadResult; ratio: number }>>;

export interface ComparisonBudget {
  name: string;
  limit: string;
  value: string;
  ok: boolean;
}

/** Loads each compared endpoint on both servers, PostgreSQL and SQLite slices alternating. */
export async function compareDatabases(options: {
  postgres: Omit<Side, 'paths'>;
  sqlite: Omit<Side, 'paths'>;
  paths: Record<ComparedEndpoint, string[]>;
  slicing: Slicing;
  log: (line: string) => void;
}): Promise<DatabaseComparison> {
  const comparison: DatabaseComparison = {};
  for (const { endpoint, percentile } of COMPARED) {
    const paths = options.paths[endpoint];
    options.log(
      `[bench] ${endpoint}: PostgreSQL and SQLite, ${options.slicing.slices} × ${options.slicing.sliceSeconds} s each, alternating`,
    );
    const alternated = await alternate({ ...options.postgres, paths }, { ...options.sqlite, paths }, options.slicing);
    const { first, second } = alternated;
    for (const [name, result] of [
      ['PostgreSQL', first],
      ['SQLite', second],
    ] as const) {
      if (result.non_2xx > 0 || result.errors > 0)
        throw new Error(`${endpoint} on ${name}: ${result.non_2xx} non-2xx answers and ${result.errors} errors`);
    }
    const ratio = medianRatio(alternated.pairs, ({ first: pg, second: lite }) =>
      percentile === 'rps' ? lite.rps / pg.rps : pg[percentile] / lite[percentile],
    );
    comparison[endpoint] = { postgres: first, sqlite: second, ratio };
  }
  return comparison;
}

/**
 * Each compared line's ratio, which must stay within POSTGRES_FACTOR: a latency PostgreSQL /
 * SQLite, the dossier read's rate SQLite / PostgreSQL (how many times slower). A line either
 * database completed no request for fails.
 */
export function databaseBudgets(comparison: DatabaseComparison): ComparisonBudget[] {
  const limit = `≤ ${POSTGRES_FACTOR}×`;
  return COMPARED.map(({ name, endpoint, percentile }) => {
    const label = `PostgreSQL / SQLite, ${name}`;
    const pair = comparison[endpoint];
    if (!pair || pair.postgres.requests === 0 || pair.sqlite.requests === 0)
      return { name: label, limit, value: 'no request completed', ok: false };
    const pg = pair.postgres[percentile];
    const lite = pair.sqlite[percentile];
    const detail =
      percentile === 'rps' ? `${pg.toFixed(0)} against ${lite.toFixed(0)} requests/s` : `${pg.toFixed(1)} against ${lite.toFixed(1)} ms`;
    if (pair.ratio <= 0) return { name: label, limit, value: `not comparable (${detail})`, ok: false };
    return { name: label, limit, value: `${pair.ratio.toFixed(2)}× (${detail})`, ok: pair.ratio <= POSTGRES_FACTOR };
  });
}
