import { sql, type Kysely, type Transaction } from 'kysely';
import { qualified } from '../../db/columns';
import type { Database } from '../../db/schema';
import { REFERENCE_COLUMNS } from './reference.columns';
import type { AuditedRow, ReferenceDefinition, ReferenceTable, StoredRow, Usage } from './reference.definition';

/**
 * The five tables are chosen at run time, which Kysely cannot type; the generic code sees them
 * through this loose shape and each definition's `toRecord` gives the rows their real type.
 */
type LooseDatabase = Record<string, StoredRow>;

export interface UsageCount {
  usage: Usage;
  total: number;
  trashed: number;
}

type TableDefinition = Pick<ReferenceDefinition<AuditedRow, unknown>, 'table' | 'idField' | 'join' | 'usages'>;

export function createReferenceRepository<Row extends AuditedRow>(conn: Kysely<Database> | Transaction<Database>, def: TableDefinition) {
  const db = conn as unknown as Kysely<LooseDatabase>;
  const table = def.table;
  const id = `${table}.${def.idField}`;

  const columns: string[] = qualified(table, REFERENCE_COLUMNS[table]);

  function selectRows() {
    const { join } = def;
    if (!join) return db.selectFrom(table).select(columns);
    return db
      .selectFrom(table)
      .leftJoin(join.table, `${join.table}.${join.column}`, `${table}.${join.field}`)
      .select(columns)
      .select(sql.ref(`${join.table}.${join.label}`).as(join.as));
  }

  return {
    async list(): Promise<Row[]> {
      return (await selectRows().orderBy(id).execute()) as Row[];
    },
    async findById(value: number): Promise<Row | undefined> {
      return (await selectRows().where(id, '=', value).executeTakeFirst()) as Row | undefined;
    },
    async exists(target: ReferenceTable, column: string, value: number): Promise<boolean> {
      const row = await db.selectFrom(target).select(column).where(column, '=', value).executeTakeFirst();
      return row !== undefined;
    },
    async insert(values: StoredRow): Promise<number> {
      const row = await db.insertInto(table).values(values).returning(def.idField).executeTakeFirstOrThrow();
      return Number(row[def.idField]);
    },
    /** Bumps the version; with `expectedVersion`, only if nobody changed the row since. False when nothing was updated. */
    async update(value: number, values: StoredRow, expectedVersion?: number): Promise<boolean> {
      let query = db
        .updateTable(table)
        .set({ ...values, version: sql`${sql.ref('version')} + 1` })
        .where(def.idField, '=', value);
      if (expectedVersion !== undefined) query = query.where('version', '=', expectedVersion);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async delete(value: number): Promise<void> {
      await db.deleteFrom(table).where(def.idField, '=', value).execute();
    },
    /** How many rows of each using table point at the record (only the non-zero ones). */
    async countUsages(value: number): Promise<UsageCount[]> {
      const counts: UsageCount[] = [];
      for (const usage of def.usages) {
        const row = await db
          .selectFrom(usage.table)
          .select((eb) => [
            eb.fn.countAll().as('total'),
            // count(column) counts the non-null values: here, the trashed rows.
            (usage.trashedColumn ? eb.fn.count(usage.trashedColumn) : sql.lit(0)).as('trashed'),
          ])
          .where(usage.column, '=', value)
          .executeTakeFirstOrThrow();
        const total = Number(row.total);
        if (total > 0) counts.push({ usage, total, trashed: Number(row.trashed) });
      }
      return counts;
    },
  };
}
