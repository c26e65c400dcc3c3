import { DOCUMENT_SEARCH_LIMITS, foldText } from '@cabinet/shared';

/** A checkpoint is kept for every CHECKPOINT_STEP-th folded character (migration 030). */
export const CHECKPOINT_STEP = 512;

const foldedChars = new Map<string, string>();
/** foldText of one character (the folding is character by character, so the pieces add up to the whole). */
function foldChar(char: string): string {
  const code = char.charCodeAt(0);
  if (code < 128) {
    if ((code >= 48 && code <= 57) || (code >= 97 && code <= 122)) return char;
    if (code >= 65 && code <= 90) return String.fromCharCode(code + 32);
    return '';
  }
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    folded = foldText(char);
    if (foldedChars.size < 10_000) foldedChars.set(char, folded);
  }
  return folded;
}

/**
 * A document's text folded as names are (foldText), with `checkpoints`: for every
 * CHECKPOINT_STEP-th character of the folding, the position (in code points) in `text` of the
 * character it comes from. A match found in the folding is then shown from a short stretch of the
 * text that starts at the checkpoint before it.
 */
export function foldDocumentText(text: string): { folded: string; checkpoints: number[] } {
  const pieces: string[] = [];
  const checkpoints: number[] = [];
  let length = 0;
  let position = 0;
  for (const char of text) {
    const folded = foldChar(char);
    if (folded !== '') {
      for (const _ of folded) {
        if (length % CHECKPOINT_STEP === 0) checkpoints.push(position);
        length++;
      }
      pieces.push(folded);
    }
    position++;
  }
  return { folded: pieces.join(''), checkpoints };
}

/**
 * The words of a search, folded: spaces separate words, and a stretch between double quotes is
 * one. A word that another word contains adds nothing and is dropped; so are words that fold to
 * nothing (punctuation). At most DOCUMENT_SEARCH_LIMITS.words words count.
 */
export function searchWords(query: string): string[] {
  const raw = [...query.matchAll(/"([^"]*)"?|([^\s"]+)/g)].map((m) => foldText(m[1] ?? m[2] ?? ''));
  const words = [...new Set(raw.filter((w) => w !== ''))];
  return words
    .filter((w, i) => !words.some((other, j) => j !== i && other.length > w.length && other.includes(w)))
    .slice(0, DOCUMENT_SEARCH_LIMITS.words);
}

/** In FOLDED: a code unit not folded yet. */
const UNKNOWN = 0xffff;
/** In FOLDED: a code unit folded to several (Œ, ß, ligatures) or half of a surrogate pair, folded by foldChar each time. */
const SEVERAL = 0xfffe;
/**
 * What each UTF-16 code unit folds to, learnt as met: 0 when it folds to nothing (spaces,
 * punctuation, marks), the one code unit it folds to (most letters), or SEVERAL. A page of
 * passages folds some 10,000 characters: a table lookup is the most that can be spent on each.
 */
const FOLDED = new Uint16Array(0x10000).fill(UNKNOWN);

/** What the code unit `code` at UTF-16 offset `offset` of `text` folds to, as FOLDED holds it. */
function foldedUnitAt(text: string, offset: number, code: number): number {
  const known = FOLDED[code]!;
  if (known !== UNKNOWN) return known;
  if (code >= 0xd800 && code <= 0xdfff) return (FOLDED[code] = SEVERAL);
  const piece = foldChar(text[offset]!);
  return (FOLDED[code] = piece.length === 0 ? 0 : piece.length === 1 && piece.charCodeAt(0) < SEVERAL ? piece.charCodeAt(0) : SEVERAL);
}

/** foldChar of the whole character at UTF-16 offset `offset` of `text`, and its width there. */
function foldedCharAt(text: string, offset: number): { piece: string; width: number } {
  const char = String.fromCodePoint(text.codePointAt(offset)!);
  return { piece: foldChar(char), width: char.length };
}

/**
 * Reused between calls: the folded code units and where each comes from. Allocating them for
 * each passage cost more than the folding itself.
 */
let unitsScratch = new Uint16Array(1024);
let fromScratch = new Int32Array(1024);
/**
 * Folded units are whole characters (the folding drops lone surrogates with every other
 * separator), so the string has one unit per unit folded; a leading U+FEFF is kept, not read as a
 * byte-order mark.
 */
const UTF16 = new TextDecoder('utf-16le', { ignoreBOM: true });

/**
 * A string folded character by character from its UTF-16 offset `start` (and only until `until`
 * folded code units), with the UTF-16 offset in it of each folded code unit (`from`, valid until
 * the next call).
 */
function foldWithMap(text: string, start = 0, until = Infinity): { folded: string; from: Int32Array } {
  let n = 0;
  let offset = start;
  while (offset < text.length && n < until) {
    // A character folds to at most a few units: room for 8 more is kept.
    if (n + 8 > unitsScratch.length) {
      const units = new Uint16Array(unitsScratch.length * 2);
      units.set(unitsScratch);
      unitsScratch = units;
      const from = new Int32Array(fromScratch.length * 2);
      from.set(fromScratch);
      fromScratch = from;
    }
    const code = text.charCodeAt(offset);
    const unit = foldedUnitAt(text, offset, code);
    if (unit !== SEVERAL) {
      if (unit !== 0) {
        unitsScratch[n] = unit;
        fromScratch[n++] = offset;
      }
      offset++;
      continue;
    }
    const { piece, width } = foldedCharAt(text, offset);
    for (let i = 0; i < piece.length; i++) {
      unitsScratch[n] = piece.charCodeAt(i);
      fromScratch[n++] = offset;
    }
    offset += width;
  }
  return { folded: UTF16.decode(unitsScratch.subarray(0, n)), from: fromScratch };
}

