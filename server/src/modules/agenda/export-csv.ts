import type { ExportLanguage } from '@cabinet/shared';
import { writeCsv } from '../../lib/csv';
import { headerCells, rowCells, type ExportDocument } from './export-document';

/** What Excel splits on in each language's regional settings: French and Arabic use `;`. */
export const CSV_SEPARATOR: Record<ExportLanguage, ',' | ';'> = { en: ',', fr: ';', ar: ';' };

/**
 * UTF-8 with a byte-order mark so spreadsheets read accents and Arabic right; CRLF rows; no cell a
 * spreadsheet would run as a formula (lib/csv). A cell holding either separator is quoted whatever
 * the file's own, so a file opened under the other locale's settings still keeps `Note;=1+cmd` in
 * one cell.
 */
export function toCsv(doc: ExportDocument): string {
  // ISO dates: a spreadsheet sorts and reads them as dates, whatever its language.
  const rows = [headerCells(doc.labels), ...doc.items.map((item) => rowCells(item, doc.labels, doc.lang, (iso) => iso))];
  return writeCsv(rows, { bom: true, delimiter: CSV_SEPARATOR[doc.lang], record_delimiter: '\r\n', quoted_match: /[,;]/ });
}
