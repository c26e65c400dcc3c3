import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabaseUrl, onPostgres } from '../../test/harness';
import { createDatabase, sqlitePathFromUrl, type DatabaseHandle } from './database';

/**
 * SQLite: other processes write to the server's file (a document's text read in a job process,
 * the merge of the search indexes, a task run beside the server). A transaction that reads and
 * then writes must not fail because one of them committed in between: in WAL mode a deferred
 * transaction then cannot write (SQLITE_BUSY_SNAPSHOT, at once, without waiting).
 */
describe.skipIf(onPostgres())('a write transaction on SQLite', () => {
  let target: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  let other: SQLite.Database;

  beforeEach(async () => {
    target = await freshDatabaseUrl();
    handle = createDatabase(target.url, { poolSize: 1 });
    await sql`create table counter (n integer not null)`.execute(handle.db);
    await sql`insert into counter (n) values (0)`.execute(handle.db);
    other = new SQLite(sqlitePathFromUrl(target.url)!);
  });
  afterEach(async () => {
    other.close();
    await handle.close();
    await target.drop();
  });

  it('holds the write lock from its start: a write from another process waits for its commit', async () => {
    await handle.db.transaction().execute(async (trx) => {
      const { n } = (await sql<{ n: number }>`select n from counter`.execute(trx)).rows[0]!;
      // Another process writes now: with the lock held, it is told to wait (here, without waiting, at once).
      expect(() => other.prepare('update counter set n = n + 100').run()).toThrow(expect.objectContaining({ code: 'SQLITE_BUSY' }));
      await sql`update counter set n = ${n + 1}`.execute(trx);
    });
    other.prepare('update counter set n = n + 100').run();
    expect(other.prepare('select n from counter').get()).toEqual({ n: 101 });
  });
});
