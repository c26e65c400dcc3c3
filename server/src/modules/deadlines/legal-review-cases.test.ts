import { describe, expect, it } from 'vitest';
import { isoWeekday } from '../../lib/dates';
import { computeDueDate, type DeadlineLength } from './due-date';
import { legalCalendar, type OfficeEntry } from './legal-calendar';

/**
 * The cases of the legal review (§5), counted by hand from the texts, against the engine: each
 * deadline on its own country's calendar (legal weekly rest, holidays as shipped and corrected),
 * predicted Islamic holidays extending nothing until confirmed, office closures never.
 */
const days = (n: number, franc = false): DeadlineLength => ({ months: 0, days: n, franc });
const months = (n: number, franc = false): DeadlineLength => ({ months: n, days: 0, franc });
const entry = (date: string, kind: OfficeEntry['kind'], country: string | null, extra: Partial<OfficeEntry> = {}): OfficeEntry => ({
  date,
  kind,
  country,
  label: null,
  source: kind === 'holiday' ? 'Communiqué officiel' : null,
  replaces: null,
  ...extra,
});
const count = (country: string, start: string, length: DeadlineLength, entries: OfficeEntry[] = []) =>
  computeDueDate(start, length, legalCalendar(country, entries).isNonWorking, country);
const weekday = (date: string) => ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][isoWeekday(date)];

