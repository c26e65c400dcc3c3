import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { SourceTable } from './csv-source';
import type { Layout } from './transfer-rows';

/**
 * Cabinet's own action types (those with a code: Hearing, Filing, the notifications the deadline
 * presets start from) sit at ids a new database chose for them. The old system's types keep their
 * ids and meanings, so when the source brings a type at such an id, Cabinet's own type moves to a
 * free id first, and everything that refers to it (the presets' triggers, actions) follows.
 */
export interface TypeMove {
  from: number;
  to: number;
  code: string;
  libelle: string;
  /** How many deadline rules start from it. */
  rules: number;
}

interface Incoming {
  codeOf: Map<number, string | null>;
  idOfCode: Map<string, number>;
  max: number;
}

/** The ids (and codes, from a Cabinet export) of the source's action types: a small table, read once more. */
async function readIncoming(table: SourceTable, layout: Layout): Promise<Incoming> {
  const idAt = layout.specs.findIndex((s) => s?.csv === 'id_type_action');
  const codeAt = layout.specs.findIndex((s) => s?.csv === 'code');
  const incoming: Incoming = { codeOf: new Map(), idOfCode: new Map(), max: 0 };
  for await (const row of table.rows()) {
    const cell = row.cells[idAt]?.trim();
    if (row.error || !cell || !/^\d{1,10}$/.test(cell)) continue;
    const id = Number(cell);
    const code = (codeAt >= 0 ? row.cells[codeAt]?.trim() : null) || null;
    incoming.codeOf.set(id, code);
    if (code) incoming.idOfCode.set(code, id);
    incoming.max = Math.max(incoming.max, id);
  }
  return incoming;
}

/** The moves the source's action types make necessary; none when the source has no such file (or cannot be read). */
export async function planTypeMoves(db: Kysely<Database>, table: SourceTable | null, layout: Layout | null): Promise<TypeMove[]> {
  if (!table || !layout || layout.faults.length > 0) return [];
  const shipped = await db
    .selectFrom('type_action')
    .select(['id_type_action', 'code', 'libelle'])
    .where('code', 'is not', null)
    .orderBy('id_type_action')
    .execute();
  if (shipped.length === 0) return [];
  const incoming = await readIncoming(table, layout);
  const top = await db
    .selectFrom('type_action')
    .select((eb) => eb.fn.max('id_type_action').as('max'))
    .executeTakeFirst();
  const occupied = new Set((await db.selectFrom('type_action').select('id_type_action').execute()).map((r) => r.id_type_action));
  let next = Math.max(Number(top?.max ?? 0), incoming.max) + 1;
  const moves: TypeMove[] = [];
  for (const type of shipped) {
    const code = type.code!;
    const sameHere = incoming.codeOf.has(type.id_type_action) && incoming.codeOf.get(type.id_type_action) === code;
    if (sameHere) continue;
    const elsewhere = incoming.idOfCode.get(code);
    // A Cabinet export may hold this very type at another id: it moves there, to be compared with it.
    const to = elsewhere !== undefined && !occupied.has(elsewhere) ? elsewhere : incoming.codeOf.has(type.id_type_action) ? next++ : null;
    if (to === null) continue;
    const rules = await db
      .selectFrom('deadline_rule_trigger')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id_type_action', '=', type.id_type_action)
      .executeTakeFirstOrThrow();
    moves.push({ from: type.id_type_action, to, code, libelle: type.libelle, rules: Number(rules.n) });
  }
  return moves;
}

/** The columns of other tables that refer to an action type (found in the schema, so a table added later follows too). */
async function referencesToActionTypes(trx: Transaction<Database>, postgres: boolean): Promise<{ table: string; column: string }[]> {
  if (postgres) {
    const { rows } = await sql<{ table: string; column: string }>`
      select cl.relname as "table", att.attname as "column"
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute att on att.attrelid = c.conrelid and att.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'type_action'::regclass and cl.relnamespace = current_schema()::regnamespace`.execute(trx);
    return rows;
  }
  const { rows } = await sql<{ table: string; column: string }>`
    select m.name as "table", f."from" as "column"
    from sqlite_master m join pragma_foreign_key_list(m.name) f
    where m.type = 'table' and f."table" = 'type_action'`.execute(trx);
  return rows;
}

/** Moves each type to its new id inside the import's transaction: a copy at the new id, the references repointed, the old row removed. */
export async function applyTypeMoves(trx: Transaction<Database>, moves: TypeMove[], postgres: boolean): Promise<void> {
  if (moves.length === 0) return;
  const references = await referencesToActionTypes(trx, postgres);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const loose = trx as unknown as Kysely<any>;
  for (const move of moves) {
    const row = await trx.selectFrom('type_action').selectAll().where('id_type_action', '=', move.from).executeTakeFirstOrThrow();
    await trx.updateTable('type_action').set({ code: null }).where('id_type_action', '=', move.from).execute();
    await trx
      .insertInto('type_action')
      .values({ ...row, id_type_action: move.to })
      .execute();
    for (const { table, column } of references) {
      await loose
        .updateTable(table)
        .set({ [column]: move.to })
        .where(column, '=', move.from)
        .execute();
    }
    await trx.deleteFrom('type_action').where('id_type_action', '=', move.from).execute();
  }
}

/** The moves as the report says them (`planned` on a dry run, or when nothing was written). */
export function describeMoves(moves: TypeMove[], planned = false): string[] {
  return moves.map(
    (m) =>
      `Cabinet's own action type "${m.libelle}" ${planned ? 'would move' : 'moved'} from id ${m.from} to ${m.to}: the old system's type ${m.from} keeps its id` +
      (m.rules > 0 ? `; the ${m.rules} deadline rule(s) starting from it ${planned ? 'would ' : ''}follow it` : ''),
  );
}
