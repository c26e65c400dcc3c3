import { describe, expect, it } from 'vitest';
import { rulesForOffice } from './rules-for-office';

const rules = [
  { id: 1, country: 'MA', active: false },
  { id: 2, country: 'TN', active: false },
  { id: 3, country: null, active: false },
  { id: 4, country: 'FR', active: true },
  { id: 5, country: 'DZ', active: false },
] as const;

describe('the rules an office reads', () => {
  it('are its own country’s, those of no country and every active one, the others counted', () => {
    const { shown, otherCountries } = rulesForOffice(rules, 'MA', false);
    expect(shown.map((r) => r.id)).toEqual([1, 3, 4]);
    expect(otherCountries).toBe(2);
  });

  it('are all of them on request, or when the office has no country', () => {
    expect(rulesForOffice(rules, 'MA', true).shown).toHaveLength(5);
    expect(rulesForOffice(rules, null, false)).toEqual({ shown: [...rules], otherCountries: 0 });
  });
});
