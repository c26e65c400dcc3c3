import type { PartyCreateBody } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database, PartyRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { isUniqueViolation } from '../../lib/db-errors';
import { createPartiesRepository, type PartiesRepository } from './parties.repository';
import { auditableParty, partyKeys } from './party-record';

/** 409 naming the party that holds this national id already (the screens offer to use it instead). */
export function duplicateNationalId(existing: { id_party: number; name: string }): AppError {
  const message = `This national id already belongs to ${existing.name} (party ${existing.id_party})`;
  return new AppError('conflict', message, { national_id: message }, { details: { existing: { id_party: existing.id_party, name: existing.name } } });
}

export async function checkNationalId(repo: PartiesRepository, key: string | null, exceptId?: number): Promise<void> {
  if (key === null) return;
  const existing = await repo.findByNationalId(key, exceptId);
  if (existing) throw duplicateNationalId(existing);
}

/** A live national id taken between the check and the write still answers 409, naming the holder. */
export async function withNationalIdConstraint<T>(db: Kysely<Database>, key: () => string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const value = key();
    if (isUniqueViolation(error) && value !== null) {
      const existing = await createPartiesRepository(db).findByNationalId(value);
      if (existing) throw duplicateNationalId(existing);
    }
    throw error;
  }
}

/** The columns of a new party, its derived keys included. */
export function newPartyValues(body: PartyCreateBody) {
  const values = {
    kind: body.kind,
    name: body.name,
    name_ar: body.name_ar ?? null,
    national_id: body.national_id ?? null,
    phone: body.phone ?? null,
    email: body.email ?? null,
    address: body.address ?? null,
    note: body.note ?? null,
    language: body.language ?? null,
  };
  return { ...values, ...partyKeys(values) };
}

/** Creates a party in the caller's transaction, audited; refuses a national id another live party holds. */
export async function insertParty(trx: Kysely<Database>, actor: Actor, body: PartyCreateBody, at: string): Promise<PartyRow> {
  const repo = createPartiesRepository(trx);
  const values = newPartyValues(body);
  await checkNationalId(repo, values.national_id_key);
  const id = await repo.insert({ ...values, created_at: at, created_by: actor.id, modified_at: at, modified_by: actor.id });
  const row = (await repo.findLive(id))!;
  await writeAudit(trx, { at, userId: actor.id, entity: 'party', entityId: id, operation: 'create', before: null, after: auditableParty(row) });
  return row;
}
