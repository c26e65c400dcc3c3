import type { TFunction } from 'i18next';
import { i18n } from '../i18n';
import { isApiError } from './api-client';
import { notifyError } from './notify';

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
    case 'validation_failed':
      return Object.keys(err.fields).length ? `${fallback} ${t('common:errors.validation')}` : fallback;
    case 'conflict':
    case 'in_use':
      return translateValidation(err.message);
    default:
      return fallback;
  }
}

/** Per-field messages of a 400 answer, translated, for a form's setErrors. */
export function fieldErrors(err: unknown): Record<string, string> {
  if (!isApiError(err)) return {};
  return Object.fromEntries(Object.entries(err.fields).map(([field, message]) => [field, translateValidation(message)]));
}

/** A failed form save: the server's field messages on their fields, and a toast saying what went wrong. */
export function showSaveError(
  form: { setErrors: (errors: Record<string, string>) => void },
  err: unknown,
  t: TFunction,
  fallback: string,
): void {
  form.setErrors(fieldErrors(err));
  notifyError(describeError(err, t, fallback), err);
}
