import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * SQLite: the dossier and party search indexes (FTS5) are merged into one segment each. Built
 * row by row (an import, years of writes), they had a dozen segments, and a search reads each
 * term's list in every one: counting a common name's matches cost 15% more at 100k dossiers.
 * Later writes add small segments, which FTS5 merges as it goes. PostgreSQL: nothing to do.
 */
export async function up(db: AnyDb): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  await sql`insert into dossier_search (dossier_search) values ('optimize')`.execute(db);
  await sql`insert into party_search (party_search) values ('optimize')`.execute(db);
}

/** A merged index is the same index. */
export async function down(): Promise<void> {}
