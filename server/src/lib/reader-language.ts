import { formatLongDate, type ArabicMonthStyle } from '@cabinet/shared';

/**
 * What every output a person reads (e-mail, printed roll, export, calendar feed) writes the same
 * way in its reader's language: dates, dossier references, separators and plural forms.
 */
export type ReaderLanguage = 'en' | 'fr' | 'ar';

/** A calendar date written out: «الثلاثاء 1 دجنبر 2026», « mardi 1er décembre 2026 ». */
export const readerDate = (date: string, lang: ReaderLanguage, arabicMonths: ArabicMonthStyle) => formatLongDate(date, lang, arabicMonths);

/** The office's dossier reference: "#1001", « n° 1001 », «رقم 1001». */
export function dossierRef(ref: number, lang: ReaderLanguage): string {
  if (lang === 'fr') return `n°\u00a0${ref}`;
  if (lang === 'ar') return `رقم ${ref}`;
  return `#${ref}`;
}

/** Between a label and its value: French puts a no-break space before the colon. */
export const LABEL_SEPARATOR: Record<ReaderLanguage, string> = { en: ': ', fr: '\u00a0: ', ar: ': ' };

/** Between the items of a list: Arabic takes its own comma. */
export const LIST_SEPARATOR: Record<ReaderLanguage, string> = { en: ', ', fr: ', ', ar: '، ' };

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
const pluralRules = new Map<ReaderLanguage, Intl.PluralRules>();

/** The form of `forms` the language uses for `n` (Arabic has six), with `{n}` replaced by the number. */
export function plural(lang: ReaderLanguage, n: number, forms: PluralForms): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return (forms[rules.select(n)] ?? forms.other).replace('{n}', String(n));
}
