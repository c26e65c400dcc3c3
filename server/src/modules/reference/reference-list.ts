import { normalizeSearchText } from '@cabinet/shared';

/** Labels in the order people expect (accents and case do not push a name to the end), the same on both databases. */
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Keeps the records whose shown values contain the query, ignoring case and accents. */
export function filterRecords<Rec>(records: Rec[], fields: readonly (keyof Rec)[], query: string | undefined): Rec[] {
  const needle = normalizeSearchText(query ?? '');
  if (!needle) return records;
  return records.filter((record) =>
    fields.some((field) => {
      const value = record[field];
      return value !== null && value !== undefined && normalizeSearchText(String(value)).includes(needle);
    }),
  );
}

/** Sorts by label; equal labels keep the stored order. */
export function sortByLabel<Rec>(records: Rec[], labelOf: (record: Rec) => string): Rec[] {
  return records
    .map((record, index) => ({ record, index, label: labelOf(record) }))
    .sort((a, b) => collator.compare(a.label, b.label) || a.index - b.index)
    .map(({ record }) => record);
}
