import { PostgresAdapter, sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Lets `columns` of `table` hold no value. PostgreSQL drops the constraint; SQLite cannot, so the
 * table is built again around the same rows, the way SQLite's documentation says (its "12
 * steps"): foreign keys off, a copy made under a new name with the constraint removed, the old
 * table dropped, the copy renamed, its indexes and triggers made again, the keys checked, all in
 * one transaction; its AUTOINCREMENT counter is kept so no id is ever given twice.
 * Runs only in a migration (outside any transaction: SQLite's migrations are not wrapped in one).
 */
export async function relaxNotNull(db: AnyDb, table: string, columns: string[]): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const column of columns) await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} drop not null`.execute(db);
    return;
  }
  const definition = (await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db))
    .rows[0]?.sql;
  if (!definition) throw new Error(`No table ${table}`);
  let relaxed = definition;
  for (const column of columns) {
    // The column's definition, its name quoted or not: `"stamp" text not null` → `"stamp" text`.
    const notNull = new RegExp(`([(,]\\s*"?${column}"?\\s+\\w+)\\s+not null`, 'i');
    if (!notNull.test(relaxed)) throw new Error(`${table}.${column} is not a NOT NULL column as expected`);
    relaxed = relaxed.replace(notNull, '$1');
  }
  const body = relaxed.slice(relaxed.indexOf('('));
  const objects = (
    await sql<{
      sql: string;
    }>`select sql from sqlite_master where tbl_name = ${table} and type in ('index', 'trigger') and sql is not null order by type`.execute(
      db,
    )
  ).rows.map((r) => r.sql);
  const counter = (await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(db)).rows[0]?.seq;
  const copy = `__relaxed_${table}`;

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      // The rename leaves the other tables' triggers and keys as written: they name the table, which is back under its name.
      await sql`pragma legacy_alter_table = on`.execute(db);
      await sql.raw(`create table ${quote(copy)} ${body}`).execute(db);
      await sql.raw(`insert into ${quote(copy)} select * from ${quote(table)}`).execute(db);
      await sql.raw(`drop table ${quote(table)}`).execute(db);
      await sql.raw(`alter table ${quote(copy)} rename to ${quote(table)}`).execute(db);
      for (const object of objects) await sql.raw(object).execute(db);
      if (counter !== undefined) await sql`update sqlite_sequence set seq = ${counter} where name = ${table}`.execute(db);
      const broken = (await sql`select * from pragma_foreign_key_check`.execute(db)).rows;
      if (broken.length > 0) throw new Error(`Rebuilding ${table} would break ${broken.length} reference(s)`);
      await sql`commit`.execute(db);
    } catch (err) {
      await sql`rollback`.execute(db);
      throw err;
    }
  } finally {
    await sql`pragma legacy_alter_table = off`.execute(db);
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
