import { foldText } from './fold';

/**
 * A court file number in its parts. Moroccan courts write `number/code/year` (`1457/1201/2026`);
 * the Court of Cassation `number/chamber/section/year`. Offices also copy the number year first
 * (`2026/1201/1457`), the whole number written backwards, as it comes out of Arabic text: the part
 * that looks like a year says which way it was written.
 */
export interface CourtNumberParts {
  file_number: string | null;
  file_code: string | null;
  file_year: string | null;
  file_chamber: string | null;
  file_section: string | null;
  /** The number as typed, kept when it cannot be split. */
  file_raw: string | null;
}

const NONE: CourtNumberParts = {
  file_number: null,
  file_code: null,
  file_year: null,
  file_chamber: null,
  file_section: null,
  file_raw: null,
};

/** A part of a number as courts write it: digits and letters (`1457`, `5B`), at most 32. */
const PART = /^[\p{L}\p{N}]{1,32}$/u;
/** Between the parts: a slash (a backslash or a hyphen when typed on another keyboard), spaces around it. */
const SEPARATOR = /\s*[/\\-]\s*/;
const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic-Indic digits (`١٤٥٧`, `۱۴۵۷`) as the court's Latin digits. */
const latinDigits = (text: string) =>
  text.replace(ARABIC_INDIC, (d) => String((d.codePointAt(0)! - (d >= '\u06F0' ? 0x06f0 : 0x0660)) % 10));

/** A part that reads as a year of a court file: four digits from 1900 to 2199. */
export function looksLikeYear(part: string): boolean {
  if (!/^\d{4}$/.test(part)) return false;
  const year = Number(part);
  return year >= 1900 && year <= 2199;
}

/**
 * Splits a number as typed into its parts: three parts are number, code and year; four parts
 * are number, chamber, section and year (the Court of Cassation's). The year is the last part,
 * or the first when the number was written backwards. What cannot be split (another count of
 * parts, no part like a year, other characters) is kept whole in `file_raw`. Empty: no number.
 */
export function parseCourtNumber(typed: string | null | undefined): CourtNumberParts {
  const text = (typed ?? '').trim();
  if (text === '') return { ...NONE };
  const raw = { ...NONE, file_raw: text };
  const parts = latinDigits(text).split(SEPARATOR);
  if ((parts.length !== 3 && parts.length !== 4) || !parts.every((p) => PART.test(p))) return raw;
  const [first, last] = [parts[0]!, parts.at(-1)!];
  // The usual way round wins when both ends look like a year.
  const ordered = looksLikeYear(last) ? parts : looksLikeYear(first) ? [...parts].reverse() : null;
  if (!ordered) return raw;
  if (ordered.length === 3) return { ...NONE, file_number: ordered[0]!, file_code: ordered[1]!, file_year: ordered[2]! };
  return { ...NONE, file_number: ordered[0]!, file_chamber: ordered[1]!, file_section: ordered[2]!, file_year: ordered[3]! };
}

type StoredParts = Partial<CourtNumberParts>;

/** The parts in the court's order: number, code, chamber, section, year (those present). */
const partsOf = (stored: StoredParts) =>
  [stored.file_number, stored.file_code, stored.file_chamber, stored.file_section, stored.file_year].filter(
    (p): p is string => p !== null && p !== undefined && p !== '',
  );

/** The number as the court writes it (`1457/1201/2026`, `1234/1/2/2019`), or as typed, or null. */
export function courtNumberText(stored: StoredParts): string | null {
  const parts = partsOf(stored);
  if (parts.length > 0) return parts.join('/');
  return stored.file_raw?.trim() || null;
}

/** Whether two numbers as typed are the same number (written either way round, spaced differently). */
export function sameCourtNumber(a: string | null | undefined, b: string | null | undefined): boolean {
  return courtNumberText(parseCourtNumber(a)) === courtNumberText(parseCourtNumber(b));
}

/**
 * What the dossier search finds a level by, folded as the search folds a query: its number in
 * the court's order and written backwards (so `1457/1201/2026` and `2026/1201/1457` both find it),
 * and its national number. Empty values are left out.
 */
export function courtNumberSearchTerms(stored: StoredParts & { national_number?: string | null }): string[] {
  const text = courtNumberText(stored);
  const terms: string[] = [];
  if (text) {
    const pieces = text.split(SEPARATOR);
    terms.push(foldText(text));
    if (pieces.length > 1) terms.push(foldText([...pieces].reverse().join('/')));
  }
  if (stored.national_number) terms.push(foldText(stored.national_number));
  return [...new Set(terms.filter(Boolean))];
}
