import { stringify, type Options } from 'csv-stringify/sync';

/**
 * Every CSV file Cabinet writes goes through `writeCsv`, so none holds a cell a spreadsheet would
 * run as a formula (`=HYPERLINK(…)`, `+cmd|…`, `@SUM(…)`, a leading tab or CR): such a cell gets
 * a leading apostrophe, which spreadsheets read as "text" and do not show. A negative number
 * (`-12.50`) is no formula and stays a number.
 *
 * The rule is reversible, so the import reads back exactly what was exported: a cell that starts
 * with apostrophes and then a formula character also gets one more, and `readFormulaSafe` removes
 * exactly one apostrophe from any cell of that shape.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED = /^'+[=+\-@\t\r]/;
const NEGATIVE_NUMBER = /^-\d+([.,]\d+)?$/;

export function formulaSafe(cell: string): string {
  return FORMULA_START.test(cell) && !NEGATIVE_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** The cell as it was before `formulaSafe`. */
export function readFormulaSafe(cell: string): string {
  return ESCAPED.test(cell) ? cell.slice(1) : cell;
}

export type CsvOptions = Pick<Options, 'bom' | 'delimiter' | 'record_delimiter' | 'quoted_match'>;

/** Rows of text cells as CSV (RFC 4180 quoting), every cell formula-safe. */
export function writeCsv(rows: readonly (readonly string[])[], options: CsvOptions = {}): string {
  return stringify(
    rows.map((row) => row.map(formulaSafe)),
    options,
  );
}
