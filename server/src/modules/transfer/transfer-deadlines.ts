import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadCalendars, countedWithOf, dueOn, ruleApplies } from '../deadlines';
import { createImportRepository } from './import.repository';
import type { KeyLookup } from './key-set';

const CHUNK = 500;

/**
 * Opens the deadline each imported action of a starting type is owed by each active rule and
 * does not have yet and that applies to it (mode of service, the law's version in force on its
 * date), counted from the action's date on the rule's country's calendar (as an action typed in
 * today would be). Rules that start after another rule are not opened here. Returns how many were opened.
 */
export async function countMissingDeadlines(trx: Kysely<Database>, actionIds: KeyLookup, now: string): Promise<number> {
  if (actionIds.size === 0) return 0;
  const repo = createImportRepository(trx);
  const owed = (await repo.owedDeadlines()).filter(
    (row) =>
      actionIds.has(row.id_action) &&
      ruleApplies(row, { date_action: row.date_action, service_mode: row.action_service_mode, stage_decision_date: row.stage_decision_date }),
  );
  if (owed.length === 0) return 0;

  const calendars = await loadCalendars(trx);
  const memo = new Map<string, string>();
  const dueOf = (row: (typeof owed)[number], counted: ReturnType<typeof countedWithOf>) => {
    const key = `${row.date_action}|${row.id}`;
    let due = memo.get(key);
    if (due === undefined) {
      due = dueOn(calendars, row.date_action, counted);
      memo.set(key, due);
    }
    return due;
  };
  for (let i = 0; i < owed.length; i += CHUNK) {
    const values = owed.slice(i, i + CHUNK).map((row) => {
      const counted = countedWithOf(row, calendars.officeCountry);
      return {
        ...counted,
        fk_dossier: row.fk_dossier,
        fk_rule: row.id,
        trigger_action_id: row.id_action,
        start_date: row.date_action,
        due_date: dueOf(row, counted),
        status: 'open' as const,
        completed_action_id: null,
        note: null,
        created_at: now,
        created_by: null,
        modified_at: now,
        modified_by: null,
      };
    });
    await repo.insertDeadlines(values);
  }
  return owed.length;
}
