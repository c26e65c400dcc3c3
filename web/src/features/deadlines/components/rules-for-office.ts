import type { DeadlineRule } from '@cabinet/shared';

/**
 * The rules an office reads by default: those of its own country, those of no country, and any
 * active rule (an active rule is never hidden). The presets of the other countries stay one
 * switch away. With no country chosen, every rule shows.
 */
export function rulesForOffice<T extends Pick<DeadlineRule, 'country' | 'active'>>(
  rules: readonly T[],
  officeCountry: string | null,
  everyCountry: boolean,
): { shown: T[]; otherCountries: number } {
  if (officeCountry === null) return { shown: [...rules], otherCountries: 0 };
  const own = (rule: T) => rule.active || rule.country === null || rule.country === officeCountry;
  const otherCountries = rules.filter((rule) => !own(rule)).length;
  return { shown: everyCountry ? [...rules] : rules.filter(own), otherCountries };
}
