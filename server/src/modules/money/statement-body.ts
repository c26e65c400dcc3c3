import type { ClientStatement, ClientStatementQuery, NoteLanguage } from '@cabinet/shared';
import { statementCsv, statementHtml } from './statement-files';

/** A statement as its format sends it: JSON, a CSV download or a printable page. */
export function statementBody(statement: ClientStatement, format: ClientStatementQuery['format'], lang: NoteLanguage): string {
  if (format === 'csv') return statementCsv(statement, lang);
  if (format === 'html') return statementHtml(statement, lang);
  return JSON.stringify(statement);
}
