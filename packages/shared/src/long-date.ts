import type { ArabicMonthStyle } from './arabic-months';

/**
 * The Intl locale of each Arabic month style, with Latin digits: Moroccan (ماي، غشت، دجنبر),
 * Tunisian and Algerian (جانفي، أوت، ديسمبر), Middle-Eastern (مايو، أغسطس، ديسمبر).
 */
export const ARABIC_INTL_LOCALES: Record<ArabicMonthStyle, string> = {
  ma: 'ar-MA-u-nu-latn',
  tn: 'ar-TN-u-nu-latn',
  mashriq: 'ar-EG-u-nu-latn',
};

const LOCALES: Record<string, string> = { en: 'en-GB', fr: 'fr-FR' };

/** The Intl locale a reader of `lang` expects; in Arabic, the office's month names. */
export const dateLocale = (lang: string, arabicMonths: ArabicMonthStyle = 'ma'): string =>
  lang === 'ar' ? ARABIC_INTL_LOCALES[arabicMonths] : (LOCALES[lang] ?? 'en-GB');

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(locale: string): Intl.DateTimeFormat {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    formatters.set(locale, format);
  }
  return format;
}

/**
 * A calendar date (`YYYY-MM-DD`) written out for its reader, the same on screens, e-mails,
 * printed rolls, exports and calendar feeds: «الثلاثاء 1 دجنبر 2026», « mardi 1er décembre
 * 2026 », "Tuesday 1 December 2026". The words come from Intl; the order and the punctuation
 * are fixed here, so every runtime (browser or server, whatever its ICU) writes the same text.
 * Anything that is not such a date is returned as it is.
 */
export function formatLongDate(date: string, lang: string, arabicMonths: ArabicMonthStyle = 'ma'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, day));
  if (value.getUTCMonth() !== month - 1) return date;
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    partsFormatter(dateLocale(lang, arabicMonths))
      .formatToParts(value)
      .find((p) => p.type === type)?.value ?? '';
  // French writes the first of the month as an ordinal (« 1er »), every other day as a number.
  const dayText = lang === 'fr' && day === 1 ? '1er' : String(day);
  return `${part('weekday')} ${dayText} ${part('month')} ${year}`;
}
