import { labelIn, type TranslatedLabels } from '@cabinet/shared';

/**
 * How every screen names an action type: its label in the reader's language when it has one
 * (the default types do), else the office's own label.
 */
export function actionTypeName(type: { libelle: string; labels?: TranslatedLabels }, lang: string): string {
  return labelIn(type.libelle, type.labels, lang);
}

/** The type of an action, agenda item or hearing (`type_libelle` / `type_labels`); null when it has none. */
export function typeNameOf(item: { type_libelle: string | null; type_labels?: TranslatedLabels }, lang: string): string | null {
  return item.type_libelle === null ? null : labelIn(item.type_libelle, item.type_labels, lang);
}
