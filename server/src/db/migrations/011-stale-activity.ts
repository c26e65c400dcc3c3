import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * A dossier's last sign of life is its last action or, with none, the day it was opened: a
 * dossier registered today is not stale. The stale count and list filter and sort on that
 * expression, so both databases index it (the queries spell it exactly the same way).
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`create index dossier_activity_idx on dossier (deleted_at, coalesce(last_action_date, date_inscription_bureau))`.execute(db);
  if (isPostgres(db)) {
    await sql`drop index if exists dossier_stale_order_idx`.execute(db);
    await sql`create index dossier_activity_order_idx on dossier (coalesce(last_action_date, date_inscription_bureau), id_dossier) where deleted_at is null`.execute(
      db,
    );
  }
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop index if exists dossier_activity_idx`.execute(db);
  if (isPostgres(db)) {
    await sql`drop index if exists dossier_activity_order_idx`.execute(db);
    await sql`create index dossier_stale_order_idx on dossier (last_action_date asc nulls first, id_dossier) where deleted_at is null`.execute(
      db,
    );
  }
}
