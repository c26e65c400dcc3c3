import { ARABIC_MONTH_STYLES, dateLocale, formatLongDate, type ArabicMonthStyle } from '@cabinet/shared';

/**
 * Arabic month names differ by region: Morocco says غشت and نونبر, Tunisia and Algeria أوت and
 * نوفمبر, the Middle East أغسطس. One choice for the whole office, used by formatted dates and the
 * date pickers alike: the Intl locale (shared with the server's outputs, long-date.ts) and the
 * dayjs locale below both keep Latin digits.
 */
const ARABIC_DAYJS_LOCALES: Record<ArabicMonthStyle, string> = { ma: 'ar-ma', tn: 'ar-tn', mashriq: 'ar-ly' };
const MONTH_STYLE_KEY = 'arabic_months';
/** The office's choice as last seen (kept in the browser, so a reload does not flash the default). */
function storedMonthStyle(): ArabicMonthStyle {
  try {
    const stored = localStorage.getItem(MONTH_STYLE_KEY);
    return (ARABIC_MONTH_STYLES as readonly string[]).includes(stored ?? '') ? (stored as ArabicMonthStyle) : 'ma';
  } catch {
    return 'ma';
  }
}
let arabicMonths: ArabicMonthStyle = storedMonthStyle();
const monthStyleListeners = new Set<() => void>();

export function setArabicMonthStyle(style: ArabicMonthStyle): void {
  if (style === arabicMonths) return;
  arabicMonths = style;
  try {
    localStorage.setItem(MONTH_STYLE_KEY, style);
  } catch {
    // Storage may be unavailable (private mode): the choice then holds for the visit.
  }
  for (const listener of monthStyleListeners) listener();
}

export const getArabicMonthStyle = (): ArabicMonthStyle => arabicMonths;

/** For useSyncExternalStore: screens re-render when the office changes its choice. */
export function subscribeArabicMonthStyle(listener: () => void): () => void {
  monthStyleListeners.add(listener);
  return () => monthStyleListeners.delete(listener);
}

const intlLocale = (lang: string) => dateLocale(lang, arabicMonths);

/**
 * One formatter per locale and options: making an Intl formatter costs about a millisecond on a
 * slow phone (the dashboard's eight counters took 95 ms of its first render), using one almost
 * nothing. The options are written inline at each call, so their JSON is the key.
 */
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cachedFormat<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = formatters.get(key) as F | undefined;
  if (!format) formatters.set(key, (format = make()));
  return format;
}

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cachedFormat(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cachedFormat(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/** The dayjs (and date picker) locale of a language. */
export const dayjsLocaleOf = (lang: string): string => (lang === 'ar' ? ARABIC_DAYJS_LOCALES[arabicMonths] : lang);

/** Formats a `YYYY-MM-DD` calendar date for the language, without any time-zone shift. */
export function formatDate(date: string | null | undefined, lang: string): string {
  if (!date) return '';
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return dateFormat(intlLocale(lang), { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** A date written out as on every printed output and e-mail: «الثلاثاء 1 دجنبر 2026», « mardi 1er décembre 2026 ». */
export function formatDateLong(date: string, lang: string): string {
  return formatLongDate(date, lang, arabicMonths);
}

/** A month's name for a calendar grid ("غشت", "août"). */
export function formatMonthName(year: number, month: number, lang: string): string {
  return dateFormat(intlLocale(lang), { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
}

export function formatTimestamp(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  // The 24-hour clock in every language: Maghreb offices do not write "ص/م" (which ar-TN and ar-EG would).
  return dateFormat(intlLocale(lang), { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' }).format(new Date(iso));
}

/** Money arrives as an exact decimal string; formatting it for display only. */
export function formatMoney(amount: string | null | undefined, currency: string, lang: string): string {
  if (amount === null || amount === undefined || amount === '') return '';
  return numberFormat(intlLocale(lang), { style: 'currency', currency }).format(Number(amount));
}

export function formatNumber(value: number, lang: string): string {
  return numberFormat(intlLocale(lang)).format(value);
}
