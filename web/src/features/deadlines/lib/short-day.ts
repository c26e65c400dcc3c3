import { formatDate } from '../../../lib/format';

const LOCALES: Record<string, string> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar-MA' };
const formats = new Map<string, Intl.DateTimeFormat>();

/** "Mon 13 Nov 2026": a weekday a lawyer checks at a glance, in the reader's language (Latin digits in Arabic). */
export function shortDay(date: string, lang: string): string {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  const locale = `${LOCALES[lang] ?? 'en-GB'}-u-nu-latn`;
  let format = formats.get(locale);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    } catch {
      return formatDate(date, lang);
    }
    formats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(y, m - 1, d)));
}
