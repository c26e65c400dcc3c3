import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareWithSqlite, readSqliteRun, type RunForComparison } from './lib/compare-databases';

const dataset = { dossiers: 100000, actions: 1000000, seed: 'cabinet', today: '2026-11-25' };
const endpoint = (p95_ms: number, p99_ms = p95_ms, ratio_to_baseline = 0.5, requests = 1000) => ({ p95_ms, p99_ms, ratio_to_baseline, requests });
const run = (db: string, endpoints: RunForComparison['endpoints']): RunForComparison => ({ dataset: { ...dataset, db }, endpoints });

const sqlite = run('sqlite', {
  dashboard: endpoint(2, 4),
  search_name: endpoint(30),
  search_ref: endpoint(40),
  agenda: endpoint(4),
  stale: endpoint(10),
  dossier_read: endpoint(3, 5, 0.48),
});

describe('PostgreSQL against SQLite (issue 16)', () => {
  it('gives each part-one line as a ratio and fails those beyond 1.5×', () => {
    const postgres = run('postgres', {
      dashboard: endpoint(3, 8),
      search_name: endpoint(36),
      search_ref: endpoint(33),
      agenda: endpoint(6.1),
      stale: endpoint(15),
      dossier_read: endpoint(3, 5, 0.4),
    });
    const lines = compareWithSqlite(postgres, sqlite);
    expect(lines.map((l) => [l.name, l.value.split(' ')[0], l.ok])).toEqual([
      ['PostgreSQL / SQLite, dashboard p99', '2.00×', false],
      ['PostgreSQL / SQLite, search by name p95', '1.20×', true],
      ['PostgreSQL / SQLite, search by reference p95', '0.82×', true],
      ['PostgreSQL / SQLite, agenda p95', '1.52×', false],
      ['PostgreSQL / SQLite, stale p95', '1.50×', true],
      ['PostgreSQL / SQLite, dossier read, times slower', '1.20×', true],
    ]);
    expect(lines.every((l) => l.limit === '≤ 1.5×')).toBe(true);
  });

  it('fails a line that completed no request on either database', () => {
    const postgres = run('postgres', { ...sqlite.endpoints, stale: endpoint(0, 0, 0, 0) });
    const stale = compareWithSqlite(postgres, sqlite).find((l) => l.name.endsWith('stale p95'))!;
    expect(stale).toMatchObject({ value: 'no request completed', ok: false });
  });

  it('refuses a SQLite run made on another dataset, or a run that is not SQLite', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cabinet-compare-'));
    try {
      const file = join(dir, 'sqlite.json');
      writeFileSync(file, JSON.stringify(sqlite));
      expect(readSqliteRun(file, { ...dataset, db: 'postgres' }).endpoints.dashboard!.p99_ms).toBe(4);
      expect(() => readSqliteRun(file, { ...dataset, db: 'postgres', today: '2026-11-26' })).toThrow(/another dataset \(today 2026-11-25, this run 2026-11-26\)/);
      writeFileSync(file, JSON.stringify(run('postgres', sqlite.endpoints)));
      expect(() => readSqliteRun(file, { ...dataset, db: 'postgres' })).toThrow(/is not a SQLite run/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
