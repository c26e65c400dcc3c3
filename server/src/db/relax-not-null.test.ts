import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { onPostgres, startTestServer, type TestServer } from '../../test/harness';
import { relaxNotNull } from './relax-not-null';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

describe('relaxNotNull', () => {
  it('lets a column hold no value, keeping the rows, the keys pointing at them, the indexes, the triggers and the id counter', async () => {
    const { db } = server.database;
    const key = onPostgres() ? 'id serial primary key' : 'id integer primary key autoincrement';
    await sql
      .raw(`create table scratch_parent (${key}, name text not null, stamp text not null, seen integer not null default 0)`)
      .execute(db);
    await sql.raw(`create index scratch_parent_name_idx on scratch_parent (name)`).execute(db);
    await sql
      .raw(`create table scratch_child (id integer primary key, parent integer not null references scratch_parent (id) on delete cascade)`)
      .execute(db);
    if (onPostgres()) {
      await sql
        .raw(
          `create function scratch_seen() returns trigger language plpgsql as $$ begin new.seen := 1; return new; end $$;
           create trigger scratch_parent_seen before insert on scratch_parent for each row execute function scratch_seen()`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `create trigger scratch_parent_seen after insert on scratch_parent begin update scratch_parent set seen = 1 where id = new.id; end`,
        )
        .execute(db);
    }
    await sql.raw(`insert into scratch_parent (name, stamp) values ('a', 's1'), ('b', 's2'), ('c', 's3')`).execute(db);
    await sql.raw(`delete from scratch_parent where id = 3`).execute(db);
    await sql.raw(`insert into scratch_child values (1, 1), (2, 2)`).execute(db);

    await relaxNotNull(db, 'scratch_parent', ['stamp']);

    // Nothing cascaded from the old table's removal; the rows are the same.
    expect((await sql.raw(`select id, name, stamp, seen from scratch_parent order by id`).execute(db)).rows).toEqual([
      { id: 1, name: 'a', stamp: 's1', seen: 1 },
      { id: 2, name: 'b', stamp: 's2', seen: 1 },
    ]);
    expect((await sql.raw(`select id, parent from scratch_child order by id`).execute(db)).rows).toEqual([
      { id: 1, parent: 1 },
      { id: 2, parent: 2 },
    ]);
    // The column takes no value now; the next id is past the removed row's; the trigger still runs.
    await sql.raw(`insert into scratch_parent (name, stamp) values ('d', null)`).execute(db);
    expect((await sql.raw(`select id, stamp, seen from scratch_parent where name = 'd'`).execute(db)).rows).toEqual([
      { id: 4, stamp: null, seen: 1 },
    ]);
    // Still not null where it was: only the named column changed.
    await expect(sql.raw(`insert into scratch_parent (name, stamp) values (null, 'x')`).execute(db)).rejects.toThrow();
    // The child's key still holds, and so does the cascade.
    await expect(sql.raw(`insert into scratch_child values (3, 99)`).execute(db)).rejects.toThrow();
    await sql.raw(`delete from scratch_parent where id = 1`).execute(db);
    expect((await sql.raw(`select id from scratch_child`).execute(db)).rows).toEqual([{ id: 2 }]);
    const indexes = onPostgres()
      ? (
          await sql
            .raw(`select indexname as name from pg_indexes where tablename = 'scratch_parent' and indexname not like '%_pkey'`)
            .execute(db)
        ).rows
      : (
          await sql
            .raw(`select name from sqlite_master where type = 'index' and tbl_name = 'scratch_parent' and sql is not null`)
            .execute(db)
        ).rows;
    expect(indexes).toEqual([{ name: 'scratch_parent_name_idx' }]);
  });
});
