import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * An index for the dossier search (a substring of the normalized search_text), which otherwise
 * reads every dossier: at 100k dossiers, 100 ms per search on SQLite.
 *
 * SQLite: an FTS5 table with the trigram tokenizer over the search_text of live dossiers
 * (external content: the text is not stored twice), kept in step by triggers; a phrase query of
 * 3 characters or more finds exactly the live dossiers whose text contains it.
 * PostgreSQL: pg_trgm's GIN index, which the planner uses for `like '%…%'` by itself. pg_trgm
 * ships with PostgreSQL (Debian's postgresql package includes it) and is a trusted extension
 * (a database owner may create it); where it cannot be created, search keeps working unindexed.
 */
export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (available.rows.length === 0) return;
    // The migrations run in one transaction: a refused extension must not abort it.
    await sql`savepoint pg_trgm`.execute(db);
    try {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`release savepoint pg_trgm`.execute(db);
    } catch {
      await sql`rollback to savepoint pg_trgm`.execute(db);
      return;
    }
    await sql`create index dossier_search_trgm_idx on dossier using gin (search_text gin_trgm_ops)`.execute(db);
    return;
  }
  // Live dossiers only (the trash is never searched), so a search's count is the index's count.
  await sql`create view dossier_search_source as select id_dossier, search_text from dossier where deleted_at is null`.execute(db);
  await sql`create virtual table dossier_search using fts5(search_text, content = 'dossier_search_source', content_rowid = 'id_dossier', tokenize = 'trigram')`.execute(db);
  await sql`create trigger dossier_search_insert after insert on dossier when new.deleted_at is null begin
    insert into dossier_search (rowid, search_text) values (new.id_dossier, new.search_text);
  end`.execute(db);
  await sql`create trigger dossier_search_delete after delete on dossier when old.deleted_at is null begin
    insert into dossier_search (dossier_search, rowid, search_text) values ('delete', old.id_dossier, old.search_text);
  end`.execute(db);
  // One trigger, so the old entry always leaves before the new one enters.
  await sql`create trigger dossier_search_update after update of search_text, deleted_at on dossier begin
    insert into dossier_search (dossier_search, rowid, search_text)
      select 'delete', old.id_dossier, old.search_text
      where old.deleted_at is null and (new.deleted_at is not null or old.search_text is not new.search_text);
    insert into dossier_search (rowid, search_text)
      select new.id_dossier, new.search_text
      where new.deleted_at is null and (old.deleted_at is not null or old.search_text is not new.search_text);
  end`.execute(db);
  await sql`insert into dossier_search (dossier_search) values ('rebuild')`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists dossier_search_trgm_idx`.execute(db);
    return;
  }
  for (const trigger of ['dossier_search_insert', 'dossier_search_delete', 'dossier_search_update']) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table if exists dossier_search`.execute(db);
  await sql`drop view if exists dossier_search_source`.execute(db);
}
