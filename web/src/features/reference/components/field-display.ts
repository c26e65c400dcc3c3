import type { TFunction } from 'i18next';
import type { ReferenceRecord } from '../api/reference-types';
import type { FieldDefinition } from '../definitions/reference-definition';

/** A stored field as a person reads it: labels rather than ids and codes. */
export function fieldDisplay(field: FieldDefinition, record: ReferenceRecord, t: TFunction): string {
  const value = field.labelFrom ? record[field.labelFrom] : record[field.name];
  if (value === null || value === undefined || value === '') return '';
  if (field.kind === 'effect') return t(`reference:effects.${String(value)}`);
  if (field.kind === 'dossier-field') return t(`dossiers:fields.${String(value)}`);
  return String(value);
}
