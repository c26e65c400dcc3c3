import type { ReferenceBody, ReferenceRecord } from '../api/reference-types';
import type { FieldDefinition, FormValues, ReferenceDefinition } from './reference-definition';

const emptyValueOf = (field: FieldDefinition) => (field.kind === 'effect' ? 'none' : '');

export function emptyFormValues(definition: ReferenceDefinition): FormValues {
  return Object.fromEntries(definition.fields.map((field) => [field.name, emptyValueOf(field)]));
}

/** A stored record as the form's input texts. */
export function recordToFormValues(definition: ReferenceDefinition, record: ReferenceRecord): FormValues {
  return Object.fromEntries(
    definition.fields.map((field) => {
      const value = record[field.name];
      return [field.name, value === null || value === undefined ? emptyValueOf(field) : String(value)];
    }),
  );
}

export const fieldApplies = (field: FieldDefinition, values: FormValues) => field.appliesWhen?.(values) ?? true;

/** The body to send: every field, references as numbers, fields that do not apply as null. */
export function formValuesToBody(definition: ReferenceDefinition, values: FormValues): ReferenceBody {
  return Object.fromEntries(
    definition.fields.map((field) => {
      const value = values[field.name] ?? '';
      if (!fieldApplies(field, values)) return [field.name, null];
      if (field.kind === 'expertise-type') return [field.name, value === '' ? null : Number(value)];
      if (field.kind === 'dossier-field') return [field.name, value === '' ? null : value];
      return [field.name, value];
    }),
  );
}
