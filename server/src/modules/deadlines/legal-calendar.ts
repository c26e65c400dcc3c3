import type { CalendarDayItem, CalendarFeast, CalendarKind } from '@cabinet/shared';
import { addDays, daysBetween, isoWeekday } from '../../lib/dates';
import { shippedYear, type HolidayLanguage, type ShippedHoliday } from './law/public-holidays';
import { weeklyRestOn } from './law/weekly-rest';

/** A day the office recorded (calendar_entry). */
export interface OfficeEntry {
  date: string;
  kind: CalendarKind;
  country: string | null;
  label: string | null;
  source: string | null;
  replaces: string | null;
}

/**
 * The calendar a deadline is counted on: the legal weekly rest of one country, its public holidays
 * as shipped (library + corrections), the holidays the office added for that country with their
 * source, and the Islamic feasts the office confirmed. A predicted feast extends nothing until it
 * is confirmed; the office's closures extend nothing ever (they are only reported).
 */
export interface LegalCalendar {
  country: string | null;
  /** True when a period ending that day is carried to the next day. */
  isNonWorking(date: string): boolean;
  /** Why a day is shown as off (legal rest, holiday confirmed or predicted, office closure), or null. */
  describe(date: string, lang?: HolidayLanguage): CalendarDayItem | null;
  /** A predicted feast day on, just before or just after `date`: confirming it may move a date there. */
  moonNear(date: string, lang?: HolidayLanguage): { date: string; label: string } | null;
  officeClosed(date: string): boolean;
  /** The country's Islamic feasts starting in [from, to], predicted or as confirmed. */
  feasts(from: string, to: string, lang?: HolidayLanguage): CalendarFeast[];
}

export const WEEKEND_REASON: Record<HolidayLanguage, string> = { en: 'Weekly rest', fr: 'Repos hebdomadaire', ar: 'الراحة الأسبوعية' };
export const CLOSED_REASON: Record<HolidayLanguage, string> = { en: 'Office closed', fr: 'Cabinet fermé', ar: 'المكتب مغلق' };

interface FeastState {
  first: string;
  days: number;
  name: string;
  /** Days after the predicted first day the office moved the feast by; null while predicted. */
  shift: number | null;
}
interface YearDays {
  fixed: Map<string, ShippedHoliday>;
  predicted: Map<string, ShippedHoliday>;
  confirmed: Map<string, string>;
  feasts: FeastState[];
}

const yearOf = (date: string) => Number(date.slice(0, 4));

