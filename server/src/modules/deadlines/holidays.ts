import Holidays from 'date-holidays';
import { holidayName } from './holiday-names';

export type HolidayLanguage = 'en' | 'fr' | 'ar';

/**
 * Public holidays of a country from the maintained `date-holidays` library (Islamic holidays are
 * computed from the tabular calendar; the office confirms them and adds closed days for the
 * moon sighting). Only days of type "public" close courts; observances and bank holidays do not.
 */
const cache = new Map<string, Map<string, string>>();
const countries = new Map<string, Holidays | null>();

function library(country: string): Holidays | null {
  if (!countries.has(country)) {
    const supported = Object.prototype.hasOwnProperty.call(new Holidays().getCountries(), country);
    countries.set(country, supported ? new Holidays(country) : null);
  }
  return countries.get(country)!;
}

export const isSupportedCountry = (country: string) => library(country) !== null;

/** date → holiday name, for one country and year. */
export function publicHolidays(country: string, year: number, lang: HolidayLanguage = 'en'): Map<string, string> {
  const key = `${country}|${year}|${lang}`;
  let days = cache.get(key);
  if (days) return days;
  days = new Map();
  const holidays = library(country);
  if (holidays) {
    for (const holiday of holidays.getHolidays(year, lang)) {
      if (holiday.type !== 'public') continue;
      const name = holidayName(country, holiday.rule, lang) ?? holiday.name;
      const first = holiday.date.slice(0, 10);
      const length = Math.max(1, Math.round((holiday.end.getTime() - holiday.start.getTime()) / 86_400_000));
      for (let i = 0; i < length; i++) {
        const date = i === 0 ? first : shift(first, i);
        const existing = days.get(date);
        days.set(date, existing && existing !== name ? `${existing} / ${name}` : name);
      }
    }
  }
  cache.set(key, days);
  return days;
}

function shift(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
