import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { computeDueDate } from '../deadlines/due-date';
import { loadWorkingCalendar } from '../deadlines/working-calendar';
import type { KeyLookup } from './key-set';

const CHUNK = 500;

/**
 * Opens the deadline each imported action of a starting type is owed by each active rule and
 * does not have yet, counted from the action's date on the office's working calendar (as an
 * action typed in today would be). Returns how many were opened.
 */
export async function countMissingDeadlines(trx: Kysely<Database>, actionIds: KeyLookup, now: string): Promise<number> {
  if (actionIds.size === 0) return 0;
  const owed = (
    await trx
      .selectFrom('action as a')
      .innerJoin('deadline_rule_trigger as t', 't.id_type_action', 'a.fk_type_action')
      .innerJoin('deadline_rule as r', 'r.id', 't.rule_id')
      .leftJoin('deadline as d', (join) => join.onRef('d.trigger_action_id', '=', 'a.id_action').onRef('d.fk_rule', '=', 'r.id'))
      .select(['a.id_action', 'a.fk_dossier', 'a.date_action', 'r.id as rule_id', 'r.amount', 'r.unit', 'r.franc'])
      .where('r.active', '=', 1)
      .where('d.id', 'is', null)
      .orderBy('a.id_action')
      .orderBy('r.id')
      .execute()
  ).filter((row) => actionIds.has(row.id_action));
  if (owed.length === 0) return 0;

  const calendar = await loadWorkingCalendar(trx);
  const memo = new Map<string, string>();
  const dueOf = (row: (typeof owed)[number]) => {
    const key = `${row.date_action}|${row.rule_id}`;
    let due = memo.get(key);
    if (due === undefined) {
      due = computeDueDate(row.date_action, { amount: row.amount, unit: row.unit, franc: Boolean(row.franc) }, calendar.isNonWorking);
      memo.set(key, due);
    }
    return due;
  };
  for (let i = 0; i < owed.length; i += CHUNK) {
    const values = owed.slice(i, i + CHUNK).map((row) => ({
      fk_dossier: row.fk_dossier,
      fk_rule: row.rule_id,
      trigger_action_id: row.id_action,
      start_date: row.date_action,
      due_date: dueOf(row),
      status: 'open' as const,
      completed_action_id: null,
      note: null,
      created_at: now,
      created_by: null,
      modified_at: now,
      modified_by: null,
    }));
    await trx.insertInto('deadline').values(values).execute();
  }
  return owed.length;
}
