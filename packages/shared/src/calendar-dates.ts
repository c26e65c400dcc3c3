/**
 * Calendar arithmetic on `YYYY-MM-DD` strings, shared by the server and the web. A calendar date
 * is never parsed as a moment, so no time zone can shift it. Dates are stepped and compared as
 * day numbers, never as text: as text, the day after 9999-12-31 ("10000-01-01") sorts before it.
 */

/** The dates Cabinet accepts anywhere: wide enough for any case file, narrow enough that every period ends in four digits. */
export const CALENDAR_DATE_MIN = '1900-01-01';
export const CALENDAR_DATE_MAX = '2199-12-31';

const DAY_MS = 86_400_000;
const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(date: string): [number, number, number] {
  const match = SHAPE.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** A UTC day; setUTCFullYear, unlike Date.UTC, does not read years 0–99 as 1900–1999. */
function utcDay(y: number, monthIndex: number, d: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(y, monthIndex, d);
  return date;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of a UTC day; a year that needs other than four digits has no such form. */
function format(date: Date): string {
  const y = date.getUTCFullYear();
  if (!(y >= 1 && y <= 9999)) throw new RangeError(`Calendar date out of range (year ${y})`);
  return `${pad(y, 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** Days since 1970-01-01 (negative before). */
export function dayNumber(date: string): number {
  const [y, m, d] = parts(date);
  return utcDay(y, m - 1, d).getTime() / DAY_MS;
}

export function fromDayNumber(day: number): string {
  return format(new Date(day * DAY_MS));
}

/** True for a `YYYY-MM-DD` string naming a day that exists (not 2026-02-30). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !SHAPE.test(value) || value.startsWith('0000')) return false;
  const [y, m, d] = parts(value);
  const date = utcDay(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** True for a real date within CALENDAR_DATE_MIN … CALENDAR_DATE_MAX. */
export const isDateInRange = (value: unknown): value is string =>
  isCalendarDate(value) && value >= CALENDAR_DATE_MIN && value <= CALENDAR_DATE_MAX;

export function addDays(date: string, days: number): string {
  return fromDayNumber(dayNumber(date) + days);
}

/** Calendar months; the day is clamped to the target month's length (31 March − 1 month = 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const first = utcDay(y, m - 1 + months, 1);
  const lastDay = utcDay(first.getUTCFullYear(), first.getUTCMonth() + 1, 0).getUTCDate();
  return format(utcDay(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, lastDay)));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** ISO weekday of a calendar date: Monday 1 … Sunday 7. */
export function isoWeekday(date: string): number {
  const [y, m, d] = parts(date);
  const day = utcDay(y, m - 1, d).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Every day from `from` to `to`, both included (none when `to` is earlier), counted rather than compared as text. */
export function* eachDay(from: string, to: string): Generator<string> {
  const first = dayNumber(from);
  const last = dayNumber(to);
  for (let day = first; day <= last; day++) yield fromDayNumber(day);
}
