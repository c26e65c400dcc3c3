import { sql, type Kysely, type Updateable } from 'kysely';
import type { Database } from './schema';

type VersionedTable = { [T in keyof Database]: Database[T] extends { version: unknown } ? T : never }[keyof Database];

/**
 * Updates one row only when its stored version is still `expectedVersion`, and bumps the version:
 * false when another write came first (the service answers 409 with the current record).
 */
export async function updateIfVersion<T extends VersionedTable>(
  db: Kysely<Database>,
  table: T,
  key: keyof Database[T] & string,
  id: number,
  expectedVersion: number,
  values: Updateable<Database[T]>,
): Promise<boolean> {
  // The table is chosen by the caller, which Kysely cannot type; the signature above keeps it checked.
  const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const result = await loose
    .updateTable(table as string)
    .set({ ...(values as Record<string, unknown>), version: sql`${sql.ref('version')} + 1` })
    .where(key as string, '=', id)
    .where('version', '=', expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
