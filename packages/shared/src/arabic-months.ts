/** Arabic month names: Moroccan (غشت، نونبر), Tunisian and Algerian (أوت، نوفمبر), Middle-Eastern (أغسطس). */
export const ARABIC_MONTH_STYLES = ['ma', 'tn', 'mashriq'] as const;
export type ArabicMonthStyle = (typeof ARABIC_MONTH_STYLES)[number];

/** The Intl locale of each style (Latin digits in all three, as the office writes dates). */
export const ARABIC_MONTH_LOCALES: Record<ArabicMonthStyle, string> = { ma: 'ar-MA', tn: 'ar-TN', mashriq: 'ar-EG-u-nu-latn' };

const READER_LOCALES: Record<string, string> = { en: 'en-GB', fr: 'fr-FR' };
const readerFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A `YYYY-MM-DD` calendar date as a reader of `lang` writes it, for what the server sends (e-mails,
 * printed rolls): "lundi 30 novembre 2026", "الاثنين، 30 نونبر 2026" with the office's Arabic month
 * names; `short` is "30/11/2026". No time-zone shift: the date is read as a UTC day.
 */
export function readerDate(date: string, lang: string, arabicMonths: ArabicMonthStyle, form: 'long' | 'short' = 'long'): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  const locale = lang === 'ar' ? ARABIC_MONTH_LOCALES[arabicMonths] : (READER_LOCALES[lang] ?? 'en-GB');
  const key = `${locale}|${form}`;
  let format = readerFormats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      form === 'long' ? { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' } : { year: 'numeric', month: '2-digit', day: '2-digit' };
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    readerFormats.set(key, format);
  }
  return format.format(new Date(Date.UTC(y, m - 1, d)));
}
