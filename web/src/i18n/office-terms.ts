import { BAILIFF_TITLES_FR, type BailiffTitle, type InstrumentMeaning } from '@cabinet/shared';
import type { i18n as I18n } from 'i18next';

/** The office's answers (Settings) to the wordings a review left for it to confirm; null: not yet. */
export interface OfficeTerms {
  bailiff_title: BailiffTitle | null;
  instrument_numbers: InstrumentMeaning | null;
}

const INSTRUMENT_FIELDS = ['num_instrument_a', 'num_instrument_c'] as const;

/** The string at a dotted key of a namespace's resources, if there is one. */
function valueAt(resources: unknown, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), resources);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The catalogue strings an answer replaces, wherever they are shown (forms, history, audit,
 * reference lists): [language, namespace, key, text]. Text null: the catalogue's own, neutral
 * wording ("filing or decision", both bailiff titles).
 */
function replacements(i18n: I18n, lang: string, terms: OfficeTerms): [string, string, string | null][] {
  const instrument = terms.instrument_numbers;
  const bailiff = terms.bailiff_title;
  return [
    ...INSTRUMENT_FIELDS.map((field): [string, string, string | null] => [
      'dossiers',
      `fields.${field}`,
      instrument ? ((i18n.getResource(lang, 'dossiers', `instrumentNumbers.${instrument}.${field}`) as string | undefined) ?? null) : null,
    ]),
    // Only the French title is in question; English and Arabic keep theirs.
    ['parties', 'roles.bailiff', lang === 'fr' && bailiff ? BAILIFF_TITLES_FR[bailiff] : null],
  ];
}

/**
 * Keeps the catalogues in step with the office's answers: every screen that names these fields
 * or this role then says what the office confirmed, with no change to the screens themselves. A
 * language's strings arriving later (they load on first use) are brought in step as they come.
 */
export function createOfficeTermsSync(i18n: I18n) {
  let terms: OfficeTerms = { bailiff_title: null, instrument_numbers: null };
  /** The catalogue's own text of each replaced string, by language|namespace|key. */
  const originals = new Map<string, string>();
  let applying = false;

  const apply = (lang: string) => {
    applying = true;
    try {
      for (const [ns, key, text] of replacements(i18n, lang, terms)) {
        if (!i18n.hasResourceBundle(lang, ns)) continue;
        const id = `${lang}|${ns}|${key}`;
        if (!originals.has(id)) originals.set(id, i18n.getResource(lang, ns, key) as string);
        const wanted = text ?? originals.get(id)!;
        if (i18n.getResource(lang, ns, key) !== wanted) i18n.addResource(lang, ns, key, wanted);
      }
    } finally {
      applying = false;
    }
  };
  const applyAll = () => Object.keys(i18n.store.data).forEach(apply);

  // A namespace loaded from its file brings the catalogue's text: remember it, replace it again.
  // (The store also passes what it added; its typings name only the language and the namespace.)
  i18n.store.on('added', (lang: string, ns: string, ...added: unknown[]) => {
    if (applying) return;
    const resources = added[0];
    for (const [replacedNs, key] of replacements(i18n, lang, terms)) {
      const text = replacedNs === ns ? valueAt(resources, key) : undefined;
      if (text !== undefined) originals.set(`${lang}|${ns}|${key}`, text);
    }
    apply(lang);
  });

  return {
    /** Applies the answers; false when they did not change. */
    set(next: OfficeTerms): boolean {
      if (next.bailiff_title === terms.bailiff_title && next.instrument_numbers === terms.instrument_numbers) return false;
      terms = next;
      applyAll();
      return true;
    },
  };
}
