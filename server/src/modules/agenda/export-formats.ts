import type { ExportFormat } from '@cabinet/shared';
import { countLine, headerCells, rowCells, type ExportDocument } from './export-document';
import { toCsv } from './export-csv';
import { buildCalendar } from './export-ics';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  txt: 'text/plain; charset=utf-8',
  html: 'text/html; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  ics: 'text/calendar; charset=utf-8',
};

export function toText(doc: ExportDocument): string {
  const lines = [doc.title, countLine(doc), ''];
  if (doc.items.length === 0) lines.push(doc.labels.empty);
  for (const item of doc.items) {
    lines.push(
      rowCells(item, doc.labels, doc.lang, doc.date)
        .map((cell) => cell.replace(/\s*[\r\n]+\s*/g, ' '))
        .join(' | '),
    );
  }
  return `${lines.join('\n')}\n`;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** A standalone page; every piece of user text is escaped, and there is no script. */
export function toHtml(doc: ExportDocument): string {
  const cell = (tag: 'td' | 'th', text: string) => `<${tag}>${escapeHtml(text)}</${tag}>`;
  const head = `<tr>${headerCells(doc.labels)
    .map((c) => cell('th', c))
    .join('')}</tr>`;
  const rows = doc.items.length
    ? doc.items
        .map(
          (item) =>
            `<tr>${rowCells(item, doc.labels, doc.lang, doc.date)
              .map((c) => cell('td', c))
              .join('')}</tr>`,
        )
        .join('\n')
    : `<tr><td colspan="5">${escapeHtml(doc.labels.empty)}</td></tr>`;
  return `<!DOCTYPE html>
<html lang="${doc.lang}" dir="${doc.lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<title>${escapeHtml(doc.title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #999; padding: 0.4rem; text-align: start; vertical-align: top; white-space: pre-wrap; }
</style>
</head>
<body>
<h1>${escapeHtml(doc.title)}</h1>
<p>${escapeHtml(countLine(doc))}</p>
<table>
<thead>${head}</thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}

/** A download is named for its days; a subscription (unstamped, see buildCalendar) keeps one name as its days move. */
const toIcs = (doc: ExportDocument) =>
  buildCalendar(doc.items, {
    lang: doc.lang,
    date: doc.date,
    generatedAt: doc.generatedAt,
    name: doc.generatedAt === null ? doc.labels.feedName : doc.title,
  });

export const RENDERERS: Record<ExportFormat, (doc: ExportDocument) => string> = { txt: toText, html: toHtml, csv: toCsv, ics: toIcs };
