import { type AsIsNote, type ImportReport, describeMoves } from '../modules/transfer';

/** Rows shown for each reason; a group this small or smaller is shown whole. */
const EXAMPLES = 3;
const WHOLE = 5;

const NAME_WIDTH = 30;
const pad = (text: string, width: number, end = false) => (end ? text.padEnd(width) : text.padStart(width));

/** The counts per table, then what moved, what was changed on the way in and what came in as it was. */
export function summarize(report: ImportReport, dryRun: boolean): string {
  const lines: string[] = [];
  const verb = dryRun || !report.loaded ? 'would insert' : 'inserted';
  lines.push(`Source: ${report.source}`);
  lines.push(
    `${pad('table', NAME_WIDTH, true)}${pad('rows', 10)}${pad(verb, 14)}${pad('replaced', 10)}${pad('unchanged', 11)}${pad('refused', 9)}`,
  );
  for (const t of report.tables) {
    if (!t.found) {
      lines.push(`${pad(t.name, NAME_WIDTH, true)}${pad('not found, nothing to import', 45)}`);
      continue;
    }
    lines.push(
      `${pad(t.name, NAME_WIDTH, true)}${pad(String(t.rows), 10)}${pad(String(t.inserted), 14)}${pad(String(t.replaced), 10)}${pad(String(t.unchanged), 11)}${pad(String(t.refused), 9)}`,
    );
  }
  for (const file of report.unknownFiles) lines.push(`${file}: not a table Cabinet imports; ignored`);
  if (report.derived.deadlines_counted) lines.push(`Deadlines counted from the active rules: ${report.derived.deadlines_counted}`);
  for (const line of describeMoves(report.moved, dryRun || !report.loaded)) lines.push(line);
  lines.push(...normalisedLines(report));
  lines.push(...asIsLines(report.asIs, dryRun || !report.loaded));
  if (report.leftOut.length > 0) {
    lines.push(`Left out (${report.leftOut.length}), as --keep-dangling says for rows that cannot stand alone:`);
    for (const item of report.leftOut) lines.push(`  ${item.text}`);
  }
  return lines.join('\n');
}

/** What the import changes on the way in, said once for the whole source. */
function normalisedLines(report: ImportReport): string[] {
  const lines: string[] = [];
  const empties = report.tables.flatMap((t) =>
    Object.entries(t.normalised).map(([column, n]) => [`${t.file.replace(/\.csv$/, '')}.${column}`, n] as const),
  );
  if (empties.length > 0) {
    const total = empties.reduce((n, [, count]) => n + count, 0);
    lines.push(
      `Normalised: ${total} empty text(s) stored as no value, as Cabinet stores an emptied field (${empties.map(([c, n]) => `${c} ${n}`).join(', ')})`,
    );
  }
  if (report.tables.some((t) => t.found && t.rows > 0))
    lines.push(
      'Moments (dtcrea, dtmodif) are written in UTC (ISO 8601) with every digit of their precision; one the old system left empty stays unknown.',
    );
  return lines;
}

const REASON_TEXT: Record<AsIsNote['reason'], string> = {
  duplicate_reference: 'row(s) with a duplicate reference kept (--keep-duplicates)',
  unknown_registration_date: 'row(s) with the registration date left unknown (--allow-unknown-dates)',
  dangling_reference: 'row(s) with references to deleted records set to none, the ids kept in the history (--keep-dangling)',
};

function asIsLines(notes: AsIsNote[], planned: boolean): string[] {
  if (notes.length === 0) return [];
  const lines = [
    `${planned ? 'Would be imported' : 'Imported'} as they were, each marked "to review" with a line in its dossier's history:`,
  ];
  for (const reason of Object.keys(REASON_TEXT) as AsIsNote['reason'][]) {
    const group = notes.filter((n) => n.reason === reason);
    if (group.length === 0) continue;
    lines.push(`  ${new Set(group.map((n) => n.where)).size} ${REASON_TEXT[reason]}`);
    const shown = group.length <= WHOLE ? group : group.slice(0, EXAMPLES);
    for (const note of shown) lines.push(`    ${note.text}`);
    if (shown.length < group.length) lines.push(`    … and ${group.length - shown.length} more`);
  }
  return lines;
}

/** The table a report entry is about: `dossier.csv` of `dossier.csv:12: …`, `dossier` of `dossier id_dossier=5: …`. */
const tableOf = (entry: string) => /^([^:\s]+)/.exec(entry)?.[1] ?? '';

/** A reason without its values, so the rows refused for the same reason go together. */
const kindOf = (reason: string) =>
  reason
    .replace(/\[.*\]$/, '')
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\b\d[\d.,:/-]*\b/g, '…')
    .trim();

/** Every refused row, grouped by table and reason with a few examples each. */
export function groupRefusals(refused: string[]): string[] {
  const groups = new Map<string, { header: string; rows: string[] }>();
  for (const entry of refused) {
    const at = entry.indexOf(': ');
    const where = entry.slice(0, at);
    for (const reason of entry.slice(at + 2).split('; ')) {
      const key = `${tableOf(where)}\u0000${kindOf(reason)}`;
      const hint = /\[.*\]$/.exec(reason)?.[0];
      const group = groups.get(key) ?? { header: `${tableOf(where)}: ${kindOf(reason)}${hint ? ` ${hint}` : ''}`, rows: [] };
      // The option that would bring the row in is said once, with the reason.
      group.rows.push(`${where}: ${hint ? reason.slice(0, -hint.length).trimEnd() : reason}`);
      groups.set(key, group);
    }
  }
  const lines: string[] = [];
  for (const { header, rows } of groups.values()) {
    lines.push(`${header}: ${rows.length} row(s)`);
    const shown = rows.length <= WHOLE ? rows : rows.slice(0, EXAMPLES);
    for (const row of shown) lines.push(`  ${row}`);
    if (shown.length < rows.length) lines.push(`  … and ${rows.length - shown.length} more`);
  }
  return lines;
}

/** Why nothing was imported: the faults of whole tables first, then the refused rows by reason. */
export function refusalMessage(report: ImportReport): string {
  const parts: string[] = [];
  if (report.faults.length > 0) {
    parts.push(`Before any row, the source itself:`);
    for (const fault of report.faults) parts.push(`  - ${fault}`);
  }
  if (report.refused.length > 0) {
    if (parts.length > 0) parts.push('');
    parts.push('Rows refused, by reason:');
    parts.push(...groupRefusals(report.refused).map((line) => `  ${line}`));
  }
  const counts = [
    report.faults.length > 0 ? `${report.faults.length} problem(s) with the source` : null,
    report.refused.length > 0 ? `${report.refused.length} row(s) refused` : null,
  ].filter(Boolean);
  parts.push('', `${counts.join(' and ')}: nothing was imported. Correct them and run the import again.`);
  return parts.join('\n');
}
