import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { english, onEnglishAdded } from './english';
import { createOfficeTermsSync, type OfficeTerms } from './office-terms';

export const LANGUAGES = ['en', 'fr', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'EN', fr: 'FR', ar: 'العربية' };

type Bundle = Record<string, Record<string, unknown>>;
type LocaleModule = { default: Record<string, unknown> };

/**
 * The first screens' English ships with the app (the default language and the fallback), the rest
 * of English with the signed-in shell (`loadAllNamespaces`); French and Arabic load when chosen, so
 * the sign-in page does not carry every screen's text. A feature adds its namespace by adding
 * `locales/<lang>/<namespace>.json` files.
 */
const otherFiles = import.meta.glob<LocaleModule>(['./locales/*/*.json', '!./locales/en/*.json']);

const namespaceOf = (path: string) => /\/([\w-]+)\.json$/.exec(path)?.[1] ?? '';

let loadingEnglish: Promise<void> | undefined;
const loadAllEnglish = () => (loadingEnglish ??= import('./english-rest').then(() => undefined));

/** Every namespace, in English and the chosen language: the signed-in screens find their text there. */
export async function loadAllNamespaces(): Promise<void> {
  await loadAllEnglish();
  await i18n.loadNamespaces(Object.keys(english));
}

let loadingShellEnglish: Promise<void> | undefined;
/** The namespaces of the shell and the first signed-in screens (english-shell.ts), in English and the chosen language. */
export async function loadShellNamespaces(): Promise<void> {
  await (loadingShellEnglish ??= import('./english-shell').then(() => undefined));
  await i18n.loadNamespaces(Object.keys(english));
}

const loadingLanguages = new Map<string, Promise<Bundle>>();
function loadLanguage(lang: string): Promise<Bundle> {
  let bundle = loadingLanguages.get(lang);
  if (!bundle) {
    const files = Object.entries(otherFiles).filter(([path]) => path.startsWith(`./locales/${lang}/`));
    bundle = Promise.all(files.map(async ([path, load]) => [namespaceOf(path), (await load()).default] as const)).then((entries) => Object.fromEntries(entries));
    loadingLanguages.set(lang, bundle);
  }
  return bundle;
}

/** An i18next backend: a language's namespaces arrive together, on first use. */
const lazyLanguages = {
  type: 'backend' as const,
  init() {},
  read(lang: string, namespace: string, callback: (error: unknown, data: Record<string, unknown> | null) => void) {
    if (lang === 'en') {
      if (english[namespace]) return callback(null, english[namespace]);
      return void loadAllEnglish().then(
        () => callback(null, english[namespace] ?? {}),
        (error: unknown) => callback(error, null),
      );
    }
    loadLanguage(lang).then(
      (bundle) => callback(null, bundle[namespace] ?? {}),
      (error: unknown) => callback(error, null),
    );
  },
};

const OFFICE_TERMS_CHANGED = 'officeTermsChanged';
let officeTerms: OfficeTerms = { bailiff_title: null, instrument_numbers: null };
let officeTermsSync: ReturnType<typeof createOfficeTermsSync> | undefined;

/** The office's answers to the wordings it confirms (Settings), applied to every language's strings. */
export function setOfficeTerms(terms: OfficeTerms): void {
  officeTerms = terms;
  if (officeTermsSync?.set(terms)) i18n.emit(OFFICE_TERMS_CHANGED);
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

/** Starts i18next; ready at once in English, once the language's files have loaded otherwise. */
export function setupI18n(lng: Language = storedLanguage()): Promise<unknown> {
  const ready = i18n.use(lazyLanguages).use(initReactI18next).init({
    resources: { en: english },
    partialBundledLanguages: true,
    // English is bundled: initialised before this returns, as the component tests expect.
    initAsync: false,
    lng,
    fallbackLng: 'en',
    ns: Object.keys(english),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Screens render again when the office's confirmed wordings replace strings (setOfficeTerms).
    react: { bindI18n: `languageChanged ${OFFICE_TERMS_CHANGED}` },
  });
  officeTermsSync = createOfficeTermsSync(i18n);
  officeTermsSync.set(officeTerms);
  // "{{role, lowercase}}": a label (a party's role) used inside a sentence, where French and English write it lower case.
  i18n.services.formatter?.add('lowercase', (value: unknown, lang: string | undefined) => String(value).toLocaleLowerCase(lang));
  applyDocumentLanguage(lng);
  onEnglishAdded((added) => {
    for (const [namespace, resources] of Object.entries(added)) i18n.addResourceBundle('en', namespace, resources, true, false);
  });
  i18n.on('languageChanged', (next) => {
    applyDocumentLanguage(next);
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for the visit.
    }
  });
  return ready;
}

export { i18n };