describe('the legal review’s cases', () => {
  it.each([
    ['C1 FR appeal 1 month from Sat 31 Jan 2026: 28 Feb is a Saturday → Mon 2 Mar', 'FR', '2026-01-31', months(1), '2026-03-02'],
    [
      'C2 DZ appeal 1 month franc from Sat 31 Jan 2026 (Cour suprême 2018): 1 Feb + 1 month = 1 Mar, expiry left out → Mon 2 Mar',
      'DZ',
      '2026-01-31',
      months(1, true),
      '2026-03-02',
    ],
    [
      'C4 DZ 1 month franc from Wed 6 Aug 2014 (the 2018 decision): appeal of Mon 8 Sep in time',
      'DZ',
      '2014-08-06',
      months(1, true),
      '2014-09-08',
    ],
    ['C5 MA appeal 30 days franc from Tue 13 Oct 2026 → Fri 13 Nov', 'MA', '2026-10-13', days(30, true), '2026-11-13'],
    ['C6 TN appeal 20 days from Sat 24 Oct 2026 → Fri 13 Nov', 'TN', '2026-10-24', days(20), '2026-11-13'],
    [
      'C7 DZ référé 15 days franc from Wed 28 Oct 2026: Fri 13 and Sat 14 are rest → Sun 15 Nov',
      'DZ',
      '2026-10-28',
      days(15, true),
      '2026-11-15',
    ],
    ['C9 DZ référé 15 days franc from Thu 29 Oct 2026: Sat 14 Nov is rest → Sun 15 Nov', 'DZ', '2026-10-29', days(15, true), '2026-11-15'],
    [
      'C15 MA référé 15 days franc from Wed 16 Dec 2026: Fri 1 Jan, Sat, Sun → Mon 4 Jan 2027',
      'MA',
      '2026-12-16',
      days(15, true),
      '2027-01-04',
    ],
    [
      'C16 MA appeal 30 days franc from Thu 10 Dec 2026: Sun 10, Mon 11 (Manifeste) → Tue 12 Jan 2027',
      'MA',
      '2026-12-10',
      days(30, true),
      '2027-01-12',
    ],
    [
      'C17 MA cassation 30 days franc from Mon 14 Dec 2026: Thu 14 Jan is the Amazigh New Year → Fri 15 Jan 2027',
      'MA',
      '2026-12-14',
      days(30, true),
      '2027-01-15',
    ],
    [
      'C18 MA appeal 30 days franc from Tue 6 Oct 2026: Fri 6 Nov (Green March), weekend → Mon 9 Nov',
      'MA',
      '2026-10-06',
      days(30, true),
      '2026-11-09',
    ],
    [
      'C19 TN appeal 20 days from Fri 25 Dec 2026: 14 Jan is no longer a holiday (décret 2021-223) → Thu 14 Jan 2027',
      'TN',
      '2026-12-25',
      days(20),
      '2027-01-14',
    ],
    [
      'C19b TN appeal 20 days from Fri 27 Nov 2026: 17 Dec is the Revolution holiday → Fri 18 Dec',
      'TN',
      '2026-11-27',
      days(20),
      '2026-12-18',
    ],
    [
      'C20 FR appeal 1 month from Tue 30 Jun 2026 (the Fête du Trône is Moroccan) → Thu 30 Jul',
      'FR',
      '2026-06-30',
      months(1),
      '2026-07-30',
    ],
    [
      'C20b MA appeal 30 days franc from Sun 11 Oct 2026 (11 November is French) → Wed 11 Nov',
      'MA',
      '2026-10-11',
      days(30, true),
      '2026-11-11',
    ],
    ['C21 FR appeal 1 month from Wed 14 Oct 2026: Sat 14 Nov → Mon 16 Nov', 'FR', '2026-10-14', months(1), '2026-11-16'],
    ['C21c FR cassation 2 months from Mon 26 Oct 2026: Sat 26 Dec → Mon 28 Dec', 'FR', '2026-10-26', months(2), '2026-12-28'],
    ['C21d FR référé 15 days from Sat 17 Oct 2026: Sun 1 Nov (Toussaint) → Mon 2 Nov', 'FR', '2026-10-17', days(15), '2026-11-02'],
    [
      'C22 FR référé abroad 15 days + 2 months from 15 Jan 2026: months first, 15 Mar + 15 → Mon 30 Mar',
      'FR',
      '2026-01-15',
      { months: 2, days: 15, franc: false },
      '2026-03-30',
    ],
    [
      'C24 MA criminal appeal 10 days from the pronouncement on Mon 2 Nov 2026, not franc (the earlier reading) → Thu 12 Nov',
      'MA',
      '2026-11-02',
      days(10),
      '2026-11-12',
    ],
  ] as const)('%s', (_case, country, start, length, due) => {
    expect(`${weekday(count(country, start, length))} ${count(country, start, length)}`).toBe(`${weekday(due)} ${due}`);
  });

  it('C3, C8, C21b: the office’s own weekend never moves a legal due date (there is no office weekend in the count at all)', () => {
    // C3/C8: the Algerian calendar rests Friday–Saturday whatever the office's setting was.
    expect(count('DZ', '2026-01-31', months(1, true))).toBe('2026-03-02');
    expect(count('DZ', '2026-10-28', days(15, true))).toBe('2026-11-15');
    // C21b: a French office that works Saturdays: the law still carries a Saturday to Monday.
    expect(count('FR', '2026-10-14', months(1))).toBe('2026-11-16');
  });

  it('C10, C11: the second day of Eid al-Adha extends once the feast is confirmed; before, it extends nothing and the deadline says so', () => {
    // 27 Apr + 30 = 27 May, franc → Thu 28 May: Eid's second day, predicted.
    const predicted = legalCalendar('MA', []);
    expect(computeDueDate('2026-04-27', days(30, true), predicted.isNonWorking, 'MA')).toBe('2026-05-28');
    expect(predicted.moonNear('2026-05-28', 'fr')).toEqual({ date: '2026-05-28', label: 'Aïd al-Adha (2e jour)' });
    const confirmed = [entry('2026-05-27', 'holiday', 'MA')];
    expect(count('MA', '2026-04-27', days(30, true), confirmed)).toBe('2026-05-29');
    expect(legalCalendar('MA', confirmed).moonNear('2026-05-29')).toBeNull();
  });

  it('C12, C13: Eid al-Fitr 2027 predicted on Tue 9 Mar extends nothing; moved to Wed 10 Mar, 9 Mar stays the due date', () => {
    expect(count('MA', '2027-02-06', days(30, true))).toBe('2027-03-09');
    expect(legalCalendar('MA', []).moonNear('2027-03-09', 'en')).toEqual({ date: '2027-03-09', label: 'Eid al-Fitr' });
    const moved = (country: string) => [entry('2027-03-10', 'holiday', country, { replaces: '2027-03-09' })];
    expect(count('MA', '2027-02-06', days(30, true), moved('MA'))).toBe('2027-03-09');
    const calendar = legalCalendar('MA', moved('MA'));
    expect(calendar.describe('2027-03-09')).toBeNull();
    expect(calendar.describe('2027-03-10')).toMatchObject({ source: 'holiday', status: 'confirmed' });
    expect(calendar.describe('2027-03-11')).toMatchObject({ source: 'holiday', status: 'confirmed' });
    expect(calendar.moonNear('2027-03-09')).toBeNull();
    // Tunisia (20 days from Wed 17 Feb) and Algeria (référé from Sun 21 Feb): Tue 9 Mar, predicted or moved.
    expect(count('TN', '2027-02-17', days(20))).toBe('2027-03-09');
    expect(count('TN', '2027-02-17', days(20), moved('TN'))).toBe('2027-03-09');
    expect(count('DZ', '2027-02-21', days(15, true))).toBe('2027-03-09');
    expect(count('DZ', '2027-02-21', days(15, true), moved('DZ'))).toBe('2027-03-09');
    // Confirmed on the predicted day instead, 9 Mar extends: Morocco's two days → Thu 11 Mar.
    expect(count('MA', '2027-02-06', days(30, true), [entry('2027-03-09', 'holiday', 'MA')])).toBe('2027-03-11');
  });

  it('C14: Algeria’s three days of Eid al-Fitr, then Friday–Saturday → Sun 14 Mar 2027 once confirmed; Wed 10 Mar before', () => {
    expect(count('DZ', '2027-02-22', days(15, true))).toBe('2027-03-10');
    expect(legalCalendar('DZ', []).moonNear('2027-03-10')).toMatchObject({ date: '2027-03-10' });
    expect(count('DZ', '2027-02-22', days(15, true), [entry('2027-03-09', 'holiday', 'DZ')])).toBe('2027-03-14');
    expect(count('DZ', '2027-02-22', days(15, true), [entry('2027-03-10', 'holiday', 'DZ', { replaces: '2027-03-09' })])).toBe(
      '2027-03-14',
    );
  });

  it('C23: the office’s two weeks of closure move nothing; the deadline due on a closed day is flagged', () => {
    const closed: OfficeEntry[] = [];
    for (let d = 17; d <= 28; d++) closed.push(entry(`2026-08-${d}`, 'office_closed', null, { label: 'Congés du cabinet' }));
    const calendar = legalCalendar('MA', closed);
    expect(computeDueDate('2026-07-16', days(30, true), calendar.isNonWorking, 'MA')).toBe('2026-08-17');
    expect(calendar.officeClosed('2026-08-17')).toBe(true);
    expect(calendar.describe('2026-08-17')).toMatchObject({ source: 'office', reason: 'Congés du cabinet' });
    // A day not yet sorted after the upgrade moves nothing either.
    expect(count('MA', '2026-07-16', days(30, true), [entry('2026-08-17', 'unsorted', null)])).toBe('2026-08-17');
  });

  it('flags a due date on the day before, on, or the day after a predicted feast, and not once it is confirmed or worked', () => {
    const calendar = legalCalendar('MA', []);
    expect(calendar.moonNear('2027-03-08')).toMatchObject({ date: '2027-03-09' });
    expect(calendar.moonNear('2027-03-11')).toMatchObject({ date: '2027-03-10' });
    expect(calendar.moonNear('2027-03-12')).toBeNull();
    expect(legalCalendar('MA', [entry('2027-03-09', 'holiday', 'MA')]).moonNear('2027-03-08')).toBeNull();
    expect(
      legalCalendar('MA', [
        entry('2027-03-08', 'worked', 'MA'),
        entry('2027-03-09', 'worked', 'MA'),
        entry('2027-03-10', 'worked', 'MA'),
      ]).moonNear('2027-03-09'),
    ).toBeNull();
    // France has no Islamic holiday.
    expect(legalCalendar('FR', []).moonNear('2027-03-09')).toBeNull();
  });

  it('holidays shipped with their corrections: Morocco 14 Jan, 31 Oct and the second days; Tunisia 17 Dec not 14 Jan; Algeria three days', () => {
    const ma = legalCalendar('MA', []);
    expect(ma.describe('2027-01-14', 'fr')).toMatchObject({ reason: 'Nouvel an amazigh', status: 'confirmed', to_verify: true });
    expect(ma.describe('2028-10-31', 'ar')).toMatchObject({ reason: 'عيد الوحدة', source: 'holiday' });
    expect(ma.describe('2025-10-31')).toBeNull();
    expect(ma.describe('2026-08-26')).toMatchObject({ status: 'predicted' });
    const tn = legalCalendar('TN', []);
    expect(tn.describe('2027-01-14')).toBeNull();
    expect(tn.describe('2026-12-17')).toMatchObject({ source: 'holiday', status: 'confirmed' });
    expect(tn.describe('2027-03-10')).toMatchObject({ status: 'predicted' });
    const dz = legalCalendar('DZ', []);
    expect(['2027-05-16', '2027-05-17', '2027-05-18'].map((d) => dz.describe(d)?.status)).toEqual(['predicted', 'predicted', 'predicted']);
    expect(dz.describe('2027-05-19')).toBeNull();
    expect(legalCalendar('FR', []).describe('2026-11-11')).toMatchObject({ source: 'holiday', status: 'confirmed' });
  });

  it('lists the feasts of a range, predicted or as confirmed', () => {
    expect(
      legalCalendar('DZ', [entry('2027-03-10', 'holiday', 'DZ', { replaces: '2027-03-09' })]).feasts('2027-03-01', '2027-05-31'),
    ).toEqual([
      {
        country: 'DZ',
        label: 'Eid al-Fitr',
        predicted_date: '2027-03-09',
        days: 3,
        status: 'confirmed',
        official_date: '2027-03-10',
      },
      {
        country: 'DZ',
        label: 'Eid al-Adha',
        predicted_date: '2027-05-16',
        days: 3,
        status: 'predicted',
        official_date: null,
      },
    ]);
  });

  it('counts nothing over weekends or holidays where neither the rule nor the office names a country (the earlier date)', () => {
    expect(computeDueDate('2026-10-14', months(1), legalCalendar(null, []).isNonWorking)).toBe('2026-11-14');
  });
});
