import type { TFunction } from 'i18next';
import type { ReferenceRecord } from '../api/reference-types';
import type { ColumnDefinition } from '../definitions/reference-definition';

/** What a cell shows: the column's own text, or the field's value. */
export function cellText(column: ColumnDefinition, record: ReferenceRecord, t: TFunction, lang: string): string {
  if (column.text) return column.text(record, t, lang);
  const value = record[column.key];
  return value === null || value === undefined ? '' : String(value);
}
