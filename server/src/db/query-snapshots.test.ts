import { dossierListQuery } from '@cabinet/shared';
import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { createAgendaRepository } from '../modules/agenda/agenda.repository';
import { createDeadlinesRepository } from '../modules/deadlines/deadlines.repository';
import { createDossiersRepository } from '../modules/dossiers/dossiers.repository';
import { createPartiesRepository } from '../modules/parties/parties.repository';
import { createStaleRepository } from '../modules/stale/stale.repository';
import type { Database } from './schema';

/**
 * The SQL of the hot reads (the benchmark's routes), on both dialects, checked in under
 * query-snapshots/: a change of a query's shape shows in review as a change of these files, not
 * only in a benchmark run. The repositories run against a driver that answers nothing and keeps
 * the statements they send. After a deliberate change: `npx vitest run --project server
 * server/src/db/query-snapshots.test.ts -u`, and review the diff.
 */

type DialectName = 'sqlite' | 'postgres';

const PAGE = { page: 1, page_size: 25 };

/**
 * The row that answers every read, as many times as a page holds: a count, an id in each key
 * column, so that a read in several statements (ids first, then their rows; a full page, then
 * its total) sends them all.
 */
const ROW = { n: 1, ids: '[1]', id: 1, id_dossier: 1, id_party: 1, fk_dossier: 1 };

/** A database that runs nothing: every statement is kept, and a read is answered with a page of ROW. */
function capturingDb(dialect: DialectName): { db: Kysely<Database>; statements: string[] } {
  const statements: string[] = [];
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      statements.push(query.sql);
      return {
        rows: (/^\s*(select|with)\b/i.test(query.sql) ? Array.from({ length: PAGE.page_size }, () => ({ ...ROW })) : []) as R[],
        numAffectedRows: 0n,
      };
    },
    async *streamQuery() {},
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  const kysely: Dialect =
    dialect === 'sqlite'
      ? {
          createAdapter: () => new SqliteAdapter(),
          createDriver: () => driver,
          createIntrospector: (db) => new SqliteIntrospector(db),
          createQueryCompiler: () => new SqliteQueryCompiler(),
        }
      : {
          createAdapter: () => new PostgresAdapter(),
          createDriver: () => driver,
          createIntrospector: (db) => new PostgresIntrospector(db),
          createQueryCompiler: () => new PostgresQueryCompiler(),
        };
  return { db: new Kysely<Database>({ dialect: kysely }), statements };
}

const TODAY = '2026-11-29';

/** Each hot read, as its route's service calls the repositories. */
const READS: Record<string, (db: Kysely<Database>) => Promise<unknown>> = {
  'dossier-search-name': (db) => createDossiersRepository(db).list(dossierListQuery.parse({ q: 'benali' })),
  'dossier-search-reference': (db) => createDossiersRepository(db).list(dossierListQuery.parse({ q: '1042' })),
  'dossier-search-court-number': (db) => createDossiersRepository(db).list(dossierListQuery.parse({ q: '1457/1201/2026' })),
  'dossier-list-page': (db) => createDossiersRepository(db).list(dossierListQuery.parse({ page: '2' })),
  'dossier-read': (db) => createDossiersRepository(db).findShown(7),
  agenda: async (db) =>
    Promise.all([createAgendaRepository(db).list(TODAY, '2026-12-05'), createDeadlinesRepository(db).dueBetween(TODAY, '2026-12-05')]),
  stale: async (db) => Promise.all([createStaleRepository(db).page('2026-05-29', PAGE), createStaleRepository(db).count('2026-05-29')]),
  'deadlines-board': (db) => createDeadlinesRepository(db).list({ status: 'open', due_from: TODAY, due_to: '2026-12-05' }, PAGE),
  'party-search': (db) => createPartiesRepository(db).list(PAGE, 'benali'),
  'conflict-check': async (db) => {
    const parties = createPartiesRepository(db);
    await parties.findByNationalId('AB123456');
    await parties.findByNameKeys(['benali karim'], 20);
    await parties.findByNamePart('benali', 20);
    await parties.liveLinksOf([3, 5]);
  },
};

describe('the SQL of the hot reads', () => {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    for (const [name, read] of Object.entries(READS)) {
      it(`${name} on ${dialect} is as checked in`, async () => {
        const { db, statements } = capturingDb(dialect);
        await read(db);
        expect(statements.length).toBeGreaterThan(0);
        await expect(`${statements.join(';\n\n')};\n`).toMatchFileSnapshot(`./query-snapshots/${name}.${dialect}.sql`);
      });
    }
  }
});
