import { readFileSync } from 'node:fs';

/** What this comparison reads of a run's results (`latest.json`). */
export interface RunForComparison {
  dataset: { dossiers: number; actions: number; db: string; seed: string; today: string };
  endpoints: Record<string, { p95_ms: number; p99_ms: number; ratio_to_baseline: number; requests: number }>;
}

export interface ComparisonBudget {
  name: string;
  limit: string;
  value: string;
  ok: boolean;
}

/** Issue 16: PostgreSQL within this factor of SQLite on every part-one budget. */
export const POSTGRES_FACTOR = 1.5;

/** Part one's latency budgets, by their bench line. */
const LATENCIES = [
  { name: 'dashboard p99', endpoint: 'dashboard', percentile: 'p99_ms' },
  { name: 'search by name p95', endpoint: 'search_name', percentile: 'p95_ms' },
  { name: 'search by reference p95', endpoint: 'search_ref', percentile: 'p95_ms' },
  { name: 'agenda p95', endpoint: 'agenda', percentile: 'p95_ms' },
  { name: 'stale p95', endpoint: 'stale', percentile: 'p95_ms' },
] as const;

/**
 * Reads a SQLite run's results to compare a PostgreSQL run with (`--compare-with FILE`), and
 * refuses one made on another dataset: the comparison only means something on the same data.
 */
export function readSqliteRun(path: string, dataset: RunForComparison['dataset']): RunForComparison {
  const run = JSON.parse(readFileSync(path, 'utf8')) as RunForComparison;
  if (run.dataset?.db !== 'sqlite') throw new Error(`--compare-with: ${path} is not a SQLite run`);
  for (const key of ['dossiers', 'actions', 'seed', 'today'] as const) {
    if (run.dataset[key] !== dataset[key]) {
      throw new Error(`--compare-with: ${path} ran on another dataset (${key} ${String(run.dataset[key])}, this run ${String(dataset[key])})`);
    }
  }
  return run;
}

/**
 * Part one's budgets on PostgreSQL against SQLite's, each a ratio that must stay within
 * POSTGRES_FACTOR: a latency PostgreSQL / SQLite, the dossier read's share of a bare route
 * SQLite / PostgreSQL (how many times slower). A line either run completed no request for fails.
 */
export function compareWithSqlite(postgres: RunForComparison, sqlite: RunForComparison): ComparisonBudget[] {
  const limit = `≤ ${POSTGRES_FACTOR}×`;
  const line = (name: string, value: number | null, detail: string): ComparisonBudget =>
    value === null || !Number.isFinite(value)
      ? { name: `PostgreSQL / SQLite, ${name}`, limit, value: 'no request completed', ok: false }
      : { name: `PostgreSQL / SQLite, ${name}`, limit, value: `${value.toFixed(2)}× (${detail})`, ok: value <= POSTGRES_FACTOR };
  const completed = (run: RunForComparison, endpoint: string) => (run.endpoints[endpoint]?.requests ?? 0) > 0;
  const budgets = LATENCIES.map(({ name, endpoint, percentile }) => {
    if (!completed(postgres, endpoint) || !completed(sqlite, endpoint)) return line(name, null, '');
    const pg = postgres.endpoints[endpoint]![percentile];
    const lite = sqlite.endpoints[endpoint]![percentile];
    return line(name, lite > 0 ? pg / lite : null, `${pg.toFixed(1)} against ${lite.toFixed(1)} ms`);
  });
  const pgRead = postgres.endpoints.dossier_read?.ratio_to_baseline ?? 0;
  const liteRead = sqlite.endpoints.dossier_read?.ratio_to_baseline ?? 0;
  budgets.push(
    line('dossier read, times slower', pgRead > 0 && liteRead > 0 ? liteRead / pgRead : null, `${pgRead.toFixed(2)} against ${liteRead.toFixed(2)} of a bare route`),
  );
  return budgets;
}
