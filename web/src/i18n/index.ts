import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'EN', fr: 'FR', ar: 'العربية' };

/** Every `locales/<lang>/<namespace>.json` file; a feature adds its namespace by adding files. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

export function localeResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, module] of Object.entries(files)) {
    const [, lang, ns] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
    if (!lang || !ns) continue;
    (resources[lang] ??= {})[ns] = module.default;
  }
  return resources;
}

export const directionOf = (lang: string): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
  } catch {
    return 'en';
  }
}

/** Keeps `<html lang dir>` in step with the language. */
export function applyDocumentLanguage(lang: string): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = directionOf(lang);
}

export function setupI18n(lng: Language = storedLanguage()) {
  const resources = localeResources();
  void i18n.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'en',
    ns: Object.keys(resources.en ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage(lng);
  i18n.on('languageChanged', (next) => {
    applyDocumentLanguage(next);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for the visit.
    }
  });
  return i18n;
}

export { i18n };
