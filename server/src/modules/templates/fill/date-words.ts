import { dateLocale, type ArabicMonthStyle } from '@cabinet/shared';

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format;
}

function parse(date: string | null | undefined): { value: Date; day: number; month: number; year: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const value = new Date(Date.UTC(year, month - 1, day));
  return value.getUTCMonth() === month - 1 ? { value, day, month, year } : null;
}

/**
 * A calendar date as a pleading writes it: « 1er décembre 2026 », «1 دجنبر 2026» (the office's
 * Arabic month names: Moroccan by default). The month's name comes from Intl, the order here.
 */
export function dateInWords(date: string | null | undefined, lang: 'fr' | 'ar', arabicMonths: ArabicMonthStyle): string {
  const parsed = parse(date);
  if (!parsed) return '';
  const month = formatter(dateLocale(lang, arabicMonths), { month: 'long' }).format(parsed.value);
  const day = lang === 'fr' && parsed.day === 1 ? '1er' : String(parsed.day);
  return `${day} ${month} ${parsed.year}`;
}

/** `01/12/2026`: day first, as both languages write a date in figures. */
export function dateInFigures(date: string | null | undefined): string {
  const parsed = parse(date);
  if (!parsed) return '';
  return `${String(parsed.day).padStart(2, '0')}/${String(parsed.month).padStart(2, '0')}/${parsed.year}`;
}

/** The weekday and the date: « mardi 1er décembre 2026 », «الثلاثاء 1 دجنبر 2026». */
export function dateWithWeekday(date: string | null | undefined, lang: 'fr' | 'ar', arabicMonths: ArabicMonthStyle): string {
  const parsed = parse(date);
  if (!parsed) return '';
  const weekday = formatter(dateLocale(lang, arabicMonths), { weekday: 'long' }).format(parsed.value);
  return `${weekday} ${dateInWords(date, lang, arabicMonths)}`;
}

/**
 * The Hijri date by the Umm al-Qura calendar (Intl's `islamic-umalqura`): «12 جمادى الآخرة 1448 هـ».
 * A computed calendar: Morocco's own, fixed by the sighting of the moon, may differ by a day.
 */
export function hijriDate(date: string | null | undefined, lang: 'fr' | 'ar'): string {
  const parsed = parse(date);
  if (!parsed) return '';
  const locale = lang === 'ar' ? 'ar-MA-u-ca-islamic-umalqura-nu-latn' : 'fr-FR-u-ca-islamic-umalqura';
  const parts = formatter(locale, { day: 'numeric', month: 'long', year: 'numeric' }).formatToParts(parsed.value);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return lang === 'ar' ? `${part('day')} ${part('month')} ${part('year')} هـ` : `${part('day')} ${part('month')} ${part('year')} H`;
}
