import { LIMITS, type ReferenceResource } from '@cabinet/shared';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { defineReference, type ColumnDefinition, type FieldDefinition, type ReferenceDefinition } from './reference-definition';

/** Label and description, shared by the three type lists. */
export const TYPE_COLUMNS: readonly ColumnDefinition[] = [
  { key: 'libelle', labelKey: 'fields.libelle' },
  { key: 'description', labelKey: 'fields.description' },
];

export const TYPE_FIELDS: readonly FieldDefinition[] = [
  { name: 'libelle', kind: 'text', labelKey: 'fields.libelle', required: true, maxLength: LIMITS.shortText },
  { name: 'description', kind: 'textarea', labelKey: 'fields.description', maxLength: LIMITS.mediumText },
];

/** A list of plain types (case types, expertise types): a label and a description. */
export function defineTypeList(resource: ReferenceResource, schema: StandardSchemaV1): ReferenceDefinition {
  return defineReference(resource, { columns: TYPE_COLUMNS, fields: TYPE_FIELDS, schema });
}
