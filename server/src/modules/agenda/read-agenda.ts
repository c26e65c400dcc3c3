import type { AgendaItem } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createDeadlinesRepository } from '../deadlines/deadlines.repository';
import { deadlineAgendaItem, mergeAgenda } from './agenda-items';
import { createAgendaRepository } from './agenda.repository';

/**
 * A range of the agenda: the actions dated in it and the deadlines due in it, in agenda order;
 * only one lawyer's when `responsible` is given. The screens, the downloads and the job process
 * thread's long downloads all read it here, so none of them can leave the deadlines out.
 */
export async function readAgenda(db: Kysely<Database>, from: string, to: string, responsible?: number): Promise<AgendaItem[]> {
  const actions = createAgendaRepository(db);
  const [rows, due] = await Promise.all([
    responsible === undefined ? actions.list(from, to) : actions.listMine(from, to, responsible),
    createDeadlinesRepository(db).dueBetween(from, to, responsible),
  ]);
  return mergeAgenda(rows, due.map(deadlineAgendaItem));
}
