import type { TranslatedLabels } from './translated-labels';

// Without zod: every screen that names an action type calls it, the dashboard's first one too.
/** The label in the reader's language when there is one, else the office's own label. */
export function labelIn(label: string, labels: TranslatedLabels | null | undefined, lang: string): string {
  const key = lang.slice(0, 2) as keyof TranslatedLabels;
  return labels?.[key] || label;
}

/**
 * A name in the reader's language: the Arabic name for an Arabic reader when the record has one
 * (a tribunal's `nom_ar`, a party's `name_ar`), else the name as entered.
 */
export function nameIn(name: string, nameAr: string | null | undefined, lang: string): string {
  return lang.slice(0, 2) === 'ar' && nameAr ? nameAr : name;
}

/** The same for a name that may be missing (a dossier without a tribunal or a client). */
export function optionalNameIn(name: string | null, nameAr: string | null | undefined, lang: string): string | null {
  return name === null ? null : nameIn(name, nameAr, lang);
}
