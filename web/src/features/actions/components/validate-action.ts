import type { StandardSchemaV1 } from '@standard-schema/spec';
import { validationError } from '../../../lib/errors';
import { validateWith } from '../../../lib/form';
import { contentIssue } from './action-form-values';
import type { ActionEffect } from '@cabinet/shared';

/** The form's schema plus the type-driven content rule, messages in the user's language. */
export function validateAction<V extends { effect: ActionEffect; contenu: string }>(schema: StandardSchemaV1) {
  const bySchema = validateWith(schema);
  return (values: V) => {
    const content = Object.fromEntries(
      Object.entries(contentIssue(values)).map(([field, message]) => [field, validationError(message)]),
    );
    return { ...bySchema(values), ...content };
  };
}
