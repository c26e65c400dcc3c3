import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import './dayjs-locale';
import { dayjsLocaleOf, formatDateLong, formatTimestamp, setArabicMonthStyle } from './format';

describe('Arabic month names', () => {
  afterEach(() => setArabicMonthStyle('ma'));

  it('are Moroccan by default, the same in formatted dates and in the date pickers', () => {
    expect(formatDateLong('2026-08-15', 'ar')).toContain('غشت');
    expect(formatDateLong('2026-11-15', 'ar')).toContain('نونبر');
    expect(dayjs('2026-08-15').locale(dayjsLocaleOf('ar')).format('MMMM')).toBe('غشت');
    expect(dayjs('2026-11-15').locale(dayjsLocaleOf('ar')).format('MMMM')).toBe('نونبر');
  });

  it('follow the office choice of Tunisian/Algerian or Middle-Eastern names, with Latin digits', () => {
    setArabicMonthStyle('tn');
    expect(formatDateLong('2026-08-15', 'ar')).toContain('أوت');
    expect(dayjs('2026-08-15').locale(dayjsLocaleOf('ar')).format('D MMMM')).toBe('15 أوت');
    setArabicMonthStyle('mashriq');
    expect(formatDateLong('2026-08-15', 'ar')).toMatch(/15 أغسطس 2026/);
    expect(dayjs('2026-08-15').locale(dayjsLocaleOf('ar')).format('D MMMM')).toBe('15 أغسطس');
  });

  it('spell the day names in the pickers as everywhere else (الاثنين)', () => {
    for (const style of ['ma', 'tn', 'mashriq'] as const) {
      setArabicMonthStyle(style);
      expect(dayjs('2026-11-16').locale(dayjsLocaleOf('ar')).format('dddd')).toBe('الاثنين');
    }
  });

  it('leave French and English alone', () => {
    expect(dayjsLocaleOf('fr')).toBe('fr');
    expect(formatDateLong('2026-08-15', 'fr')).toContain('août');
  });
});

describe('dates on screen', () => {
  afterEach(() => setArabicMonthStyle('ma'));

  it('read as on the printed roll and in the e-mails', () => {
    expect(formatDateLong('2026-12-01', 'ar')).toBe('الثلاثاء 1 دجنبر 2026');
    expect(formatDateLong('2026-12-01', 'fr')).toBe('mardi 1er décembre 2026');
  });

  it('show times on the 24-hour clock, also with Tunisian and Middle-Eastern month names', () => {
    for (const style of ['ma', 'tn', 'mashriq'] as const) {
      setArabicMonthStyle(style);
      const text = formatTimestamp('2026-12-01T13:05:00Z', 'ar');
      expect(text).not.toMatch(/[صم]$|\s[صم]\b/u);
      expect(text).toMatch(/\b\d{2}:05\b/);
    }
  });
});