export function legalCalendar(country: string | null, entries: readonly OfficeEntry[]): LegalCalendar {
  const own = entries.filter((e) => country !== null && e.country === country);
  const worked = new Set(own.filter((e) => e.kind === 'worked').map((e) => e.date));
  const holidays = new Map(own.filter((e) => e.kind === 'holiday').map((e) => [e.date, e]));
  const closures = new Map(
    entries.filter((e) => e.country === null && (e.kind === 'office_closed' || e.kind === 'unsorted')).map((e) => [e.date, e]),
  );
  const years = new Map<string, YearDays>();

  /** The shipped days falling in `year` (feasts of the year before may spill into it), with each feast's state. */
  function daysOf(year: number, lang: HolidayLanguage): YearDays {
    const key = `${year}|${lang}`;
    let days = years.get(key);
    if (days) return days;
    days = { fixed: new Map(), predicted: new Map(), confirmed: new Map(), feasts: [] };
    if (country) {
      for (const y of [year - 1, year]) {
        const shipped = shippedYear(country, y, lang);
        for (const feast of shipped.feasts) {
          const state = feastState(feast.first, feast.days, feast.name);
          if (y === year) days.feasts.push(state);
          for (let day = 0; day < feast.days; day++) {
            const predicted = addDays(feast.first, day);
            if (state.shift === null) {
              if (yearOf(predicted) === year) {
                const holiday = shipped.holidays.find((h) => h.date === predicted && h.feast?.first === feast.first)!;
                days.predicted.set(predicted, holiday);
              }
            } else {
              const date = addDays(predicted, state.shift);
              if (yearOf(date) === year)
                days.confirmed.set(date, shipped.holidays.find((h) => h.date === predicted && h.feast?.first === feast.first)!.name);
            }
          }
        }
        for (const holiday of shipped.holidays) {
          if (holiday.feast || yearOf(holiday.date) !== year || days.fixed.has(holiday.date)) continue;
          days.fixed.set(holiday.date, holiday);
        }
      }
    }
    years.set(key, days);
    return days;
  }

  /** A feast is confirmed by a holiday on its first day, or moved by a holiday that replaces one of its days. */
  function feastState(first: string, length: number, name: string): FeastState {
    const last = addDays(first, length - 1);
    for (const entry of holidays.values()) {
      if (entry.replaces && entry.replaces >= first && entry.replaces <= last)
        return { first, days: length, name, shift: daysBetween(entry.replaces, entry.date) };
    }
    return { first, days: length, name, shift: holidays.has(first) ? 0 : null };
  }

  const weeklyRest = (date: string) => country !== null && Boolean(weeklyRestOn(country, date)?.days.includes(isoWeekday(date)));

  function isNonWorking(date: string): boolean {
    if (worked.has(date)) return false;
    if (holidays.has(date)) return true;
    const days = daysOf(yearOf(date), 'en');
    return days.confirmed.has(date) || days.fixed.has(date) || weeklyRest(date);
  }

  function describe(date: string, lang: HolidayLanguage = 'en'): CalendarDayItem | null {
    const closure = closures.get(date);
    const officeClosed = closure !== undefined;
    const flagged = (item: CalendarDayItem): CalendarDayItem => (officeClosed ? { ...item, office_closed: true } : item);
    if (!worked.has(date)) {
      const days = daysOf(yearOf(date), lang);
      const entry = holidays.get(date);
      const confirmed = entry
        ? (entry.label ?? days.confirmed.get(date) ?? days.predicted.get(date)?.name ?? days.fixed.get(date)?.name)
        : days.confirmed.get(date);
      if (entry || confirmed !== undefined)
        return flagged({ date, reason: confirmed ?? '', source: 'holiday', status: 'confirmed', country });
      const fixed = days.fixed.get(date);
      if (fixed)
        return flagged({
          date,
          reason: fixed.name,
          source: 'holiday',
          status: 'confirmed',
          country,
          ...(fixed.to_verify ? { to_verify: true } : {}),
        });
      if (weeklyRest(date)) return flagged({ date, reason: WEEKEND_REASON[lang], source: 'weekend', status: 'confirmed', country });
      const predicted = days.predicted.get(date);
      if (predicted)
        return flagged({
          date,
          reason: predicted.name,
          source: 'holiday',
          status: 'predicted',
          country,
          ...(predicted.to_verify ? { to_verify: true } : {}),
        });
    }
    if (closure) return { date, reason: closure.label ?? CLOSED_REASON[lang], source: 'office', status: 'confirmed', country: null };
    return null;
  }

  function moonNear(date: string, lang: HolidayLanguage = 'en'): { date: string; label: string } | null {
    for (const candidate of [date, addDays(date, 1), addDays(date, -1)]) {
      if (worked.has(candidate)) continue;
      const predicted = daysOf(yearOf(candidate), lang).predicted.get(candidate);
      if (predicted) return { date: candidate, label: predicted.name };
    }
    return null;
  }

  function feasts(from: string, to: string, lang: HolidayLanguage = 'en'): CalendarFeast[] {
    if (!country) return [];
    const found: CalendarFeast[] = [];
    for (let year = yearOf(from); year <= yearOf(to); year++) {
      for (const feast of daysOf(year, lang).feasts) {
        if (feast.first < from || feast.first > to) continue;
        found.push({
          country,
          label: feast.name,
          predicted_date: feast.first,
          days: feast.days,
          status: feast.shift === null ? 'predicted' : 'confirmed',
          official_date: feast.shift === null ? null : addDays(feast.first, feast.shift),
        });
      }
    }
    return found;
  }

  return { country, isNonWorking, describe, moonNear, officeClosed: (date) => closures.has(date), feasts };
}

/** The calendars of every country an office's deadlines use, built once each from the office's entries. */
export interface CalendarSet {
  officeCountry: string | null;
  entries: readonly OfficeEntry[];
  of(country: string | null): LegalCalendar;
}

export function calendarSet(officeCountry: string | null, entries: readonly OfficeEntry[]): CalendarSet {
  const built = new Map<string | null, LegalCalendar>();
  return {
    officeCountry,
    entries,
    of(country) {
      let calendar = built.get(country);
      if (!calendar) {
        calendar = legalCalendar(country, entries);
        built.set(country, calendar);
      }
      return calendar;
    },
  };
}
