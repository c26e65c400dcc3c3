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

/** foldChar of each character of the Basic Multilingual Plane met so far, by its code (Arabic and accented letters). */
const foldedUnits = new Map<number, string>();
/** foldChar of each ASCII character: letters lowered, digits kept, the rest dropped. */
const FOLDED_ASCII = Array.from({ length: 128 }, (_, code) => foldChar(String.fromCharCode(code)));

/**
 * A string folded character by character from its UTF-16 offset `start` (and only until `until`
 * folded code units), with the UTF-16 offset in it of each folded code unit. ASCII, most of a
 * French text, is folded from a table; the folding grows by concatenation, which V8 does without
 * copying (a page of passages folds some 10,000 characters).
 */
function foldWithMap(text: string, start = 0, until = Infinity): { folded: string; from: number[] } {
  let folded = '';
  const from: number[] = [];
  let offset = start;
  while (offset < text.length && from.length < until) {
    const code = text.charCodeAt(offset);
    if (code < 128) {
      const piece = FOLDED_ASCII[code]!;
      if (piece !== '') {
        folded += piece;
        from.push(offset);
      }
      offset++;
      continue;
    }
    let piece: string | undefined;
    let width = 1;
    if (code < 0xd800 || code > 0xdfff) {
      piece = foldedUnits.get(code);
      if (piece === undefined) foldedUnits.set(code, (piece = foldChar(text[offset]!)));
    } else {
      const char = String.fromCodePoint(text.codePointAt(offset)!);
      piece = foldChar(char);
      width = char.length;
    }
    for (let i = 0; i < piece.length; i++) from.push(offset);
    folded += piece;
    offset += width;
  }
  return { folded, from };
}

/** The [start, end) UTF-16 offsets in `text` of the folded stretch [at, at + length). */
function rangeOf(text: string, from: number[], at: number, length: number): [number, number] {
  const lastStart = from[at + length - 1]!;
  const lastChar = String.fromCodePoint(text.codePointAt(lastStart)!);
  return [from[at]!, lastStart + lastChar.length];
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
  for (let i = 0; i < codePoints && offset < text.length; i++) offset += (text.charCodeAt(offset) & 0xfc00) === 0xd800 ? 2 : 1;
  return offset;
}

/** The [start, end) UTF-16 offsets of the first occurrence of the folded `word` in `text`; null when none. */
function foundFirst(text: string, word: string): [number, number] | null {
  const { folded, from } = foldWithMap(text);
  const at = folded.indexOf(word);
  return at < 0 ? null : rangeOf(text, from, at, word.length);
}

/** How many folded code units the character at UTF-16 offset `offset` of `text` gives, and its width there. */
function foldedLengthAt(text: string, offset: number): { units: number; width: number } {
  const code = text.charCodeAt(offset);
  if (code < 128) return { units: FOLDED_ASCII[code]!.length, width: 1 };
  if (code < 0xd800 || code > 0xdfff) {
    let piece = foldedUnits.get(code);
    if (piece === undefined) foldedUnits.set(code, (piece = foldChar(text[offset]!)));
    return { units: piece.length, width: 1 };
  }
  const char = String.fromCodePoint(text.codePointAt(offset)!);
  return { units: foldChar(char).length, width: char.length };
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
    const { units, width } = foldedLengthAt(text, offset);
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
