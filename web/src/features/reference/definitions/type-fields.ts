import { LIMITS } from '@cabinet/shared';
import type { ColumnDefinition, FieldDefinition } from './reference-definition';

/** Label and description, shared by the three type lists. */
export const TYPE_COLUMNS: readonly ColumnDefinition[] = [
  { key: 'libelle', labelKey: 'fields.libelle' },
  { key: 'description', labelKey: 'fields.description' },
];

export const TYPE_FIELDS: readonly FieldDefinition[] = [
  { name: 'libelle', kind: 'text', labelKey: 'fields.libelle', required: true, maxLength: LIMITS.shortText },
  { name: 'description', kind: 'textarea', labelKey: 'fields.description', maxLength: LIMITS.mediumText },
];
