import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { addDays } from '../../lib/dates';
import { createDeadlinesRepository } from '../deadlines/deadlines.repository';
import type { DeadlineRow } from '../deadlines/deadline-record';
import type { DigestDeadline } from './digest-content';
import type { MailLanguage } from './digest-labels';

export interface DigestDeadlines {
  /** Open deadlines due from today to today + 7 days. */
  dueSoon: DigestDeadline[];
  /** Open deadlines due before today. */
  overdue: DigestDeadline[];
}

/** A mail stays readable: past this many lines per section the digest links to the board instead. */
const MAX_PER_SECTION = 50;

const labelIn = (row: DeadlineRow, lang: MailLanguage) =>
  (lang === 'ar' ? row.label_ar : lang === 'fr' ? row.label_fr : row.label_en) ?? row.rule_label;

/**
 * The office's open deadlines the digest lists: a missed appeal period is everyone's concern, so
 * every recipient sees them all, the deadlines of the dossiers they are responsible for first.
 */
export async function digestDeadlines(
  db: Kysely<Database>,
  input: { userId: number; today: string; lang: MailLanguage },
): Promise<DigestDeadlines> {
  const deadlines = createDeadlinesRepository(db);
  const page = { page: 1, page_size: MAX_PER_SECTION };
  const [overdue, dueSoon, ownIds] = await Promise.all([
    deadlines.list({ status: 'open', due_to: addDays(input.today, -1) }, page, 'due_date'),
    deadlines.list({ status: 'open', due_from: input.today, due_to: addDays(input.today, 7) }, page, 'due_date'),
    deadlines.dueBetween('0001-01-01', addDays(input.today, 7), input.userId).then((rows) => new Set(rows.map((r) => r.id))),
  ]);
  const asDigest = (rows: DeadlineRow[]): DigestDeadline[] =>
    [...rows.filter((r) => ownIds.has(r.id)), ...rows.filter((r) => !ownIds.has(r.id))].map((row) => ({
      fk_dossier: row.fk_dossier,
      ref_dossier_bureau: row.ref_dossier_bureau,
      label: labelIn(row, input.lang),
      due_date: row.due_date,
    }));
  return { overdue: asDigest(overdue.rows), dueSoon: asDigest(dueSoon.rows) };
}
