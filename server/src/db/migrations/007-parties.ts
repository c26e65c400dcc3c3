import { DOSSIER_SEARCH_FIELDS, foldText } from '@cabinet/shared';
import { PostgresAdapter, sql, type CreateTableBuilder, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T>, column: string) {
  return isPostgres(db)
    ? table.addColumn(column, 'serial', (c) => c.primaryKey())
    : table.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());
}

const hasTrigram = async (db: AnyDb) =>
  (await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db)).rows.length > 0;

/**
 * Parties (persons and organisations) and their roles on dossiers.
 *
 * party.name_key / name_ar_key hold the folded names (the conflict check compares them for
 * equality, through btree indexes); party.search_text holds both for the party search (a
 * substring, through the same kind of trigram index as the dossier search). national_id_key is
 * unique among live parties. The dossier's search_text is rebuilt with the new folding (Arabic
 * letter variants, punctuation and spacing) and from now on also carries its parties' names.
 */
export async function up(db: AnyDb): Promise<void> {
  const pgsql = isPostgres(db);
  await withId(db, db.schema.createTable('party'), 'id_party')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('person', 'organisation')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_ar', 'text')
    .addColumn('national_id', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('address', 'text')
    .addColumn('note', 'text')
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('name_ar_key', 'text')
    .addColumn('national_id_key', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .addColumn('modified_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('party_national_id_live_idx').on('party').column('national_id_key').unique().where(sql.ref('deleted_at'), 'is', null).execute();
  await db.schema.createIndex('party_name_key_idx').on('party').columns(['name_key', 'id_party']).execute();
  await db.schema.createIndex('party_name_ar_key_idx').on('party').column('name_ar_key').execute();

  await db.schema
    .createTable('dossier_party')
    // A purged dossier takes its links along; a party cannot go while it is linked.
    .addColumn('fk_dossier', 'integer', (c) => c.notNull().references('dossier.id_dossier').onDelete('cascade'))
    .addColumn('fk_party', 'integer', (c) => c.notNull().references('party.id_party'))
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role in ('client', 'adverse', 'insurer', 'civilly_liable', 'victim', 'bailiff', 'opposing_lawyer', 'other')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addPrimaryKeyConstraint('dossier_party_pk', ['fk_dossier', 'fk_party', 'role'])
    .execute();
  await db.schema.createIndex('dossier_party_party_idx').on('dossier_party').columns(['fk_party', 'role', 'fk_dossier']).execute();

  if (pgsql) {
    if (await hasTrigram(db)) await sql`create index party_search_trgm_idx on party using gin (search_text gin_trgm_ops)`.execute(db);
  } else {
    await sql`create view party_search_source as select id_party, search_text from party where deleted_at is null`.execute(db);
    await sql`create virtual table party_search using fts5(search_text, content = 'party_search_source', content_rowid = 'id_party', tokenize = 'trigram')`.execute(db);
    await sql`create trigger party_search_insert after insert on party when new.deleted_at is null begin
      insert into party_search (rowid, search_text) values (new.id_party, new.search_text);
    end`.execute(db);
    await sql`create trigger party_search_delete after delete on party when old.deleted_at is null begin
      insert into party_search (party_search, rowid, search_text) values ('delete', old.id_party, old.search_text);
    end`.execute(db);
    await sql`create trigger party_search_update after update of search_text, deleted_at on party begin
      insert into party_search (party_search, rowid, search_text)
        select 'delete', old.id_party, old.search_text
        where old.deleted_at is null and (new.deleted_at is not null or old.search_text is not new.search_text);
      insert into party_search (rowid, search_text)
        select new.id_party, new.search_text
        where new.deleted_at is null and (old.deleted_at is not null or old.search_text is not new.search_text);
    end`.execute(db);
  }
  await refoldDossierSearchText(db);
}

/** Every dossier's search text again, folded the new way (no party is linked yet). */
async function refoldDossierSearchText(db: AnyDb): Promise<void> {
  const batch = 2000;
  let after = 0;
  for (;;) {
    const rows: Record<string, unknown>[] = await db
      .selectFrom('dossier')
      .select(['id_dossier', ...DOSSIER_SEARCH_FIELDS])
      .where('id_dossier', '>', after)
      .orderBy('id_dossier')
      .limit(batch)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows) {
      const text = DOSSIER_SEARCH_FIELDS.map((field) => foldText(String(row[field] ?? '')))
        .filter(Boolean)
        .join('\n');
      await db.updateTable('dossier').set({ search_text: text }).where('id_dossier', '=', row.id_dossier).execute();
    }
    after = Number(rows.at(-1)!.id_dossier);
  }
}

export async function down(db: AnyDb): Promise<void> {
  if (!isPostgres(db)) {
    for (const trigger of ['party_search_insert', 'party_search_delete', 'party_search_update']) await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
    await sql`drop table if exists party_search`.execute(db);
    await sql`drop view if exists party_search_source`.execute(db);
  }
  await db.schema.dropTable('dossier_party').ifExists().execute();
  await db.schema.dropTable('party').ifExists().execute();
}
