import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words';
import { dateInFigures, dateInWords, dateWithWeekday, hijriDate } from './date-words';
import { amountInFigures } from './format';

/** Amounts in minor units (centimes). */
const dh = (amount: number) => Math.round(amount * 100);

describe('amounts in words', () => {
  it.each([
    [1, 'un dirham', 'درهم واحد'],
    [2, 'deux dirhams', 'درهمان'],
    [3, 'trois dirhams', 'ثلاثة دراهم'],
    [11, 'onze dirhams', 'أحد عشر درهما'],
    [21, 'vingt et un dirhams', 'واحد وعشرون درهما'],
    [80, 'quatre-vingts dirhams', 'ثمانون درهما'],
    [100, 'cent dirhams', 'مائة درهم'],
    [200, 'deux cents dirhams', 'مائتا درهم'],
    [250, 'deux cent cinquante dirhams', 'مائتان وخمسون درهما'],
    [1000, 'mille dirhams', 'ألف درهم'],
    [2000, 'deux mille dirhams', 'ألفا درهم'],
    [3000, 'trois mille dirhams', 'ثلاثة آلاف درهم'],
    [1200, 'mille deux cents dirhams', 'ألف ومائتا درهم'],
    [80_000, 'quatre-vingt mille dirhams', 'ثمانون ألف درهم'],
    [200_000, 'deux cent mille dirhams', 'مائتا ألف درهم'],
    [201_000, 'deux cent un mille dirhams', 'مائتا ألف وألف درهم'],
    [250_000, 'deux cent cinquante mille dirhams', 'مائتان وخمسون ألف درهم'],
    [1_000_000, 'un million de dirhams', 'مليون درهم'],
    [2_000_000, 'deux millions de dirhams', 'مليونا درهم'],
    [2_500_000, 'deux millions cinq cent mille dirhams', 'مليونان وخمسمائة ألف درهم'],
  ])('%d dirhams', (amount, fr, ar) => {
    expect(amountInWords(dh(amount), 'MAD', 'fr')).toBe(fr);
    expect(amountInWords(dh(amount), 'MAD', 'ar')).toBe(ar);
  });

  it('writes the centimes after the dirhams, and alone when there are no dirhams', () => {
    expect(amountInWords(dh(12_345.67), 'MAD', 'fr')).toBe('douze mille trois cent quarante-cinq dirhams et soixante-sept centimes');
    expect(amountInWords(dh(12_345.67), 'MAD', 'ar')).toBe('اثنا عشر ألفا وثلاثمائة وخمسة وأربعون درهما وسبعة وستون سنتيما');
    expect(amountInWords(dh(1250.5), 'MAD', 'ar')).toBe('ألف ومائتان وخمسون درهما وخمسون سنتيما');
    expect(amountInWords(dh(0.5), 'MAD', 'fr')).toBe('cinquante centimes');
    expect(amountInWords(dh(0.01), 'MAD', 'ar')).toBe('سنتيم واحد');
    expect(amountInWords(0, 'MAD', 'fr')).toBe('zéro dirham');
  });

  it('writes the largest amount Cabinet keeps', () => {
    expect(amountInWords(dh(999_999_999_999.99), 'MAD', 'ar')).toBe(
      'تسعمائة وتسعة وتسعون مليارا وتسعمائة وتسعة وتسعون مليونا وتسعمائة وتسعة وتسعون ألفا وتسعمائة وتسعة وتسعون درهما وتسعة وتسعون سنتيما',
    );
  });

  it('writes the Tunisian dinar with its millimes (three places)', () => {
    expect(amountInWords(1_500_250, 'TND', 'fr')).toBe('mille cinq cents dinars et deux cent cinquante millimes');
    expect(amountInWords(1_500_250, 'TND', 'ar')).toBe('ألف وخمسمائة دينار ومائتان وخمسون مليما');
  });

  it('writes figures as each language’s deeds do', () => {
    expect(amountInFigures(dh(1_234_567.5), 'MAD', 'fr')).toBe('1\u202f234\u202f567,50');
    expect(amountInFigures(dh(1_234_567.5), 'MAD', 'ar')).toBe('1.234.567,50');
    expect(amountInFigures(5, 'MAD', 'fr')).toBe('0,05');
  });
});

describe('dates in words', () => {
  it('writes the first of the month as French does, and the Moroccan month names in Arabic', () => {
    expect(dateInWords('2026-12-01', 'fr', 'ma')).toBe('1er décembre 2026');
    expect(dateInWords('2026-12-01', 'ar', 'ma')).toBe('1 دجنبر 2026');
    expect(dateInWords('2026-08-15', 'ar', 'ma')).toBe('15 غشت 2026');
    expect(dateInWords('2026-08-15', 'ar', 'tn')).toBe('15 أوت 2026');
    expect(dateWithWeekday('2026-12-01', 'fr', 'ma')).toBe('mardi 1er décembre 2026');
    expect(dateInFigures('2026-12-01')).toBe('01/12/2026');
    expect(dateInWords(null, 'fr', 'ma')).toBe('');
  });

  it('writes the Hijri date by the Umm al-Qura calendar', () => {
    expect(hijriDate('2026-12-01', 'ar')).toBe('21 جمادى الآخرة 1448 هـ');
  });
});
