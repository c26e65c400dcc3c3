import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoWeekday } from '../../lib/dates';
import { computeDueDate, type DeadlineLength } from './due-date';
import { legalCalendar, type OfficeEntry } from './legal-calendar';

const days = (amount: number, franc = false): DeadlineLength => ({ months: 0, days: amount, franc });
const months = (amount: number, franc = false): DeadlineLength => ({ months: amount, days: 0, franc });
const everyDayWorked = () => false;
const weekdayOff = (off: number[]) => (date: string) => off.includes(isoWeekday(date));
const satSun = weekdayOff([6, 7]);
const friSat = weekdayOff([5, 6]);
const entry = (date: string, kind: OfficeEntry['kind'], country: string | null, extra: Partial<OfficeEntry> = {}): OfficeEntry => ({
  date,
  kind,
  country,
  label: null,
  source: kind === 'holiday' ? 'Décret' : null,
  replaces: null,
  ...extra,
});

describe('computeDueDate: counting', () => {
  it.each([
    ['2026-01-01', 30, '2026-01-31'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-12-15', 30, '2027-01-14'],
    ['2024-01-01', 366, '2025-01-01'],
    ['2026-03-01', 3650, '2036-02-27'],
  ])('days: %s + %i = %s', (start, n, due) => {
    expect(computeDueDate(start, days(n), everyDayWorked)).toBe(due);
  });

  it.each([
    ['2026-01-15', 1, '2026-02-15'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-05-31', 1, '2026-06-30'],
    ['2026-08-31', 1, '2026-09-30'],
    ['2026-10-31', 1, '2026-11-30'],
    ['2026-12-31', 2, '2027-02-28'],
    ['2027-12-31', 2, '2028-02-29'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2028-02-29', 48, '2032-02-29'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-02-28', 1, '2026-03-28'],
    ['2026-06-30', 120, '2036-06-30'],
  ])('months: %s + %i = %s (the same day, or the month’s last)', (start, n, due) => {
    expect(computeDueDate(start, months(n), everyDayWorked)).toBe(due);
  });

  it('délai franc adds the one day that is not counted, after the month end clamp', () => {
    expect(computeDueDate('2026-01-01', days(30, true), everyDayWorked)).toBe('2026-02-01');
    expect(computeDueDate('2026-01-31', months(1, true), everyDayWorked)).toBe('2026-03-01');
    expect(computeDueDate('2028-01-31', months(1, true), everyDayWorked)).toBe('2028-03-01');
    expect(computeDueDate('2026-12-31', days(1, true), everyDayWorked)).toBe('2027-01-02');
  });

  it('counts months first, then days (CPC FR art. 641 al. 3)', () => {
    expect(computeDueDate('2026-01-15', { months: 2, days: 15, franc: false }, everyDayWorked)).toBe('2026-03-30');
    expect(computeDueDate('2026-01-31', { months: 1, days: 1, franc: false }, everyDayWorked)).toBe('2026-03-01');
    expect(computeDueDate('2026-01-31', { months: 1, days: 1, franc: true }, everyDayWorked, 'DZ')).toBe('2026-03-02');
  });

  it('counts a franc period of months from the day after the act where the courts read it so, else the earlier way', () => {
    // Algeria (Cour suprême 2018) and Morocco (Cour suprême 1964): 1 Feb + 1 month = 1 Mar, expiry day left out → 2 Mar.
    expect(computeDueDate('2026-01-31', months(1, true), everyDayWorked, 'DZ')).toBe('2026-03-02');
    expect(computeDueDate('2026-01-31', months(1, true), everyDayWorked, 'MA')).toBe('2026-03-02');
    // Elsewhere, no decision found: 31 Jan + 1 month = 28 Feb, + 1 = 1 Mar.
    expect(computeDueDate('2026-01-31', months(1, true), everyDayWorked, 'FR')).toBe('2026-03-01');
    expect(computeDueDate('2026-01-31', months(1, true), everyDayWorked, null)).toBe('2026-03-01');
  });
});

describe('computeDueDate: working days', () => {
  it('moves a due date on a weekend to the next working day', () => {
    // 2026-11-21 is a Saturday.
    expect(isoWeekday('2026-11-21')).toBe(6);
    expect(computeDueDate('2026-11-11', days(10), satSun)).toBe('2026-11-23');
    expect(computeDueDate('2026-11-12', days(10), satSun)).toBe('2026-11-23');
    expect(computeDueDate('2026-11-13', days(10), satSun)).toBe('2026-11-23');
    expect(computeDueDate('2026-11-13', days(10), friSat)).toBe('2026-11-23');
    expect(computeDueDate('2026-11-10', days(10), friSat)).toBe('2026-11-22');
  });

  it('never moves a due date that is already a working day (0 working days to add)', () => {
    expect(computeDueDate('2026-11-09', days(10), satSun)).toBe('2026-11-19');
    expect(computeDueDate('2026-11-20', months(1), satSun)).toBe('2026-12-21');
  });

  it('walks a chain of holidays the office added with their source and the weekly rest', () => {
    const calendar = legalCalendar('FR', [entry('2026-11-23', 'holiday', 'FR'), entry('2026-11-24', 'holiday', 'FR')]);
    // Due Friday 20 → fine; due Saturday 21 → Sun → Mon (holiday) → Tue (holiday) → Wednesday 25.
    expect(computeDueDate('2026-10-21', months(1), calendar.isNonWorking, 'FR')).toBe('2026-11-25');
    // Franc: one more day, same chain.
    expect(computeDueDate('2026-11-10', days(10, true), calendar.isNonWorking)).toBe('2026-11-25');
  });

  it('uses the country’s public holidays and lets the office mark one worked', () => {
    const morocco = legalCalendar('MA', []);
    // 2026-11-18 (Wednesday): Fête de l'indépendance.
    expect(morocco.describe('2026-11-18')).toMatchObject({ source: 'holiday', status: 'confirmed' });
    expect(computeDueDate('2026-10-19', days(30), morocco.isNonWorking)).toBe('2026-11-19');
    // 2026-11-06 (Friday) Marche verte, then the weekend: due the Monday after.
    expect(computeDueDate('2026-10-07', days(30), morocco.isNonWorking)).toBe('2026-11-09');
    const worked = legalCalendar('MA', [entry('2026-11-18', 'worked', 'MA')]);
    expect(worked.describe('2026-11-18')).toBeNull();
    expect(computeDueDate('2026-10-19', days(30), worked.isNonWorking)).toBe('2026-11-18');
    // The new year chain in France: Friday 1 January 2027, then the weekend.
    expect(computeDueDate('2026-12-01', months(1), legalCalendar('FR', []).isNonWorking)).toBe('2027-01-04');
  });

  it('agrees with a brute-force count over every start day of four years', () => {
    const calendar = legalCalendar('MA', [entry('2027-03-10', 'holiday', 'MA', { label: 'Aïd (2e jour)' })]);
    for (let start = '2025-01-01'; start <= '2028-12-31'; start = addDays(start, 1)) {
      for (const length of [days(15, true), days(30), months(1), months(2, true)]) {
        const due = computeDueDate(start, length, calendar.isNonWorking);
        expect(calendar.isNonWorking(due)).toBe(false);
        // The day before the due date is either the nominal end or a non-working day.
        let nominal = length.months === 0 ? addDays(start, length.days) : due;
        if (length.months === 0 && length.franc) nominal = addDays(nominal, 1);
        if (length.months === 0) {
          expect(due >= nominal).toBe(true);
          for (let d = nominal; d < due; d = addDays(d, 1)) expect(calendar.isNonWorking(d)).toBe(true);
        }
        expect(daysBetween(start, due)).toBeGreaterThan(0);
      }
    }
  });

  it('refuses a calendar with no working day rather than looping forever', () => {
    expect(() => computeDueDate('2026-01-01', days(1), () => true)).toThrow(/No working day/);
  });
});

describe('daysBetween', () => {
  it('counts calendar days across months, years and leap days', () => {
    expect(daysBetween('2026-11-21', '2026-11-21')).toBe(0);
    expect(daysBetween('2026-11-21', '2026-11-20')).toBe(-1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });
});
