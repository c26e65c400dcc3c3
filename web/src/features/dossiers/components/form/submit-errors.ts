import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { isApiError } from '../../../../lib/api-client';
import { describeError, fieldErrors } from '../../../../lib/errors';
import { translated } from '../../../../lib/translated';

/** The reference is taken by another live dossier (409 naming the field). */
export const isDuplicateReference = (err: unknown) => isApiError(err) && err.status === 409 && 'ref_dossier_bureau' in err.fields;

/** Per-field messages for the dossier form, the duplicate reference said in the user's language. */
export function dossierFieldErrors(err: unknown, t: TFunction, ref: string): Record<string, ReactNode> {
  const errors = fieldErrors(err);
  if (isDuplicateReference(err)) errors.ref_dossier_bureau = translated((tr) => tr('dossiers:form.duplicateReference', { ref }));
  return errors;
}

/** What went wrong, for the toast body. */
export function dossierErrorMessage(err: unknown, t: TFunction, ref: string): string {
  if (isDuplicateReference(err)) return t('dossiers:form.duplicateReference', { ref });
  return describeError(err, t, t('common:errors.generic'));
}
