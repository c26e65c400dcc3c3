import { TERMINOLOGY, termViolations } from '@cabinet/shared';
import { describe, expect, it } from 'vitest';
import { localeResources } from './all-locales';
import { LANGUAGES } from './index';

/** Every string of a language as [namespace:path, text], plural forms included. */
function strings(tree: Record<string, unknown>, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : strings(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

describe('terminology', () => {
  const resources = localeResources();

  it.each(TERMINOLOGY.map((rule) => [rule.lang, rule.concept, rule] as const))(
    '%s "%s": catches its rejected wording, not the preferred one',
    (_lang, _concept, rule) => {
      expect(rule.forbidden.test(rule.rejected.replace(/\{\{[^}]*\}\}/g, '0'))).toBe(true);
      expect(rule.forbidden.test(rule.preferred)).toBe(false);
    },
  );

  it.each(LANGUAGES)('%s: no string uses a wording the glossary rejects', (lang) => {
    const offending = Object.entries(resources[lang] ?? {}).flatMap(([ns, tree]) =>
      strings(tree as Record<string, unknown>, `${ns}:`).flatMap(([key, text]) =>
        termViolations(lang, key.slice(key.indexOf(':') + 1), text).map(
          (rule) => `${key}: "${text}" (${rule.concept}: write ${rule.preferred})`,
        ),
      ),
    );
    expect(offending).toEqual([]);
  });
});
