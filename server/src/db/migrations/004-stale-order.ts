import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The stale list is read never-touched first, then the longest quiet (last_action_date ascending,
 * nulls first). SQLite's (deleted_at, last_action_date) index already gives that order (SQLite
 * sorts nulls first); PostgreSQL's btree sorts nulls last, so it sorted every live dossier for a
 * page of 25 (90 ms at 100k dossiers). This index gives PostgreSQL the order directly.
 */
export async function up(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index dossier_stale_order_idx on dossier (last_action_date asc nulls first, id_dossier) where deleted_at is null`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop index if exists dossier_stale_order_idx`.execute(db);
}
