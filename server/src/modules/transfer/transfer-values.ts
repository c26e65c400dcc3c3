import { CALENDAR_DATE_MAX, cleanFilename, isCalendarDate, isStorableText } from '@cabinet/shared';
import { fromCents } from '../../lib/money';

/** A cell as read (CSV text or PostgreSQL's text form); null when empty. */
export type Cell = string | null;
export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = (reason: string): Parsed<never> => ({ ok: false, reason });

const MAX_INT = 2_147_483_647;

/**
 * Text as written, spaces included, at most `max` characters once trimmed when given. A U+FFFD (`�`) in the text is the text's own (pasted from a PDF, say): a file that is not
 * UTF-8 is refused as a whole when it is read (csv-source.ts).
 */
export function parseText(cell: Cell, column: string, max?: number): Parsed<string | null> {
  if (cell === null) return ok(null);
  const length = cell.trim().length;
  if (max !== undefined && length > max) return fail(`${column} is ${length} characters long; Cabinet keeps at most ${max}`);
  if (!isStorableText(cell)) return fail(`${column} contains a NUL or another character a database cannot keep`);
  return ok(cell);
}

/** A cell's text in a report line: quoted, its line breaks, control and direction characters written as escapes. */
export const shown = (text: string) =>
  JSON.stringify(text).replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The longest file name the API takes before cleaning it (a rename's). */
export const RAW_FILENAME_MAX = 1000;

/** A document's file name cleaned as an upload's is (no path, control or direction characters, at most 255 characters). */
export function parseFilename(cell: Cell, column: string): Parsed<string | null> {
  const text = parseText(cell, column, RAW_FILENAME_MAX);
  if (!text.ok || text.value === null) return text;
  const cleaned = cleanFilename(text.value);
  return cleaned === null ? fail(`${column} ${shown(text.value)} leaves no file name once cleaned`) : ok(cleaned);
}

export function parseInteger(cell: Cell, column: string, options: { positive?: boolean } = {}): Parsed<number | null> {
  if (cell === null) return ok(null);
  const text = cell.trim();
  if (!/^[+-]?\d+$/.test(text)) return fail(`${column} "${cell}" is not a whole number`);
  const value = Number(text);
  if (Math.abs(value) > MAX_INT) return fail(`${column} ${text} is too large`);
  if (options.positive && value < 1) return fail(`${column} ${text} must be 1 or more`);
  return ok(value);
}

/** Amounts: `1234.5`, `1234,50`, `-3`; at most two decimal places (trailing zeros aside). Integer cents out. */
export function parseMoney(cell: Cell, column: string): Parsed<number | null> {
  if (cell === null) return ok(null);
  const match = /^([+-]?)(\d+)(?:[.,](\d+))?$/.exec(cell.trim());
  if (!match) return fail(`${column} "${cell}" is not a number`);
  const [, sign, whole, fraction = ''] = match;
  const extra = fraction.slice(2);
  if (/[^0]/.test(extra)) return fail(`${column} ${cell} has more than two decimal places`);
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > 99_999_999_999_999) return fail(`${column} ${cell} is too large`);
  return ok(sign === '-' && cents !== 0 ? -cents : cents);
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function validDate(y: number, m: number, d: number): boolean {
  if (y < 1 || m < 1 || m > 12 || d < 1) return false;
  const leap = m === 2 && y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  return d <= MONTH_DAYS[m - 1]! + (leap ? 1 : 0);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The earliest date an imported row may hold. The API takes dates from 1900 on; the old system's
 * history reaches further back (1899-12-31, a spreadsheet's day zero, stands for an unknown date in
 * old rows), and the import takes that history as it is. A legacy exception, like those of
 * import-validation.ts.
 */
export const IMPORTED_DATE_MIN = '1800-01-01';

/**
 * Calendar dates: `YYYY-MM-DD` (the old system's) or `DD/MM/YYYY` (a French spreadsheet's), from
 * IMPORTED_DATE_MIN to the API's latest date unless `counted` (a due date, counted from a date in
 * range, may end past it).
 */
export function parseDate(cell: Cell, column: string, options: { counted?: boolean } = {}): Parsed<string | null> {
  if (cell === null) return ok(null);
  const text = cell.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const french = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]].map(Number) : french ? [french[3], french[2], french[1]].map(Number) : [];
  if (y === undefined || m === undefined || d === undefined) return fail(`${column} "${cell}" is not a date (YYYY-MM-DD)`);
  if (!validDate(y, m, d)) return fail(`${column} ${text} is not a real date`);
  const date = `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
  // The API's latest date: no period counted from an imported date may run past year 9999.
  if (!options.counted && !(isCalendarDate(date) && date >= IMPORTED_DATE_MIN && date <= CALENDAR_DATE_MAX))
    return fail(`${column} ${text} is not between ${IMPORTED_DATE_MIN} and ${CALENDAR_DATE_MAX}`);
  return ok(date);
}

/**
 * Moments (dtcrea, dtmodif): ISO 8601 or PostgreSQL's text form (`2023-04-05 10:22:33.123456+00`);
 * a moment without a zone is taken as UTC; a date alone is its midnight UTC. Stored as ISO UTC
 * like every moment Cabinet writes, with milliseconds at least and the source's finer digits
 * kept (`…00.430548Z`): nothing is cut.
 */
export function parseMoment(cell: Cell, column: string): Parsed<string | null> {
  if (cell === null) return ok(null);
  const text = cell.trim();
  // Cabinet's own form (an export): already canonical once the date is real.
  const own = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d:[0-5]\d\.\d{3,9}Z$/.exec(text);
  if (own && validDate(Number(own[1]), Number(own[2]), Number(own[3]))) return ok(text);
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i.exec(text);
  if (!match) return fail(`${column} "${cell}" is not a date and time`);
  const [, ys, ms, ds, hh = '0', mm = '0', ss = '0', frac = '', zone = 'Z'] = match;
  const [y, m, d] = [Number(ys), Number(ms), Number(ds)];
  if (!validDate(y, m, d) || Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59)
    return fail(`${column} ${text} is not a real date and time`);
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const z = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
    offsetMinutes = (z[1] === '-' ? -1 : 1) * (Number(z[2]) * 60 + Number(z[3] ?? 0));
  }
  const utc = Date.UTC(y, m - 1, d, Number(hh), Number(mm), Number(ss), Number(frac.slice(0, 3).padEnd(3, '0'))) - offsetMinutes * 60_000;
  const iso = new Date(utc).toISOString();
  // Zones are whole minutes: the digits past the millisecond are the source's own.
  return ok(frac.length > 3 ? `${iso.slice(0, -4)}${frac.slice(0, 9)}Z` : iso);
}

/** The text form written to a CSV cell (and compared on a second import). */
export function formatCell(value: unknown, kind: 'money' | 'plain' = 'plain'): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money') return fromCents(value as number) ?? '';
  return String(value);
}
