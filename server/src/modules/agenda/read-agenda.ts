import type { ActionAgendaItem, AgendaItem } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createDeadlinesRepository } from '../deadlines';
import { createDossierSummariesRepository, summaryOf } from '../dossiers';
import { deadlineAgendaItem, mergeAgenda } from './agenda-items';
import { createAgendaRepository } from './agenda.repository';

/**
 * A range of the agenda: every date of the actions that falls in it and the deadlines due in it,
 * in agenda order, each with its dossier's client and tribunal; only one lawyer's when
 * `responsible` is given. The screens, the downloads, the calendar feed and the job process's
 * long downloads all read it here, so none of them can leave a date or the deadlines out.
 */
export async function readAgenda(db: Kysely<Database>, from: string, to: string, responsible?: number): Promise<AgendaItem[]> {
  const actions = createAgendaRepository(db);
  const [rows, due] = await Promise.all([
    responsible === undefined ? actions.list(from, to) : actions.listMine(from, to, responsible),
    createDeadlinesRepository(db).dueBetween(from, to, responsible),
  ]);
  const summaries = await createDossierSummariesRepository(db).summariesOf([...rows, ...due].map((row) => row.fk_dossier));
  return mergeAgenda(
    rows.map((row) => ({ ...row, ...summaryOf(summaries, row.fk_dossier) })),
    due.map((row) => deadlineAgendaItem(row, summaryOf(summaries, row.fk_dossier))),
  );
}

/** The dates of the live dossiers' actions in [from, to], each with its dossier's client and tribunal (the digest's hearings). */
export async function readActionDates(db: Kysely<Database>, from: string, to: string): Promise<ActionAgendaItem[]> {
  const rows = await createAgendaRepository(db).list(from, to);
  const summaries = await createDossierSummariesRepository(db).summariesOf(rows.map((row) => row.fk_dossier));
  return rows.map((row) => ({ ...row, ...summaryOf(summaries, row.fk_dossier) }));
}
