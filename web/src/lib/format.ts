import { ARABIC_MONTH_STYLES, type ArabicMonthStyle } from '@cabinet/shared';

/**
 * Arabic month names differ by region: Morocco says غشت and نونبر, Tunisia and Algeria أوت and
 * نوفمبر, the Middle East أغسطس. One choice for the whole office, used by formatted dates and the
 * date pickers alike (the locale pair below keeps Latin digits in both).
 */
const ARABIC_LOCALES: Record<ArabicMonthStyle, { intl: string; dayjs: string }> = {
  ma: { intl: 'ar-MA', dayjs: 'ar-ma' },
  tn: { intl: 'ar-TN', dayjs: 'ar-tn' },
  mashriq: { intl: 'ar-EG-u-nu-latn', dayjs: 'ar-ly' },
};
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

const LOCALES: Record<string, string> = { en: 'en-GB', fr: 'fr-FR' };
const intlLocale = (lang: string) => (lang === 'ar' ? ARABIC_LOCALES[arabicMonths].intl : (LOCALES[lang] ?? 'en-GB'));

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
export const dayjsLocaleOf = (lang: string): string => (lang === 'ar' ? ARABIC_LOCALES[arabicMonths].dayjs : lang);

/** Formats a `YYYY-MM-DD` calendar date for the language, without any time-zone shift. */
export function formatDate(date: string | null | undefined, lang: string): string {
  if (!date) return '';
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return dateFormat(intlLocale(lang), { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

export function formatDateLong(date: string, lang: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return dateFormat(intlLocale(lang), {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

export function formatTimestamp(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  return dateFormat(intlLocale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Money arrives as an exact decimal string; formatting it for display only. */
export function formatMoney(amount: string | null | undefined, currency: string, lang: string): string {
  if (amount === null || amount === undefined || amount === '') return '';
  return numberFormat(intlLocale(lang), { style: 'currency', currency }).format(Number(amount));
}

export function formatNumber(value: number, lang: string): string {
  return numberFormat(intlLocale(lang)).format(value);
}
