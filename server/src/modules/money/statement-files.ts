import type { ClientStatement, FeeDossiers, NoteLanguage, PaymentItem } from '@cabinet/shared';
import { writeCsv } from '../../lib/csv';
import { CSV_SEPARATOR } from '../agenda';
import { STATEMENT_LABELS, type StatementLabels } from './statement-labels';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Rows as a spreadsheet reads them: every cell formula-safe, a byte-order mark, the language's separator. */
function csv(rows: string[][], lang: NoteLanguage): string {
  return writeCsv(rows, { bom: true, delimiter: CSV_SEPARATOR[lang], record_delimiter: '\r\n', quoted_match: /[,;]/ });
}

const roleNames = (roles: string, labels: StatementLabels) =>
  roles
    .split(', ')
    .map((role) => labels.roles[role] ?? role)
    .join(', ');

function dossierCells(dossier: ClientStatement['dossiers'][number], labels: StatementLabels): string[] {
  return [
    String(dossier.ref_dossier_bureau),
    roleNames(dossier.role, labels),
    dossier.tribunal ?? '',
    dossier.level ? (labels.levels[dossier.level] ?? dossier.level) : '',
    dossier.court_number ?? '',
    dossier.next_hearing ?? '',
    dossier.claimed ?? '',
    dossier.awarded ?? '',
    dossier.invoiced,
    dossier.paid,
    dossier.due,
    dossier.bar_account,
  ];
}

const dossierHeader = (l: StatementLabels) => [
  l.reference,
  l.role,
  l.tribunal,
  l.level,
  l.courtNumber,
  l.nextHearing,
  l.claimed,
  l.awarded,
  l.invoiced,
  l.paid,
  l.due,
  l.barAccount,
];

/** The statement as CSV: one line per dossier, then the totals. */
export function statementCsv(statement: ClientStatement, lang: NoteLanguage): string {
  const labels = STATEMENT_LABELS[lang];
  const { totals } = statement;
  return csv(
    [
      dossierHeader(labels),
      ...statement.dossiers.map((dossier) => dossierCells(dossier, labels)),
      [labels.totals, '', '', '', '', '', '', '', totals.invoiced, totals.paid, totals.due, totals.bar_account],
    ],
    lang,
  );
}

const table = (header: string[], rows: string[][], empty: string) =>
  rows.length === 0
    ? `<p>${escapeHtml(empty)}</p>`
    : `<table><thead><tr>${header.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('')}</tr></thead><tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td><bdi>${escapeHtml(cell)}</bdi></td>`).join('')}</tr>`).join('')}</tbody></table>`;

function page(lang: NoteLanguage, title: string, body: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:"Noto Naskh Arabic",Amiri,Arial,sans-serif;margin:1.5rem}table{border-collapse:collapse;width:100%;margin-bottom:1rem;font-size:.9rem}th,td{border:1px solid #999;padding:.3rem .5rem;text-align:start;vertical-align:top}h2{font-size:1.1rem}@media print{body{margin:0}h2{break-after:avoid}tr{break-inside:avoid}}</style>',
    `</head><body><h1>${escapeHtml(title)}</h1>`,
    ...body,
    '</body></html>',
  ].join('\n');
}

/** The statement as a page the browser prints: the client's dossiers, then its fee notes. */
export function statementHtml(statement: ClientStatement, lang: NoteLanguage): string {
  const labels = STATEMENT_LABELS[lang];
  const { totals } = statement;
  const dossiers = [
    ...statement.dossiers.map((dossier) => dossierCells(dossier, labels)),
    [labels.totals, '', '', '', '', '', '', '', totals.invoiced, totals.paid, totals.due, totals.bar_account],
  ];
  const notes = statement.invoices.map((note) => [
    note.number ?? '',
    String(note.ref_dossier_bureau),
    note.issue_date ?? '',
    note.totals.total,
    note.paid,
    note.due,
    labels.statuses[note.status] ?? note.status,
  ]);
  return page(lang, labels.title(statement.client.name), [
    `<p>${escapeHtml(labels.period(statement.from, statement.to))} · ${escapeHtml(statement.currency)}</p>`,
    `<h2>${escapeHtml(labels.dossiers)}</h2>`,
    table(dossierHeader(labels), statement.dossiers.length ? dossiers : [], labels.empty),
    `<h2>${escapeHtml(labels.notes)}</h2>`,
    table([labels.number, labels.reference, labels.issueDate, labels.total, labels.paid, labels.due, labels.status], notes, labels.empty),
  ]);
}

/** The year's dossiers in which fees were received, as CSV. */
export function feeDossiersCsv(report: FeeDossiers, lang: NoteLanguage): string {
  const labels = STATEMENT_LABELS[lang];
  return csv(
    [
      [labels.reference, labels.tribunal, labels.level, labels.courtNumber, labels.firstReceived, labels.received],
      ...report.items.map((item) => [
        String(item.ref_dossier_bureau),
        item.tribunal ?? '',
        item.level ? (labels.levels[item.level] ?? item.level) : '',
        item.court_number ?? '',
        item.first_received,
        item.received,
      ]),
    ],
    lang,
  );
}

/** The payments received, newest first, as the list shows them. */
export function paymentsCsv(items: readonly PaymentItem[], lang: NoteLanguage): string {
  const labels = STATEMENT_LABELS[lang];
  return csv(
    [
      [labels.paymentDate, labels.reference, labels.number, labels.client, labels.method, labels.paymentReference, labels.amount],
      ...items.map((item) => [
        item.date,
        String(item.ref_dossier_bureau),
        item.invoice_number ?? '',
        item.party_name ?? '',
        item.method ? (labels.methods[item.method] ?? item.method) : '',
        item.reference ?? '',
        item.amount,
      ]),
    ],
    lang,
  );
}
