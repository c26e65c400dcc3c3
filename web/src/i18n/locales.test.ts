import { describe, expect, it } from 'vitest';
import { localeResources } from './all-locales';
import { LANGUAGES } from './index';
import { ARABIC_LATIN_ALLOWED, FRENCH_IN_ENGLISH, SAME_SOURCE_EXCEPTIONS } from './catalogue-rules';

/** Every leaf of a nested translation object as [path, value]; keys may contain dots (validation messages). */
function leaves(value: unknown, prefix: string[] = []): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [[JSON.stringify(prefix), value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => leaves(child, [...prefix, key]));
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Keys with i18next plural suffixes folded to their base, so languages with more plural forms compare equal. */
function baseKeys(value: unknown): string[] {
  const keys = leaves(value).map(([path]) => {
    const segments = JSON.parse(path) as string[];
    return JSON.stringify([...segments.slice(0, -1), segments.at(-1)!.replace(PLURAL_SUFFIX, '')]);
  });
  return [...new Set(keys)];
}

/** The plural forms a language's key has, by base key. */
function pluralForms(value: unknown): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const [path] of leaves(value)) {
    const segments = JSON.parse(path) as string[];
    const match = PLURAL_SUFFIX.exec(segments.at(-1)!);
    if (!match) continue;
    const base = JSON.stringify([...segments.slice(0, -1), segments.at(-1)!.replace(PLURAL_SUFFIX, '')]);
    forms.set(base, [...(forms.get(base) ?? []), match[1]!].sort());
  }
  return forms;
}

/** Every string of a language as `namespace:path` → text, plural forms included. */
function catalogue(resources: ReturnType<typeof localeResources>, lang: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [ns, tree] of Object.entries(resources[lang] ?? {})) {
    for (const [path, value] of leaves(tree))
      if (typeof value === 'string') entries.set(`${ns}:${(JSON.parse(path) as string[]).join('.')}`, value);
  }
  return entries;
}

const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<\/?\w+>/g, ' ');

describe('translations', () => {
  const resources = localeResources();
  const namespaces = Object.keys(resources.en ?? {});

  it('exist for every language and namespace', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES) expect(Object.keys(resources[lang] ?? {}).sort()).toEqual([...namespaces].sort());
  });

  it.each(namespaces)('namespace %s has the same keys in en, fr and ar', (ns) => {
    const english = baseKeys(resources.en![ns]).sort();
    for (const lang of LANGUAGES) {
      const keys = baseKeys(resources[lang]![ns]).sort();
      expect({ lang, missing: english.filter((k) => !keys.includes(k)), extra: keys.filter((k) => !english.includes(k)) }).toEqual({
        lang,
        missing: [],
        extra: [],
      });
    }
  });

  it.each(namespaces)('namespace %s has every plural form each language needs, and no other', (ns) => {
    const englishPlurals = pluralForms(resources.en![ns]);
    for (const lang of LANGUAGES) {
      const needed = [...new Intl.PluralRules(lang).resolvedOptions().pluralCategories].sort();
      const forms = pluralForms(resources[lang]![ns]);
      for (const base of englishPlurals.keys()) expect({ lang, base, forms: forms.get(base) }).toEqual({ lang, base, forms: needed });
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

  it('Arabic strings hold no Latin words but allowed codes and names', () => {
    const offending = [...catalogue(resources, 'ar')].flatMap(([key, text]) => {
      const words = withoutPlaceholders(text).match(/[A-Za-z][A-Za-z_]*/g) ?? [];
      const foreign = words.filter((word) => !ARABIC_LATIN_ALLOWED.has(word));
      return foreign.length > 0 ? [`${key}: ${foreign.join(', ')}`] : [];
    });
    expect(offending).toEqual([]);
  });

  it('English strings hold no French', () => {
    const offending = [...catalogue(resources, 'en')]
      .filter(([, text]) => FRENCH_IN_ENGLISH.test(withoutPlaceholders(text)))
      .map(([key, text]) => `${key}: ${text}`);
    expect(offending).toEqual([]);
  });

  it.each(['fr', 'ar'])('one English text has one translation in %s', (lang) => {
    const english = catalogue(resources, 'en');
    const translated = catalogue(resources, lang);
    const byEnglish = new Map<string, Map<string, string[]>>();
    for (const [key, text] of english) {
      if (SAME_SOURCE_EXCEPTIONS.has(key) || PLURAL_SUFFIX.test(key)) continue;
      const translations = byEnglish.get(text) ?? new Map<string, string[]>();
      const value = translated.get(key) ?? '';
      translations.set(value, [...(translations.get(value) ?? []), key]);
      byEnglish.set(text, translations);
    }
    const divergent = [...byEnglish]
      .filter(([, translations]) => translations.size > 1)
      .map(([text, translations]) => `"${text}": ${[...translations].map(([value, keys]) => `${keys.join(', ')} = ${value}`).join(' | ')}`);
    expect(divergent).toEqual([]);
  });
});
