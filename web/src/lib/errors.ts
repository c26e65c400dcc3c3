import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { i18n } from '../i18n';
import { isApiError } from './api-client';
import { notifyError } from './notify';
import { translated } from './translated';

/** Translates a validation message from the shared schemas (English text is the key). */
export function translateValidation(message: string): string {
  const namespaces = Object.keys(i18n.options.resources?.[i18n.language] ?? i18n.options.resources?.en ?? {}).filter((ns) =>
    ns.startsWith('validation'),
  );
  for (const ns of namespaces) {
    if (i18n.exists(message, { ns, keySeparator: false, nsSeparator: false })) {
      return i18n.t(message, { ns, keySeparator: false, nsSeparator: false });
    }
  }
  return message;
}

/** A shared schema's or the server's validation message, for form state: shown in the current language, also after it is switched. */
export function validationError(message: string): ReactNode {
  return translated(() => translateValidation(message));
}

/** A readable, translated explanation of a failed call, for the body of an error toast. */
export function describeError(err: unknown, t: TFunction, fallback: string): string {
  if (!isApiError(err)) return fallback;
  switch (err.code) {
    case 'network':
      return t('common:errors.network');
    case 'forbidden':
      return t('common:errors.forbidden');
    case 'not_found':
      return t('common:errors.notFound');
    case 'too_many_requests':
      return t('common:errors.tooMany', { count: err.retryAfter ?? 60 });
    case 'validation_failed':
      return Object.keys(err.fields).length ? `${fallback} ${t('common:errors.validation')}` : fallback;
    case 'conflict':
    case 'in_use':
      return translateValidation(err.message);
    default:
      return fallback;
  }
}

/** Per-field messages of a 400 answer, for a form's setErrors, in the current language also after it is switched. */
export function fieldErrors(err: unknown): Record<string, ReactNode> {
  if (!isApiError(err)) return {};
  return Object.fromEntries(Object.entries(err.fields).map(([field, message]) => [field, validationError(message)]));
}

/** A failed form save: the server's field messages on their fields, and a toast saying what went wrong. */
export function showSaveError(
  form: { setErrors: (errors: Record<string, ReactNode>) => void },
  err: unknown,
  t: TFunction,
  fallback: string,
): void {
  form.setErrors(fieldErrors(err));
  notifyError(describeError(err, t, fallback), err);
}
