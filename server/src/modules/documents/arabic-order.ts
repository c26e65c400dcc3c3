const ARABIC_WORD = /[\u0621-\u064A\u0671-\u06D3]{2,}/gu;
/** Letters found only at a word's end in Arabic written in reading order (ta marbuta, alif maqsura). */
const FINAL_ONLY = /[\u0629\u0649]/u;
/** Fewer Arabic words than this say nothing either way. */
const FEWEST_WORDS = 3;

/**
 * Whether the Arabic of a text came out reversed, as it does from many PDFs' text layers (the
 * glyphs stored in display order): each word's letters back to front. Written in reading order,
 * Arabic words often start with the article "ال" and end with "ة" or "ى"; reversed, they end with
 * "لا" and start with "ة" or "ى". The text is taken as reversed when the reversed signs outnumber
 * the others.
 */
export function arabicLooksReversed(text: string): boolean {
  let forward = 0;
  let backward = 0;
  let words = 0;
  for (const [word] of text.matchAll(ARABIC_WORD)) {
    words++;
    if (word.startsWith('ال')) forward++;
    if (word.endsWith('لا')) backward++;
    if (FINAL_ONLY.test(word.at(-1)!)) forward++;
    if (FINAL_ONLY.test(word[0]!)) backward++;
  }
  return words >= FEWEST_WORDS && backward > forward;
}
