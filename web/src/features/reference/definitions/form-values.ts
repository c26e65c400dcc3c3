import type { ReferenceBody, ReferenceRecord } from '../api/reference-types';
import type { FieldDefinition, FormValues, ReferenceDefinition } from './reference-definition';

const emptyValueOf = (field: FieldDefinition) => (field.kind === 'effect' ? 'none' : '');

export function emptyFormValues(definition: ReferenceDefinition): FormValues {
  return Object.fromEntries(definition.fields.map((field) => [field.name, emptyValueOf(field)]));
}

function nestedValue(record: ReferenceRecord, [object, key]: readonly [string, string]): unknown {
  const inner = record[object];
  return inner && typeof inner === 'object' ? (inner as Record<string, unknown>)[key] : undefined;
}

/** A stored record as the form's input texts. */
export function recordToFormValues(definition: ReferenceDefinition, record: ReferenceRecord): FormValues {
  return Object.fromEntries(
    definition.fields.map((field) => {
      const value = field.bodyPath ? nestedValue(record, field.bodyPath) : record[field.name];
      return [field.name, value === null || value === undefined ? emptyValueOf(field) : String(value)];
    }),
  );
}

export const fieldApplies = (field: FieldDefinition, values: FormValues) => field.appliesWhen?.(values) ?? true;

/** The body to send: every field, references as numbers, fields that do not apply as null. */
export function formValuesToBody(definition: ReferenceDefinition, values: FormValues): ReferenceBody {
  const body: Record<string, unknown> = {};
  for (const field of definition.fields) {
    if (!field.bodyPath) continue;
    const [object, key] = field.bodyPath;
    const inner = (body[object] ??= {}) as Record<string, string>;
    inner[key] = values[field.name] ?? '';
  }
  const flat = Object.fromEntries(
    definition.fields.filter((field) => !field.bodyPath).map((field) => {
      const value = values[field.name] ?? '';
      if (!fieldApplies(field, values)) return [field.name, null];
      if (field.kind === 'expertise-type') return [field.name, value === '' ? null : Number(value)];
      if (field.kind === 'dossier-field') return [field.name, value === '' ? null : value];
      return [field.name, value];
    }),
  );
  return { ...flat, ...body } as ReferenceBody;
}

/** Errors named by the body's paths (`labels.en`) as the form's field names. */
export function bodyErrorsToFields<E>(definition: ReferenceDefinition, errors: Record<string, E>): Record<string, E> {
  const names = new Map(definition.fields.filter((f) => f.bodyPath).map((f) => [f.bodyPath!.join('.'), f.name]));
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [names.get(path) ?? path, message]));
}
