import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * PostgreSQL: how many actions there are, kept by the database as actions come and go, for the
 * dashboard's counters. Counting them there reads the whole of an index, on three processes at
 * once: the counters' statement took 95–101 ms at 1M actions (22–25 ms without that count),
 * every few seconds while anyone has a screen open, and the next screen of whoever just wrote
 * waited for it. (SQLite counts its b-tree in a few milliseconds.)
 *
 * Each statement that adds or removes actions adds a row holding its change: no row that every
 * writer must lock in turn. The dashboard adds the rows up, and folds them into one once they
 * are many (`foldActionCount` in modules/dashboard). The triggers fire for every way rows leave
 * the table: a delete, a dossier's cascade, a truncate.
 */
export async function up(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`create table action_count_change (n bigint not null)`.execute(db);
  await sql`
    create function note_action_count_change() returns trigger language plpgsql as $$
    declare
      change bigint;
    begin
      if tg_op = 'TRUNCATE' then
        delete from action_count_change;
        return null;
      end if;
      if tg_op = 'INSERT' then
        select count(*) into change from added_actions;
      else
        select -count(*) into change from removed_actions;
      end if;
      if change <> 0 then
        insert into action_count_change (n) values (change);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger action_count_insert after insert on action referencing new table as added_actions for each statement execute function note_action_count_change()`.execute(db);
  await sql`create trigger action_count_delete after delete on action referencing old table as removed_actions for each statement execute function note_action_count_change()`.execute(db);
  await sql`create trigger action_count_truncate after truncate on action for each statement execute function note_action_count_change()`.execute(db);
  // Counted once the triggers are there: creating them locks out other instances' writes until
  // this migration's transaction commits, so no action is counted twice or missed.
  await sql`insert into action_count_change (n) select count(*) from action`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop trigger action_count_truncate on action`.execute(db);
  await sql`drop trigger action_count_delete on action`.execute(db);
  await sql`drop trigger action_count_insert on action`.execute(db);
  await sql`drop function note_action_count_change()`.execute(db);
  await sql`drop table action_count_change`.execute(db);
}
