import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { keyColumns, type TableDescriptor } from './transfer-descriptor';

interface Constraint {
  name: string;
  definition: string;
  /** `f` a foreign key, `u` a unique constraint. */
  kind: 'f' | 'u';
  columns: string[];
}

interface Index {
  /** As PostgreSQL names it for the search path (quoted where needed). */
  name: string;
  definition: string;
  columns: string[];
  unique: boolean;
  partial: boolean;
}

const sameColumns = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c) => b.includes(c));

/**
 * PostgreSQL, a table empty before the import: what a bulk load need not maintain row by row is
 * set aside — its secondary indexes (the trigram GIN index above all: each row's text adds
 * dozens of entries), its foreign keys (a lookup per row and per reference; the import checks
 * every reference itself) and its unique constraints other than the key — and the returned step
 * puts them back once everything is written: each index built in one sorted pass, each
 * reference checked in one join. The primary key stays (`on conflict` and the derived data's
 * queries use it), and so does a unique index on the key or one another table's foreign key
 * relies on. All of it happens in the import's transaction: a failed import rolls the schema
 * back with the rows. Meanwhile the table is locked against other sessions, readers included,
 * and the tables it refers to against writes, until the import commits.
 */
export async function setAsideSecondarySchema(trx: Transaction<Database>, d: TableDescriptor): Promise<() => Promise<void>> {
  const key = keyColumns(d);
  const { rows: constraints } = await sql<Constraint>`
    select c.conname as name, pg_get_constraintdef(c.oid) as definition, c.contype as kind,
      array(select a.attname::text from pg_attribute a where a.attrelid = c.conrelid and a.attnum = any(c.conkey)) as columns
    from pg_constraint c
    where c.conrelid = ${d.table}::regclass and c.contype in ('f', 'u')
      and (c.contype = 'f' or not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = c.conindid and f.conrelid <> c.conrelid))
    order by c.contype, c.conname`.execute(trx);
  const { rows: indexes } = await sql<Index>`
    select x.indexrelid::regclass::text as name, pg_get_indexdef(x.indexrelid) as definition, x.indisunique as unique,
      x.indpred is not null as partial,
      array(select a.attname::text from pg_attribute a where a.attrelid = x.indrelid and a.attnum = any(x.indkey)) as columns
    from pg_index x
    where x.indrelid = ${d.table}::regclass and not x.indisprimary
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.conrelid = x.indrelid)
      and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = x.indexrelid)
    order by 1`.execute(trx);

  const droppedConstraints = constraints.filter((c) => c.kind === 'f' || !sameColumns(c.columns, key));
  const droppedIndexes = indexes.filter((i) => !(i.unique && !i.partial && sameColumns(i.columns, key)));
  for (const c of droppedConstraints) await sql`alter table ${sql.table(d.table)} drop constraint ${sql.id(c.name)}`.execute(trx);
  for (const i of droppedIndexes) await sql`drop index ${sql.raw(i.name)}`.execute(trx);

  return async () => {
    // The index builds sort in memory rather than in temporary files (the server's default is 64 MB).
    await sql`select set_config('maintenance_work_mem', '256MB', true)
      where pg_size_bytes(current_setting('maintenance_work_mem')) < pg_size_bytes('256MB')`.execute(trx);
    for (const i of droppedIndexes) await sql.raw(i.definition).execute(trx);
    // Unique constraints before the foreign keys (one of the table's own might rely on them).
    for (const c of droppedConstraints.toReversed())
      await sql`alter table ${sql.table(d.table)} add constraint ${sql.id(c.name)} ${sql.raw(c.definition)}`.execute(trx);
  };
}
