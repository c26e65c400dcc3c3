import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  CALENDAR_DATE_MAX,
  CALENDAR_DATE_MIN,
  dayNumber,
  daysBetween,
  eachDay,
  fromDayNumber,
  isCalendarDate,
  isDateInRange,
  isoWeekday,
} from './calendar-dates';
import { calendarDate, DATE_RANGE_MESSAGE, optionalCalendarDate } from './common';
import { calendarDaysQuery, calendarDayBody, calendarDateParams } from './calendar';
import { queryDate } from './dossier';

describe('calendar arithmetic', () => {
  it('steps across month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-06', 0)).toBe('2026-03-06');
  });

  it('keeps years below 100 as written (Date.UTC would read 0050 as 1950)', () => {
    expect(addDays('0050-01-01', 1)).toBe('0050-01-02');
    expect(addMonths('0099-12-15', 1)).toBe('0100-01-15');
    expect(daysBetween('0001-01-01', '0002-01-01')).toBe(365);
  });

  it('refuses to write a date past 9999-12-31 rather than one that sorts before it as text', () => {
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addMonths('9999-12-20', 1)).toThrow(RangeError);
    expect(() => addDays('0001-01-01', -1)).toThrow(RangeError);
    expect(() => addDays('not a date', 1)).toThrow(RangeError);
  });

  it('clamps a month step to the last day of the target month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
  });

  it('counts days between dates and numbers them from 1970-01-01', () => {
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-12-31', '2026-01-01')).toBe(-364);
    expect(daysBetween('9998-12-31', '9999-12-31')).toBe(365);
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(fromDayNumber(dayNumber(CALENDAR_DATE_MAX))).toBe(CALENDAR_DATE_MAX);
  });

  it('names ISO weekdays', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });

  it('lists every day of a range by counting, also at the end of year 9999', () => {
    expect([...eachDay('2026-02-27', '2026-03-02')]).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect([...eachDay('2026-03-02', '2026-03-01')]).toEqual([]);
    const end = [...eachDay('9998-12-31', '9999-12-31')];
    expect(end).toHaveLength(366);
    expect(end.at(-1)).toBe('9999-12-31');
  });

  it('tells real dates and dates in range', () => {
    for (const value of ['2026-02-28', '2024-02-29', '0001-01-01', '9999-12-31']) expect(isCalendarDate(value), value).toBe(true);
    for (const value of ['2026-02-29', '2026-13-01', '0000-01-01', '10000-01-01', '2026-1-01', '', null, 20260101])
      expect(isCalendarDate(value), String(value)).toBe(false);
    expect([CALENDAR_DATE_MIN, CALENDAR_DATE_MAX, '2026-11-29'].every(isDateInRange)).toBe(true);
    expect(['1899-12-31', '2200-01-01', '9999-12-31'].some(isDateInRange)).toBe(false);
  });
});

describe('every date the API accepts is within 1900–2199', () => {
  const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

  it('accepts the bounds and refuses the days beyond them, with one message', () => {
    expect(calendarDate.parse('1900-01-01')).toBe('1900-01-01');
    expect(calendarDate.parse('2199-12-31')).toBe('2199-12-31');
    for (const value of ['1899-12-31', '2200-01-01', '9999-12-31', '0000-01-01', '0001-01-01'])
      expect(message(calendarDate.safeParse(value)), value).toEqual([DATE_RANGE_MESSAGE]);
    expect(DATE_RANGE_MESSAGE).toBe('Enter a date between 1900 and 2199');
    // A string that is no date at all gets the date message alone.
    expect(message(calendarDate.safeParse('10000-01-01'))).toEqual(['Enter a valid date (YYYY-MM-DD)']);
  });

  it('holds in optional dates, query strings, bodies and paths alike', () => {
    expect(optionalCalendarDate.safeParse('9999-12-20').success).toBe(false);
    expect(queryDate.safeParse('9999-12-31').success).toBe(false);
    expect(calendarDaysQuery.safeParse({ from: '9998-12-31', to: '9999-12-31' }).success).toBe(false);
    expect(calendarDayBody.safeParse({ date: '1899-12-31', working: false }).success).toBe(false);
    expect(calendarDateParams.safeParse({ date: '2200-01-01' }).success).toBe(false);
  });
});
