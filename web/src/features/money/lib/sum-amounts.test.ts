import { describe, expect, it } from 'vitest';
import { sumAmounts } from './sum-amounts';

describe('sumAmounts', () => {
  it('adds exactly where binary floats do not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(Array.from({ length: 10 }, () => '0.10'))).toBe('1.00');
  });

  it('keeps the places of the most precise amount (three for TND) and the sign', () => {
    expect(sumAmounts(['1250.500', '0.001', '-250.501'])).toBe('1000.000');
    expect(sumAmounts(['-1.25', '0.05'])).toBe('-1.20');
    expect(sumAmounts(['12'])).toBe('12.00');
    expect(sumAmounts([])).toBe('0.00');
  });
});
