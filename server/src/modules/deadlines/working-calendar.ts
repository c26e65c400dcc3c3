import type { CalendarSource } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isoWeekday } from '../../lib/dates';
import { publicHolidays, type HolidayLanguage } from './holidays';

export interface WorkingWeek {
  country: string | null;
  weekend_days: number[];
}

export interface OfficeDay {
  date: string;
  working: boolean;
  label: string | null;
}

export interface NonWorkingDay {
  date: string;
  reason: string;
  source: CalendarSource;
}

export interface WorkingCalendar {
  isNonWorking(date: string): boolean;
  /** Why a day is not worked, or null for a working day. The office's own entries win, then holidays, then the weekend. */
  describe(date: string, lang?: HolidayLanguage): NonWorkingDay | null;
}

export const WEEKEND_REASON: Record<HolidayLanguage, string> = { en: 'Weekend', fr: 'Week-end', ar: 'عطلة نهاية الأسبوع' };
// A day the office adds is a day the courts are closed (the office's own closure extends no period).
export const CLOSED_REASON: Record<HolidayLanguage, string> = { en: 'Courts closed', fr: 'Juridictions fermées', ar: 'المحاكم معطلة' };

/** The office's working days from its settings, the country's public holidays and its own entries. */
export function workingCalendar(week: WorkingWeek, officeDays: readonly OfficeDay[]): WorkingCalendar {
  const weekend = new Set(week.weekend_days);
  const office = new Map(officeDays.map((d) => [d.date, d]));
  const holiday = (date: string, lang: HolidayLanguage) =>
    week.country ? publicHolidays(week.country, Number(date.slice(0, 4)), lang).get(date) : undefined;

  function describe(date: string, lang: HolidayLanguage = 'en'): NonWorkingDay | null {
    const own = office.get(date);
    if (own?.working) return null;
    if (own) return { date, reason: own.label ?? CLOSED_REASON[lang], source: 'office' };
    const name = holiday(date, lang);
    if (name !== undefined) return { date, reason: name, source: 'holiday' };
    if (weekend.has(isoWeekday(date))) return { date, reason: WEEKEND_REASON[lang], source: 'weekend' };
    return null;
  }
  return { describe, isNonWorking: (date) => describe(date) !== null };
}

/** Reads the settings' working week and every office entry (a few dozen rows a year). */
export async function loadWorkingCalendar(db: Kysely<Database>): Promise<WorkingCalendar> {
  const settings = await db.selectFrom('settings').select(['country', 'weekend_days']).where('id', '=', 1).executeTakeFirstOrThrow();
  const days = await db.selectFrom('calendar_day').select(['date', 'working', 'label']).execute();
  return workingCalendar(
    { country: settings.country, weekend_days: parseWeekend(settings.weekend_days) },
    days.map((d) => ({ date: d.date, working: Boolean(d.working), label: d.label })),
  );
}

export const parseWeekend = (text: string): number[] => (text ? text.split(',').map(Number) : []);
export const formatWeekend = (days: readonly number[]): string => days.join(',');
