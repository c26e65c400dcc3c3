/** Arabic letters written several ways in practice, mapped to one (hamza carriers, ta marbuta, alif maqsura). */
const ARABIC_VARIANTS: Record<string, string> = {
  'ٱ': 'ا',
  'أ': 'ا',
  'إ': 'ا',
  'آ': 'ا',
  'ة': 'ه',
  'ى': 'ي',
  'ؤ': 'و',
  'ئ': 'ي',
};
const ARABIC_VARIANT = /[ٱأإآةىؤئ]/g;
/**
 * Letters written as two, and the Greek final sigma: lowercasing writes a capital Σ as ς at a
 * word's end and σ elsewhere, so a text folded whole and one folded letter by letter (a
 * document's) would differ.
 */
const LIGATURES: Record<string, string> = { 'œ': 'oe', 'æ': 'ae', 'ß': 'ss', 'ς': 'σ' };
const LIGATURE = /[œæßς]/g;
/** Marks (Latin accents, Arabic harakat, shadda, sukun) and the tatweel, which only stretches a word. */
const MARKS = /[\p{M}\u0640]/gu;
/** Everything that is neither a letter nor a digit: spaces, hyphens, dots, quotes, slashes. */
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/**
 * The one folding of names and searched text, shared by the conflict check and every search:
 * case, Latin accents, Arabic letter variants, tatweel and harakat, spacing and punctuation
 * ("Trans-Atlas", "trans atlas" and "TransAtlas" fold alike; so do "مؤسسة" and "مؤسسه").
 * Separators are dropped rather than kept as one space so that "Ben Jelloun" is "Benjelloun".
 */
export function foldText(text: string): string {
  // Compatibility forms first (Arabic presentation forms, ligatures), so the variants below see base letters.
  return text
    .normalize('NFKD')
    .replace(ARABIC_VARIANT, (c) => ARABIC_VARIANTS[c] ?? c)
    .replace(MARKS, '')
    .toLowerCase()
    .replace(LIGATURE, (c) => LIGATURES[c] ?? c)
    .replace(SEPARATORS, '');
}
