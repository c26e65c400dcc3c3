import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date';

describe('formatLongDate', () => {
  it('writes Moroccan month names by default, with Latin digits and no comma', () => {
    expect(formatLongDate('2026-12-01', 'ar')).toBe('الثلاثاء 1 دجنبر 2026');
    expect(formatLongDate('2026-08-14', 'ar')).toBe('الجمعة 14 غشت 2026');
    expect(formatLongDate('2026-05-05', 'ar')).toBe('الثلاثاء 5 ماي 2026');
  });

  it('follows the office’s Arabic month names', () => {
    expect(formatLongDate('2026-08-14', 'ar', 'tn')).toBe('الجمعة 14 أوت 2026');
    expect(formatLongDate('2026-08-14', 'ar', 'mashriq')).toBe('الجمعة 14 أغسطس 2026');
  });

  it('writes the first of the month as « 1er » in French', () => {
    expect(formatLongDate('2026-12-01', 'fr')).toBe('mardi 1er décembre 2026');
    expect(formatLongDate('2026-12-02', 'fr')).toBe('mercredi 2 décembre 2026');
  });

  it('writes English in British order', () => {
    expect(formatLongDate('2026-12-01', 'en')).toBe('Tuesday 1 December 2026');
  });

  it('returns what is not a calendar date as it is', () => {
    expect(formatLongDate('2026-02-30', 'fr')).toBe('2026-02-30');
    expect(formatLongDate('tomorrow', 'ar')).toBe('tomorrow');
  });
});
