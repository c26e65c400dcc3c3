import Holidays from 'date-holidays';
import { addDays } from '../../../lib/dates';
import { FEAST_DAY_LABEL, HOLIDAY_CORRECTIONS } from './holiday-corrections';
import { holidayName, type HolidayLanguage } from './holiday-names';

export type { HolidayLanguage };

/** One public holiday of a country as shipped: the library's list with the repository's corrections. */
export interface ShippedHoliday {
  date: string;
  name: string;
  /** The Islamic feast the day belongs to: predicted until the office confirms the official date. */
  feast: { rule: string; first: string; day: number; name: string } | null;
  /** Added by a correction that rests on a secondary source. */
  to_verify: boolean;
}

/** An Islamic feast as the library predicts it, with its length in that country. */
export interface ShippedFeast {
  rule: string;
  first: string;
  days: number;
  name: string;
}

/** A library rule on the Hijri calendar ("1 Shawwal", "10 Dhu al-Hijjah", "12 Rabi al-awwal"). */
const HIJRI_RULE =
  /^\d+ (Muharram|Safar|Rabi al-awwal|Rabi al-thani|Jumada al-awwal|Jumada al-thani|Rajab|Shaban|Ramadan|Shawwal|Dhu al-Qidah|Dhu al-Hijjah)\b/;

const libraries = new Map<string, Holidays | null>();
function library(country: string): Holidays | null {
  if (!libraries.has(country)) {
    const supported = Object.prototype.hasOwnProperty.call(new Holidays().getCountries(), country);
    libraries.set(country, supported ? new Holidays(country) : null);
  }
  return libraries.get(country)!;
}

export const isSupportedCountry = (country: string) => library(country) !== null;

const cache = new Map<string, { holidays: ShippedHoliday[]; feasts: ShippedFeast[] }>();

/**
 * The public holidays of a country for one year as shipped (only days of type "public" close
 * courts), and its Islamic feasts. A feast's added days may fall in the next year: they are
 * listed here, with the year the feast belongs to.
 */
export function shippedYear(
  country: string,
  year: number,
  lang: HolidayLanguage = 'en',
): { holidays: ShippedHoliday[]; feasts: ShippedFeast[] } {
  const key = `${country}|${year}|${lang}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const holidays: ShippedHoliday[] = [];
  const feasts: ShippedFeast[] = [];
  const corrections = HOLIDAY_CORRECTIONS.filter((c) => c.country === country && c.from_year <= year);
  const removed = new Set(corrections.flatMap((c) => (c.kind === 'remove' ? [`${year}-${c.month_day}`] : [])));
  for (const holiday of library(country)?.getHolidays(year, lang) ?? []) {
    if (holiday.type !== 'public') continue;
    const first = holiday.date.slice(0, 10);
    if (removed.has(first)) continue;
    const length = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / 86_400_000));
    const rule = HIJRI_RULE.exec(holiday.rule ?? '')?.[0];
    // The country's official name where the library's is colloquial or not that country's usage.
    const name = holidayName(country, rule ?? holiday.rule, lang) ?? holiday.name;
    if (rule) {
      const extension = corrections.find((c) => c.kind === 'extend' && c.feast === rule);
      const days = Math.max(length, extension?.kind === 'extend' ? extension.days : 1);
      feasts.push({ rule, first, days, name });
      for (let day = 1; day <= days; day++) {
        holidays.push({
          date: addDays(first, day - 1),
          name: day === 1 ? name : FEAST_DAY_LABEL[lang](name, day),
          feast: { rule, first, day, name },
          to_verify: day > length && Boolean(extension?.to_verify),
        });
      }
      continue;
    }
    for (let day = 0; day < length; day++) holidays.push({ date: addDays(first, day), name, feast: null, to_verify: false });
  }
  for (const correction of corrections) {
    if (correction.kind !== 'add') continue;
    holidays.push({ date: `${year}-${correction.month_day}`, name: correction.labels[lang], feast: null, to_verify: correction.to_verify });
  }
  const result = { holidays, feasts };
  cache.set(key, result);
  return result;
}
