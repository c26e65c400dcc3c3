import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { describeError, translateValidation, validationError } from '../../../lib/errors';

/** What went wrong with a money write, in the reader's language: the server's own reason when it gave one. */
export function moneyErrorMessage(error: unknown, t: TFunction, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.code === 'issued') return t('money:errors.issued');
  const [first] = Object.values(error.fields);
  if (error.code === 'validation_failed' && first) return translateValidation(first);
  return describeError(error, t, fallback);
}

/** A body checked with its shared schema before it is sent: the field messages, translated, or none. */
export function schemaErrors(schema: z.ZodType, body: unknown): Record<string, ReactNode> | null {
  const parsed = schema.safeParse(body);
  if (parsed.success) return null;
  const errors: Record<string, ReactNode> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (!(field in errors)) errors[field] = validationError(issue.message);
  }
  return errors;
}
