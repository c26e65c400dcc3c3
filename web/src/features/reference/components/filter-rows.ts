import { normalizeSearchText } from '@cabinet/shared';
import type { TFunction } from 'i18next';
import type { ReferenceRecord } from '../api/reference-types';
import type { ColumnDefinition } from '../definitions/reference-definition';
import { cellText } from './cell-text';

/** The rows whose shown values contain the query, ignoring case and accents ("helene" finds "Hélène"). */
export function filterRows(
  rows: readonly ReferenceRecord[],
  columns: readonly ColumnDefinition[],
  query: string,
  t: TFunction,
  lang: string,
): ReferenceRecord[] {
  const needle = normalizeSearchText(query);
  if (!needle) return [...rows];
  return rows.filter((row) => columns.some((column) => normalizeSearchText(cellText(column, row, t, lang)).includes(needle)));
}
