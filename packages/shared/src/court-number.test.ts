import { describe, expect, it } from 'vitest';
import { courtNumberSearchTerms, courtNumberText, looksLikeYear, parseCourtNumber, sameCourtNumber } from './court-number';

const parts = (file_number: string, file_code: string | null, file_year: string, chamber: string | null = null, section: string | null = null) => ({
  file_number,
  file_code,
  file_year,
  file_chamber: chamber,
  file_section: section,
  file_raw: null,
});

describe('parseCourtNumber', () => {
  it('splits number/code/year', () => {
    expect(parseCourtNumber('1457/1201/2026')).toEqual(parts('1457', '1201', '2026'));
  });

  it('reads a number written year first as the same number', () => {
    expect(parseCourtNumber('2026/1201/1457')).toEqual(parts('1457', '1201', '2026'));
    expect(sameCourtNumber('2026/1201/1457', '1457/1201/2026')).toBe(true);
  });

  it('splits the four parts of a cassation number, either way round', () => {
    expect(parseCourtNumber('1234/1/2/2019')).toEqual(parts('1234', null, '2019', '1', '2'));
    expect(parseCourtNumber('2019/2/1/1234')).toEqual(parts('1234', null, '2019', '1', '2'));
  });

  it('takes spaces, backslashes, hyphens and Arabic-Indic digits as typed', () => {
    expect(parseCourtNumber('  1457 / 1201 / 2026 ')).toEqual(parts('1457', '1201', '2026'));
    expect(parseCourtNumber('1457\\1201\\2026')).toEqual(parts('1457', '1201', '2026'));
    expect(parseCourtNumber('1457-1201-2026')).toEqual(parts('1457', '1201', '2026'));
    expect(parseCourtNumber('١٤٥٧/١٢٠١/٢٠٢٦')).toEqual(parts('1457', '1201', '2026'));
    expect(parseCourtNumber('5B/1201/2026')).toEqual(parts('5B', '1201', '2026'));
  });

  it('prefers the year last when both ends look like one', () => {
    expect(parseCourtNumber('2020/1201/2021')).toEqual(parts('2020', '1201', '2021'));
  });

  it('keeps as typed what cannot be split', () => {
    for (const typed of ['1457/1201', '1457/1201/26', 'PV 1457 du 3 mars', '1/2/3/4/2026', '1457//2026', 'ملف 1457/1201/2026', '2300/1201/1457']) {
      expect(parseCourtNumber(typed), typed).toEqual({ ...parts('', null, ''), file_number: null, file_year: null, file_raw: typed });
    }
  });

  it('reads nothing from an empty number', () => {
    expect(courtNumberText(parseCourtNumber('   '))).toBeNull();
    expect(courtNumberText(parseCourtNumber(null))).toBeNull();
  });
});

describe('looksLikeYear', () => {
  it('is four digits from 1900 to 2199', () => {
    expect(['1900', '1999', '2026', '2199'].map(looksLikeYear)).toEqual([true, true, true, true]);
    expect(['1899', '2200', '202', '20260', 'abcd'].map(looksLikeYear)).toEqual([false, false, false, false, false]);
  });
});

describe('courtNumberText', () => {
  it('writes the parts in the court’s order, or the number as typed', () => {
    expect(courtNumberText(parts('1457', '1201', '2026'))).toBe('1457/1201/2026');
    expect(courtNumberText(parts('1234', null, '2019', '1', '2'))).toBe('1234/1/2/2019');
    expect(courtNumberText({ file_raw: 'PV 12' })).toBe('PV 12');
    expect(courtNumberText({})).toBeNull();
  });
});

describe('courtNumberSearchTerms', () => {
  it('holds the number both ways round and the national number, folded', () => {
    expect(courtNumberSearchTerms({ ...parts('1457', '1201', '2026'), national_number: 'N-2026 77' })).toEqual([
      '145712012026',
      '202612011457',
      'n202677',
    ]);
    expect(courtNumberSearchTerms({ file_raw: 'PV 12' })).toEqual(['pv12']);
    expect(courtNumberSearchTerms({})).toEqual([]);
  });
});
