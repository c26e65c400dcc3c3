import { sql, type Kysely } from 'kysely';
import type { DbRow } from './transfer-columns';
import { keyColumns, keyOf, type TableDescriptor } from './transfer-descriptor';
import type { Layout } from './transfer-rows';
import type { Cell } from './transfer-values';

// What the import's check asks of the database and of a row it could not read whole.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function existingByKey(db: AnyDb, descriptor: TableDescriptor, batch: DbRow[]): Promise<Map<unknown, DbRow>> {
  const columns = keyColumns(descriptor);
  const query = db.selectFrom(descriptor.table).selectAll();
  const rows = (
    columns.length === 1
      ? await query
          .where(
            columns[0]!,
            'in',
            batch.map((row) => row[columns[0]!]),
          )
          .execute()
      : await query
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          .where((eb: any) => eb.or(batch.map((row) => eb.and(columns.map((c) => eb(c, '=', row[c]))))))
          .execute()
  ) as DbRow[];
  return new Map(rows.map((r) => [keyOf(descriptor, r), r]));
}

export async function countRows(db: AnyDb, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The key of a refused row as far as it can be told, so that the rows referring to it are not
 * refused a second time: a single numeric key read as a number.
 */
export function unparsedKey(d: TableDescriptor, layout: Layout, cells: Cell[]): unknown {
  if (typeof d.key !== 'string') return null;
  const cell = cells[layout.specs.findIndex((s) => s?.csv === d.key)];
  return cell == null ? null : Number(cell);
}

/** The line of a `file:line: reason` entry, to list a file's refusals in file order. */
export const lineOf = (entry: string) => Number(/^[^:]*:(\d+):/.exec(entry)?.[1] ?? 0);
