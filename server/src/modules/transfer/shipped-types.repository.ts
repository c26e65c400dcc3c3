import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** A column of another table that refers to an action type. */
export interface TypeReference {
  table: string;
  column: string;
}

/** The reads and writes that move Cabinet's own action types out of the way of the old system's (shipped-type-moves.ts). */
export function createShippedTypesRepository(db: Kysely<Database>) {
  return {
    /** Cabinet's own types (those with a code), in id order. */
    async shippedTypes() {
      return db
        .selectFrom('type_action')
        .select(['id_type_action', 'code', 'libelle'])
        .where('code', 'is not', null)
        .orderBy('id_type_action')
        .execute();
    },
    async highestTypeId(): Promise<number> {
      const top = await db
        .selectFrom('type_action')
        .select((eb) => eb.fn.max('id_type_action').as('max'))
        .executeTakeFirst();
      return Number(top?.max ?? 0);
    },
    async typeIds(): Promise<Set<number>> {
      return new Set((await db.selectFrom('type_action').select('id_type_action').execute()).map((r) => r.id_type_action));
    },
    /** How many deadline rules start from the type. */
    async rulesStartedBy(typeId: number): Promise<number> {
      const rules = await db
        .selectFrom('deadline_rule_trigger')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('id_type_action', '=', typeId)
        .executeTakeFirstOrThrow();
      return Number(rules.n);
    },
  };
}

/** The columns of other tables that refer to an action type (found in the schema, so a table added later follows too). */
export async function referencesToActionTypes(trx: Transaction<Database>, postgres: boolean): Promise<TypeReference[]> {
  if (postgres) {
    const { rows } = await sql<TypeReference>`
      select cl.relname as "table", att.attname as "column"
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute att on att.attrelid = c.conrelid and att.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'type_action'::regclass and cl.relnamespace = current_schema()::regnamespace`.execute(trx);
    return rows;
  }
  const { rows } = await sql<TypeReference>`
    select m.name as "table", f."from" as "column"
    from sqlite_master m join pragma_foreign_key_list(m.name) f
    where m.type = 'table' and f."table" = 'type_action'`.execute(trx);
  return rows;
}

/** Moves a type to a new id inside the import's transaction: a copy at the new id, the references repointed, the old row removed. */
export async function moveActionType(trx: Transaction<Database>, from: number, to: number, references: TypeReference[]): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const loose = trx as unknown as Kysely<any>;
  const row = await trx.selectFrom('type_action').selectAll().where('id_type_action', '=', from).executeTakeFirstOrThrow();
  await trx.updateTable('type_action').set({ code: null }).where('id_type_action', '=', from).execute();
  await trx
    .insertInto('type_action')
    .values({ ...row, id_type_action: to })
    .execute();
  for (const { table, column } of references) {
    await loose
      .updateTable(table)
      .set({ [column]: to })
      .where(column, '=', from)
      .execute();
  }
  await trx.deleteFrom('type_action').where('id_type_action', '=', from).execute();
}
