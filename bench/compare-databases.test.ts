import { describe, expect, it } from 'vitest';
import { databaseBudgets, type DatabaseComparison } from './lib/compare-databases';
import type { LoadResult } from './lib/load';

const load = (p95_ms: number, p99_ms = p95_ms, rps = 1000, requests = 1000): LoadResult => ({
  requests,
  rps,
  p50_ms: p95_ms / 2,
  p95_ms,
  p99_ms,
  max_ms: p99_ms,
  non_2xx: 0,
  errors: 0,
  response_bytes: 500,
});

/** Every compared line with the ratio its alternating slices gave. */
function comparison(ratios: Record<string, number>): DatabaseComparison {
  const line = (ratio: number) => ({ postgres: load(3, 6, 4000), sqlite: load(2, 4, 4800), ratio });
  return Object.fromEntries(Object.entries(ratios).map(([endpoint, ratio]) => [endpoint, line(ratio)]));
}

describe('PostgreSQL against SQLite, measured in alternating slices of one run', () => {
  it('gives each compared line as its ratio and fails those beyond 1.5×', () => {
    const lines = databaseBudgets(
      comparison({ dashboard: 2, search_name: 1.2, search_ref: 0.82, agenda: 1.52, stale: 1.5, dossier_list: 0.8, dossier_read: 1.2 }),
    );
    expect(lines.map((l) => [l.name, l.value.split(' ')[0], l.ok])).toEqual([
      ['PostgreSQL / SQLite, dashboard p99', '2.00×', false],
      ['PostgreSQL / SQLite, search by name p95', '1.20×', true],
      ['PostgreSQL / SQLite, search by reference p95', '0.82×', true],
      ['PostgreSQL / SQLite, agenda p95', '1.52×', false],
      ['PostgreSQL / SQLite, stale p95', '1.50×', true],
      ['PostgreSQL / SQLite, dossier list p95', '0.80×', true],
      ['PostgreSQL / SQLite, dossier read, times slower', '1.20×', true],
    ]);
    expect(lines.every((l) => l.limit === '≤ 1.5×')).toBe(true);
    // Beside the ratio, each side's figure over the whole run: the dashboard by its p99, the read by its rate.
    expect(lines[0]!.value).toBe('2.00× (6.0 against 4.0 ms)');
    expect(lines.at(-1)!.value).toBe('1.20× (4000 against 4800 requests/s)');
  });

  it('fails a line that completed no request on either database, or was not measured', () => {
    const measured = comparison({ dashboard: 1, search_name: 1, search_ref: 1, stale: 1, dossier_list: 1, dossier_read: 1 });
    measured.stale = { sqlite: load(10), postgres: load(0, 0, 0, 0), ratio: 0 };
    const lines = databaseBudgets(measured);
    expect(lines.find((l) => l.name.endsWith('stale p95'))).toMatchObject({ value: 'no request completed', ok: false });
    expect(lines.find((l) => l.name.endsWith('agenda p95'))).toMatchObject({ value: 'no request completed', ok: false });
    expect(lines.filter((l) => l.ok)).toHaveLength(5);
  });
});
