import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, staleWrite } from '../../lib/app-error';
import { diffRecords, writeAudit } from '../../lib/audit';
import type { Actor } from '../../lib/context';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import { auditableDossier, dossierSearchText, toDossier, type DossierValues, type DossierWithNames } from './dossier-record';
import { createPartiesRepository } from '../parties/parties.repository';
import { partyNames } from '../parties/party-record';
import { createDossiersRepository, type DossiersRepository } from './dossiers.repository';

/** Pieces of a dossier write shared by the dossier, action and trash services; they run inside the caller's transaction. */

export function duplicateReference(ref: number): AppError {
  const message = `A dossier with reference ${ref} already exists`;
  return new AppError('conflict', message, { ref_dossier_bureau: message });
}

/** The referenced tribunal and case type must exist. */
export async function checkDossierReferences(repo: DossiersRepository, values: DossierValues): Promise<void> {
  const fields: Record<string, string> = {};
  if (values.fk_tribunal != null && !(await repo.tribunalExists(values.fk_tribunal))) fields.fk_tribunal = 'This tribunal does not exist';
  if (values.fk_type_affaire_bureau != null && !(await repo.caseTypeExists(values.fk_type_affaire_bureau))) {
    fields.fk_type_affaire_bureau = 'This case type does not exist';
  }
  if (values.fk_responsible != null && !(await repo.accountExists(values.fk_responsible))) fields.fk_responsible = 'This account does not exist';
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', 'Some fields are invalid', fields);
}

/**
 * Runs a write and turns the database's own constraint checks into client errors: the live
 * reference index catches a duplicate that raced past the check in the transaction.
 */
export async function withDossierConstraints<T>(ref: () => number | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const value = ref();
    if (isUniqueViolation(error) && value !== undefined) throw duplicateReference(value);
    if (isForeignKeyViolation(error)) throw new AppError('validation_failed', 'A referenced record does not exist', {});
    throw error;
  }
}

/** Applies `values` to a live dossier: optimistic version check, search text, references, audit. */
export async function updateDossierIn(
  trx: Kysely<Database>,
  change: { actor: Actor; at: string; before: DossierWithNames; values: DossierValues; expectedVersion?: number },
): Promise<void> {
  const { actor, at, before, values } = change;
  const repo = createDossiersRepository(trx);
  if (change.expectedVersion !== undefined && change.expectedVersion !== before.version) throw staleWrite(toDossier(before));
  const after = { ...before, ...values };
  if (values.ref_dossier_bureau !== undefined && values.ref_dossier_bureau !== before.ref_dossier_bureau) {
    if (await repo.liveRefTaken(after.ref_dossier_bureau, before.id_dossier)) throw duplicateReference(after.ref_dossier_bureau);
  }
  await checkDossierReferences(repo, {
    fk_tribunal: values.fk_tribunal !== before.fk_tribunal ? values.fk_tribunal : undefined,
    fk_type_affaire_bureau: values.fk_type_affaire_bureau !== before.fk_type_affaire_bureau ? values.fk_type_affaire_bureau : undefined,
    fk_responsible: values.fk_responsible !== before.fk_responsible ? values.fk_responsible : undefined,
  });
  const names = (await createPartiesRepository(trx).namesOfDossier(before.id_dossier)).flatMap(partyNames);
  const updated = await repo.update(before.id_dossier, before.version, {
    ...values,
    search_text: dossierSearchText(after, names),
    modified_at: at,
    modified_by: actor.id,
  });
  if (!updated) {
    const current = await repo.findLive(before.id_dossier);
    throw current ? staleWrite(toDossier(current)) : new AppError('not_found', 'Dossier not found');
  }
  const changes = diffRecords(auditableDossier(before), auditableDossier(after as DossierWithNames));
  if (Object.keys(changes).length > 0) {
    await writeAudit(trx, { at, userId: actor.id, entity: 'dossier', entityId: before.id_dossier, operation: 'update', changes, dossierId: before.id_dossier });
  }
}
