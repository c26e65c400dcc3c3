import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * The words of each document (modules/documents/text/): its status on the document row, its text
 * in `document_text`, and an index for searching that text.
 *
 * Every document is `pending` at first, those held before this migration included: the job that
 * reads them decides, type by type, whether there is text to read (`none` when not). Reading a
 * document is claimed on its row (`text_claim`, `text_claimed_until`), so that two instances never
 * read the same one and a claim left by a stopped instance runs out.
 *
 * `document_text` keeps the text as read (for the passage shown with a match), its folding (what
 * is searched) and `checkpoints`: the position in the text of every 256th folded character, so
 * that a match found in the folding is shown from a short stretch of the text, not the whole.
 *
 * The search index is the dossier search's (migration 003): SQLite, an FTS5 trigram index over
 * the folding (external content, kept by triggers); PostgreSQL, pg_trgm's GIN index for `like`.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('document')
    .addColumn('text_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .execute();
  for (const column of ['text_language', 'text_error', 'text_claim', 'text_claimed_until']) {
    await db.schema.alterTable('document').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('document')
    .addColumn('text_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('document_text_status_idx').on('document').columns(['text_status', 'id_document']).execute();

  await db.schema
    .createTable('document_text')
    .addColumn('id_document', 'integer', (c) => c.primaryKey().references('document.id_document').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('folded', 'text', (c) => c.notNull())
    .addColumn('checkpoints', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('pages', 'integer')
    .addColumn('extracted_at', 'text', (c) => c.notNull())
    .execute();

  if (isPostgres(db)) {
    const trigram = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
    if (trigram.rows.length > 0)
      await sql`create index document_text_trgm_idx on document_text using gin (folded gin_trgm_ops)`.execute(db);
    return;
  }
  await sql`create virtual table document_text_search using fts5(folded, content = 'document_text', content_rowid = 'id_document', tokenize = 'trigram')`.execute(
    db,
  );
  await sql`create trigger document_text_search_insert after insert on document_text begin
    insert into document_text_search (rowid, folded) values (new.id_document, new.folded);
  end`.execute(db);
  await sql`create trigger document_text_search_delete after delete on document_text begin
    insert into document_text_search (document_text_search, rowid, folded) values ('delete', old.id_document, old.folded);
  end`.execute(db);
  await sql`create trigger document_text_search_update after update of folded on document_text begin
    insert into document_text_search (document_text_search, rowid, folded) values ('delete', old.id_document, old.folded);
    insert into document_text_search (rowid, folded) values (new.id_document, new.folded);
  end`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) {
    for (const trigger of ['document_text_search_insert', 'document_text_search_delete', 'document_text_search_update']) {
      await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table if exists document_text_search`.execute(db);
  }
  await db.schema.dropTable('document_text').execute();
  await db.schema.dropIndex('document_text_status_idx').execute();
  for (const column of ['text_attempts', 'text_claimed_until', 'text_claim', 'text_error', 'text_language', 'text_status']) {
    await db.schema.alterTable('document').dropColumn(column).execute();
  }
}
