import type { TextLanguage } from '@cabinet/shared';

const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3\uFB50-\uFDFF\uFE70-\uFEFC]/gu;
const LATIN_LETTER = /[A-Za-z\u00C0-\u024F]/gu;
const FRENCH_WORDS = new Set([
  'le',
  'la',
  'les',
  'des',
  'du',
  'de',
  'et',
  'est',
  'une',
  'un',
  'pour',
  'dans',
  'que',
  'qui',
  'par',
  'sur',
  'au',
  'aux',
  'il',
  'ne',
  'pas',
]);
const ENGLISH_WORDS = new Set([
  'the',
  'and',
  'of',
  'to',
  'is',
  'in',
  'that',
  'for',
  'with',
  'on',
  'was',
  'by',
  'this',
  'are',
  'be',
  'it',
  'as',
  'at',
]);
/** A text with fewer letters says nothing of its language. */
const FEWEST_LETTERS = 20;

/**
 * The main language of a text: Arabic when Arabic letters outnumber Latin ones, else French or
 * English by their most common words (French when neither has any: the office's other language).
 * Null for a text with hardly any letters.
 */
export function textLanguage(text: string): TextLanguage | null {
  const sample = text.length > 200_000 ? text.slice(0, 200_000) : text;
  const arabic = sample.match(ARABIC_LETTER)?.length ?? 0;
  const latin = sample.match(LATIN_LETTER)?.length ?? 0;
  if (arabic + latin < FEWEST_LETTERS) return null;
  if (arabic > latin) return 'ar';
  let french = 0;
  let english = 0;
  for (const word of sample.toLowerCase().split(/[^a-z\u00C0-\u024F]+/u)) {
    if (FRENCH_WORDS.has(word)) french++;
    else if (ENGLISH_WORDS.has(word)) english++;
  }
  return english > french ? 'en' : 'fr';
}
