import type { Cell } from './transfer-values';

/**
 * Signs, in a file's values, that a spreadsheet saved it in a character set without Arabic:
 * Excel's plain "CSV" (Windows-1252 in French) writes a literal "?" for each letter it cannot
 * keep, so Arabic words become runs of question marks and the file stays valid UTF-8.
 */
export interface TextWatch {
  /** An Arabic letter was seen: the file kept them, so question marks are the data's own. */
  arabic: boolean;
  /** A few examples (`file:line "value"`). */
  lost: string[];
  lostCount: number;
}

export const newTextWatch = (): TextWatch => ({ arabic: false, lost: [], lostCount: 0 });

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** A word made of two question marks or more (what an Arabic word becomes), standing on its own. */
const QUESTION_WORD = /(?:^|[\s(«"'/-])\?{2,}(?=$|[\s).,;:»"'/-])/;
const EXAMPLES = 3;

export function lostLetters(watch: TextWatch, where: string, cells: Cell[]): void {
  for (const cell of cells) {
    if (!cell) continue;
    if (!watch.arabic && ARABIC.test(cell)) watch.arabic = true;
    if (!cell.includes('??') || !QUESTION_WORD.test(cell)) continue;
    watch.lostCount++;
    if (watch.lost.length < EXAMPLES) watch.lost.push(`${where} "${cell.length > 40 ? `${cell.slice(0, 40)}…` : cell}"`);
  }
}
