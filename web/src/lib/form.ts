import { schemaResolver } from '@mantine/form';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { validationError } from './errors';

/** Validates a Mantine form with a shared zod schema, with the messages in the current language, also after it is switched. */
export function validateWith(schema: StandardSchemaV1) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: unknown) => {
    const errors = resolve(values);
    return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, typeof message === 'string' ? validationError(message) : message]));
  };
}
