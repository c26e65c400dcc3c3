import { AppError } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import type { DossierValues } from './dossier-record';
import type { DossiersRepository } from './dossiers.repository';

/** The checks a dossier write makes before it writes, and the database's own checks said as client errors. */

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
