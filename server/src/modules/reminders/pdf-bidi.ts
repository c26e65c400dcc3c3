/**
 * Just enough of the Unicode bidirectional algorithm for the roll's cells: pdfkit shapes Arabic
 * words (joining forms, through fontkit) but lays a line out left to right. Lines are split into
 * words, words into right-to-left and left-to-right runs, and each word is placed by hand.
 */
const ARABIC = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const STRONG_LTR = /[A-Za-z0-9\u00C0-\u024F]/;

export type Direction = 'ltr' | 'rtl';

interface Run {
  dir: Direction;
  words: string[];
}

/** Words grouped into directional runs; neutral words (punctuation) join the paragraph direction unless both neighbours are LTR. */
export function directionalRuns(words: string[], paragraph: Direction): Run[] {
  const strong = words.map((w) => (ARABIC.test(w) ? 'rtl' : STRONG_LTR.test(w) ? 'ltr' : null));
  const resolved = strong.map((dir, i): Direction => {
    if (dir) return dir;
    const before = strong.slice(0, i).reverse().find(Boolean) ?? paragraph;
    const after = strong.slice(i + 1).find(Boolean) ?? paragraph;
    return before === after ? before : paragraph;
  });
  const runs: Run[] = [];
  words.forEach((word, i) => {
    const last = runs.at(-1);
    if (last && last.dir === resolved[i]) last.words.push(word);
    else runs.push({ dir: resolved[i]!, words: [word] });
  });
  return runs;
}

/** The x of each word (left edges), for a line starting at `x` and `width` wide. */
export function placeWords(words: string[], measure: (w: string) => number, space: number, x: number, width: number, paragraph: Direction) {
  const placed: { word: string; x: number }[] = [];
  const runs = directionalRuns(words, paragraph);
  const runWidth = (run: Run) => run.words.reduce((sum, w) => sum + measure(w), 0) + space * (run.words.length - 1);
  if (paragraph === 'rtl') {
    let right = x + width;
    for (const run of runs) {
      const w = runWidth(run);
      if (run.dir === 'rtl') {
        let cursor = right;
        for (const word of run.words) {
          cursor -= measure(word);
          placed.push({ word, x: cursor });
          cursor -= space;
        }
      } else {
        let cursor = right - w;
        for (const word of run.words) {
          placed.push({ word, x: cursor });
          cursor += measure(word) + space;
        }
      }
      right -= w + space;
    }
  } else {
    let left = x;
    for (const run of runs) {
      const w = runWidth(run);
      if (run.dir === 'ltr') {
        let cursor = left;
        for (const word of run.words) {
          placed.push({ word, x: cursor });
          cursor += measure(word) + space;
        }
      } else {
        let cursor = left + w;
        for (const word of run.words) {
          cursor -= measure(word);
          placed.push({ word, x: cursor });
          cursor -= space;
        }
      }
      left += w + space;
    }
  }
  return placed;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `word` in pieces each at most `width` wide (one character wider than that gets a piece of its
 * own), cut between characters as a browser breaks an over-long word: a pasted address or a
 * line of base64 in an action's text. Each character is measured once, so a word costs its
 * length; pdfkit's own breaking of such a word measured it again for each character it tried,
 * and 20,000 characters took minutes.
 */
export function breakWord(word: string, measure: (w: string) => number, width: number): string[] {
  if (measure(word) <= width) return [word];
  const pieces: string[] = [];
  let current = '';
  let used = 0;
  for (const { segment } of graphemes.segment(word)) {
    const w = measure(segment);
    if (current !== '' && used + w > width) {
      pieces.push(current);
      current = '';
      used = 0;
    }
    current += segment;
    used += w;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

/** Greedy wrapping of words into lines of at most `width`; a word wider than a line is broken (see breakWord). */
export function wrapWords(text: string, measure: (w: string) => number, space: number, width: number): string[][] {
  const lines: string[][] = [];
  let current: string[] = [];
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    for (const piece of breakWord(word, measure, width)) {
      const w = measure(piece);
      if (current.length > 0 && used + space + w > width) {
        lines.push(current);
        current = [];
        used = 0;
      }
      used += (current.length > 0 ? space : 0) + w;
      current.push(piece);
    }
  }
  if (current.length > 0) lines.push(current);
  return lines;
}
