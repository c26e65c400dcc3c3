/**
 * How fee notes are numbered: one unbroken series per year ("2026"), credit notes in their own
 * ("AV-2026"); a number is its series and its place in it ("2026-0001").
 */

/** The series a note is numbered in: one per year, credit notes in their own. */
export const seriesOf = (kind: 'invoice' | 'credit_note', issueDate: string) =>
  kind === 'credit_note' ? `AV-${issueDate.slice(0, 4)}` : issueDate.slice(0, 4);

export const numberOf = (series: string, seq: number) => `${series}-${String(seq).padStart(4, '0')}`;

/** A series' name as seriesOf writes it. */
export const SERIES_PATTERN = /^(AV-)?\d{4}$/;
