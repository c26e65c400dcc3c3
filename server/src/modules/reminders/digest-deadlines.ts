import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { addDays } from '../../lib/dates';
import { createDeadlinesRepository, type DeadlineRow } from '../deadlines';
import type { DigestDeadline } from './digest-content';
import type { MailLanguage } from './digest-labels';
import { createRemindersRepository } from './reminders.repository';

export interface DigestDeadlines {
  /** Open deadlines due from today to today + 7 days. */
  dueSoon: DigestDeadline[];
  /** Open deadlines due before today. */
  overdue: DigestDeadline[];
}

/** The office's deadlines of one run, read once for every recipient. */
export interface OfficeDeadlines {
  overdue: DeadlineRow[];
  dueSoon: DeadlineRow[];
  /** The responsible lawyer of each listed deadline's dossier. */
  responsibleOf: Map<number, number | null>;
}

/** A mail stays readable: past this many lines per section the digest links to the board instead. */
const MAX_PER_SECTION = 50;

const labelIn = (row: DeadlineRow, lang: MailLanguage) =>
  (lang === 'ar' ? row.label_ar : lang === 'fr' ? row.label_fr : row.label_en) ?? row.rule_label;

/**
 * The office's open deadlines the digest lists: a missed appeal period is everyone's concern, so
 * every recipient sees them all. The same for every recipient of a run, so read once per run
 * (without the totals a page counts: at 200k deadlines that count alone held every other request
 * for 30–150 ms, once per recipient).
 */
export async function officeDeadlines(db: Kysely<Database>, today: string): Promise<OfficeDeadlines> {
  const deadlines = createDeadlinesRepository(db);
  const overdue = await deadlines.firstRows({ status: 'open', due_to: addDays(today, -1) }, MAX_PER_SECTION);
  const dueSoon = await deadlines.firstRows({ status: 'open', due_from: today, due_to: addDays(today, 7) }, MAX_PER_SECTION);
  const dossiers = [...new Set([...overdue, ...dueSoon].map((row) => row.fk_dossier))];
  const responsibleOf = await createRemindersRepository(db).responsibleOf(dossiers);
  return { overdue, dueSoon, responsibleOf };
}

/** One recipient's view of the office's deadlines: those of the dossiers they are responsible for first, in their language. */
export function digestDeadlines(office: OfficeDeadlines, input: { userId: number; lang: MailLanguage }): DigestDeadlines {
  const own = (row: DeadlineRow) => office.responsibleOf.get(row.fk_dossier) === input.userId;
  const asDigest = (rows: DeadlineRow[]): DigestDeadline[] =>
    [...rows.filter(own), ...rows.filter((r) => !own(r))].map((row) => ({
      fk_dossier: row.fk_dossier,
      ref_dossier_bureau: row.ref_dossier_bureau,
      label: labelIn(row, input.lang),
      due_date: row.due_date,
    }));
  return { overdue: asDigest(office.overdue), dueSoon: asDigest(office.dueSoon) };
}
