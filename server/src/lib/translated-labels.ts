import type { TranslatedLabels } from '@cabinet/shared';

/** The three label columns as the API's `labels`: only the languages that have one. */
export function translatedLabels(row: { label_en: string | null; label_fr: string | null; label_ar: string | null }): TranslatedLabels {
  const labels: TranslatedLabels = {};
  if (row.label_en) labels.en = row.label_en;
  if (row.label_fr) labels.fr = row.label_fr;
  if (row.label_ar) labels.ar = row.label_ar;
  return labels;
}

/** The columns a query joining `type_action` selects for `typeLabels`. */
export const TYPE_LABEL_COLUMNS = [
  'type_action.label_en as type_label_en',
  'type_action.label_fr as type_label_fr',
  'type_action.label_ar as type_label_ar',
] as const;

/** An action type's labels read through a join (`TYPE_LABEL_COLUMNS`). */
export const typeLabels = (row: { type_label_en: string | null; type_label_fr: string | null; type_label_ar: string | null }) =>
  translatedLabels({ label_en: row.type_label_en, label_fr: row.type_label_fr, label_ar: row.type_label_ar });
