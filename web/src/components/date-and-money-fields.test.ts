import { describe, expect, it } from 'vitest';
import { parseCalendarDate } from './date-field';
import { normalizeMoney } from './money-field';

describe('parseCalendarDate', () => {
  it('keeps a real YYYY-MM-DD date as typed and reads DD/MM/YYYY, never shifting the day', () => {
    expect(parseCalendarDate('2026-03-01')).toBe('2026-03-01');
    expect(parseCalendarDate(' 1/3/2026 ')).toBe('2026-03-01');
    expect(parseCalendarDate('29.02.2024')).toBe('2024-02-29');
  });
  it('refuses days that do not exist and other text', () => {
    expect(parseCalendarDate('2026-02-30')).toBeNull();
    expect(parseCalendarDate('31/04/2026')).toBeNull();
    expect(parseCalendarDate('tomorrow')).toBeNull();
  });
});

describe('normalizeMoney', () => {
  it('writes two decimals with a dot, from a comma or a dot, without floats', () => {
    expect(normalizeMoney('1250')).toBe('1250.00');
    expect(normalizeMoney('1250,5')).toBe('1250.50');
    expect(normalizeMoney('0012.3')).toBe('12.30');
    expect(normalizeMoney('.5')).toBe('0.50');
    expect(normalizeMoney('999999999999.99')).toBe('999999999999.99');
  });
  it('leaves what is not an amount for the validation to point out', () => {
    expect(normalizeMoney('')).toBe('');
    expect(normalizeMoney('12.345')).toBe('12.345');
    expect(normalizeMoney('abc')).toBe('abc');
  });
});
