/** A part of a court file number: digits and letters, as courts write them ("1201", "5B"). */
const PART = /^[\p{L}\p{N}]{1,32}$/u;
const YEAR = /^(19|20)\d{2}$/;

export interface FileNumberParts {
  file_number: string;
  file_code: string;
  file_year: string;
}

/**
 * A whole number pasted or typed into the number box, split into its parts: "1457/1201/2026" is
 * number 1457, code 1201, year 2026; written the other way round ("2026/1201/1457"), the part that
 * is a year says so. Null for anything that is not three such parts (kept as typed instead).
 */
export function splitFileNumber(text: string): FileNumberParts | null {
  const parts = text.trim().split(/\s*\/\s*/);
  if (parts.length !== 3 || !parts.every((part) => PART.test(part))) return null;
  const [first, code, last] = parts as [string, string, string];
  if (YEAR.test(first) && !YEAR.test(last)) return { file_number: last, file_code: code, file_year: first };
  return { file_number: first, file_code: code, file_year: last };
}
