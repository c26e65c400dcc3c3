import { describe, expect, it } from 'vitest';
import { splitFileNumber } from './file-number';

describe('a court number pasted whole', () => {
  it('splits number/code/year as courts write it', () => {
    expect(splitFileNumber('1457/1201/2026')).toEqual({ file_number: '1457', file_code: '1201', file_year: '2026' });
    expect(splitFileNumber(' 12 / 5B / 2025 ')).toEqual({ file_number: '12', file_code: '5B', file_year: '2025' });
  });

  it('reads the other writing order by the part that is a year', () => {
    expect(splitFileNumber('2026/1201/1457')).toEqual({ file_number: '1457', file_code: '1201', file_year: '2026' });
  });

  it('keeps as typed what is not three parts', () => {
    expect(splitFileNumber('1457/1201')).toBeNull();
    expect(splitFileNumber('1457/1/2/2026')).toBeNull();
    expect(splitFileNumber('PV 77/B/2026')).toBeNull();
    expect(splitFileNumber('')).toBeNull();
  });
});
