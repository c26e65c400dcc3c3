import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { SourceTable } from './csv-source';
import { createShippedTypesRepository, moveActionType, referencesToActionTypes } from './shipped-types.repository';
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
  const repo = createShippedTypesRepository(db);
  const shipped = await repo.shippedTypes();
  if (shipped.length === 0) return [];
  const incoming = await readIncoming(table, layout);
  const top = await repo.highestTypeId();
  const occupied = await repo.typeIds();
  let next = Math.max(top, incoming.max) + 1;
  const moves: TypeMove[] = [];
  for (const type of shipped) {
    const code = type.code!;
    const sameHere = incoming.codeOf.has(type.id_type_action) && incoming.codeOf.get(type.id_type_action) === code;
    if (sameHere) continue;
    const elsewhere = incoming.idOfCode.get(code);
    // A Cabinet export may hold this very type at another id: it moves there, to be compared with it.
    const to = elsewhere !== undefined && !occupied.has(elsewhere) ? elsewhere : incoming.codeOf.has(type.id_type_action) ? next++ : null;
    if (to === null) continue;
    const rules = await repo.rulesStartedBy(type.id_type_action);
    moves.push({ from: type.id_type_action, to, code, libelle: type.libelle, rules });
  }
  return moves;
}

/** Moves each type to its new id inside the import's transaction: a copy at the new id, the references repointed, the old row removed. */
export async function applyTypeMoves(trx: Transaction<Database>, moves: TypeMove[], postgres: boolean): Promise<void> {
  if (moves.length === 0) return;
  const references = await referencesToActionTypes(trx, postgres);
  for (const move of moves) await moveActionType(trx, move.from, move.to, references);
}

/** The moves as the report says them (`planned` on a dry run, or when nothing was written). */
export function describeMoves(moves: TypeMove[], planned = false): string[] {
  return moves.map(
    (m) =>
      `Cabinet's own action type "${m.libelle}" ${planned ? 'would move' : 'moved'} from id ${m.from} to ${m.to}: the old system's type ${m.from} keeps its id` +
      (m.rules > 0 ? `; the ${m.rules} deadline rule(s) starting from it ${planned ? 'would ' : ''}follow it` : ''),
  );
}
