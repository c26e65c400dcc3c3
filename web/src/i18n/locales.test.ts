import { describe, expect, it } from 'vitest';
import { localeResources } from './all-locales';
import { LANGUAGES } from './index';

/** Every leaf of a nested translation object as [path, value]; keys may contain dots (validation messages). */
function leaves(value: unknown, prefix: string[] = []): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [[JSON.stringify(prefix), value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leaves(child, [...prefix, key]));
}
const keyPaths = (value: unknown) => leaves(value).map(([path]) => path);

describe('translations', () => {
  const resources = localeResources();
  const namespaces = Object.keys(resources.en ?? {});

  it('exist for every language and namespace', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES) expect(Object.keys(resources[lang] ?? {}).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('namespace %s has the same keys in en, fr and ar', (ns) => {
    const english = keyPaths(resources.en![ns]).sort();
    for (const lang of LANGUAGES) {
      const keys = keyPaths(resources[lang]![ns]).sort();
      expect({ lang, missing: english.filter((k) => !keys.includes(k)), extra: keys.filter((k) => !english.includes(k)) }).toEqual({
        lang,
        missing: [],
        extra: [],
      });
    }
  });

  it.each(namespaces)('namespace %s has no empty string in any language', (ns) => {
    for (const lang of LANGUAGES) {
      const empty = leaves(resources[lang]![ns])
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([path]) => path);
      expect({ lang, empty }).toEqual({ lang, empty: [] });
    }
  });
});
