import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import './dayjs-locale';
import { dayjsLocaleOf, formatDateLong, setArabicMonthStyle } from './format';

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

  it('leave French and English alone', () => {
    expect(dayjsLocaleOf('fr')).toBe('fr');
    expect(formatDateLong('2026-08-15', 'fr')).toContain('août');
  });
});