/** How many UTF-16 code units the character at `offset` of `text` takes: 2 from a surrogate pair's first half. */
const widthAt = (text: string, offset: number) => ((text.charCodeAt(offset) & 0xfc00) === 0xd800 ? 2 : 1);

/** The [start, end) UTF-16 offsets in `text` of the folded stretch [at, at + length). */
function rangeOf(text: string, from: Int32Array, at: number, length: number): [number, number] {
  const lastStart = from[at + length - 1]!;
  return [from[at]!, lastStart + widthAt(text, lastStart)];
}

const CONTEXT_BEFORE = 90;
const CONTEXT_AFTER = 170;
const ELLIPSIS = '…';

/** The [start, end) UTF-16 offsets in `text` of every occurrence of each word, merged where they overlap. */
export function findWords(text: string, words: string[]): [number, number][] {
  const { folded, from } = foldWithMap(text);
  const found: [number, number][] = [];
  for (const word of words) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + word.length))
      found.push(rangeOf(text, from, at, word.length));
  }
  found.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** The UTF-16 offset of the `codePoints`-th code point of `text`. */
function utf16Offset(text: string, codePoints: number): number {
  let offset = 0;
  for (let i = 0; i < codePoints && offset < text.length; i++) offset += widthAt(text, offset);
  return offset;
}

/** The [start, end) UTF-16 offsets of the first occurrence of the folded `word` in `text`; null when none. */
function foundFirst(text: string, word: string): [number, number] | null {
  const { folded, from } = foldWithMap(text);
  const at = folded.indexOf(word);
  return at < 0 ? null : rangeOf(text, from, at, word.length);
}

/**
 * The same, known to be `near.at` folded characters after the `near.offset`-th code point of
 * `text`: the characters before it are only counted, and the match alone is folded to check it.
 * Null when the word is not there (a checkpoint that fell inside a character folded to several),
 * and the caller looks from the start.
 */
function foundNear(text: string, word: string, near: { offset: number; at: number }): [number, number] | null {
  if (near.offset < 0 || near.at < 0) return null;
  let offset = utf16Offset(text, near.offset);
  for (let count = 0; offset < text.length; ) {
    const unit = foldedUnitAt(text, offset, text.charCodeAt(offset));
    let units = unit === 0 ? 0 : 1;
    let width = 1;
    if (unit === SEVERAL) {
      const { piece, width: wide } = foldedCharAt(text, offset);
      units = piece.length;
      width = wide;
    }
    if (count + units > near.at) {
      if (count !== near.at) return null;
      const { folded, from } = foldWithMap(text, offset, word.length);
      return folded.startsWith(word) ? rangeOf(text, from, 0, word.length) : null;
    }
    count += units;
    offset += width;
  }
  return null;
}

/**
 * The passage of `stretch` (a piece of a document's text) around the first occurrence of `word`,
 * on one line, cut at spaces, with the matches of every search word in it; null when the stretch
 * does not hold the word. `near`: where the word is known to be, which spares folding the rest.
 */
export function passageAround(
  stretch: string,
  word: string,
  words: string[],
  near?: { offset: number; at: number },
): { snippet: string; highlights: [number, number][] } | null {
  const first = (near && foundNear(stretch, word, near)) ?? foundFirst(stretch, word);
  if (!first) return null;
  let start = Math.max(0, first[0] - CONTEXT_BEFORE);
  let end = Math.min(stretch.length, first[1] + CONTEXT_AFTER);
  if (start > 0) {
    const space = stretch.indexOf(' ', start);
    if (space >= 0 && space < first[0]) start = space + 1;
  }
  if (end < stretch.length) {
    const space = stretch.lastIndexOf(' ', end);
    if (space > first[1]) end = space;
  }
  // One line: the text's line breaks and runs of spaces become one space each.
  const body = stretch.slice(start, end).replace(/\s+/g, ' ').trim();
  const snippet = `${start > 0 ? ELLIPSIS : ''}${body}${end < stretch.length ? ELLIPSIS : ''}`;
  return { snippet, highlights: findWords(snippet, words) };
}

/**
 * Where to read the passage of a match at `at` (0-based, in folded characters) of `length`
 * folded characters: [from, to) in code points of the text, from a little before the checkpoint
 * that precedes the match to a little after the one that follows it.
 */
export function stretchAround(at: number, length: number, checkpoints: number[]): { from: number; to: number | null } {
  const k = Math.floor(at / CHECKPOINT_STEP);
  const after = Math.floor((at + length) / CHECKPOINT_STEP) + 1;
  const from = Math.max(0, (checkpoints[k] ?? 0) - 2 * CONTEXT_BEFORE);
  const next = checkpoints[after];
  return { from, to: next === undefined ? null : next + 2 * CONTEXT_AFTER };
}
