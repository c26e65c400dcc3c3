import type { TFunction } from 'i18next';
import { isApiError } from '../../../../lib/api-client';
import { describeError, fieldErrors } from '../../../../lib/errors';

/** The reference is taken by another live dossier (409 naming the field). */
export const isDuplicateReference = (err: unknown) => isApiError(err) && err.status === 409 && 'ref_dossier_bureau' in err.fields;

/** Per-field messages for the dossier form, the duplicate reference said in the user's language. */
export function dossierFieldErrors(err: unknown, t: TFunction, ref: string): Record<string, string> {
  const errors = fieldErrors(err);
  if (isDuplicateReference(err)) errors.ref_dossier_bureau = t('dossiers:form.duplicateReference', { ref });
  return errors;
}

/** What went wrong, for the toast body. */
export function dossierErrorMessage(err: unknown, t: TFunction, ref: string): string {
  if (isDuplicateReference(err)) return t('dossiers:form.duplicateReference', { ref });
  return describeError(err, t, t('common:errors.generic'));
}
