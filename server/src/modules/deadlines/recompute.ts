import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { computeDueDate } from './due-date';
import { loadWorkingCalendar, type WorkingCalendar } from './working-calendar';

const CHUNK = 1000;

/**
 * Counts every open deadline again against the current working calendar (after the weekend, the
 * country or an office day changed) and writes the due dates that moved, a thousand per
 * statement. Done and waived deadlines keep their dates. A moved deadline is modified `at` (the
 * calendar feed stamps its event with that time, so subscribed calendars take the new date).
 * Runs in the caller's transaction; returns how many deadlines moved.
 */
export async function recomputeOpenDeadlines(trx: Kysely<Database>, at: string, calendar?: WorkingCalendar): Promise<number> {
  const working = calendar ?? (await loadWorkingCalendar(trx));
  const rows = await trx
    .selectFrom('deadline')
    .innerJoin('deadline_rule', 'deadline_rule.id', 'deadline.fk_rule')
    .select([
      'deadline.id',
      'deadline.start_date',
      'deadline.due_date',
      'deadline_rule.id as rule_id',
      'deadline_rule.amount',
      'deadline_rule.unit',
      'deadline_rule.franc',
    ])
    .where('deadline.status', '=', 'open')
    .execute();
  // Many deadlines share a start day and a rule: each pair is counted once.
  const memo = new Map<string, string>();
  const moved: [number, string][] = [];
  for (const row of rows) {
    const key = `${row.start_date}|${row.rule_id}`;
    let due = memo.get(key);
    if (due === undefined) {
      due = computeDueDate(row.start_date, { amount: row.amount, unit: row.unit, franc: Boolean(row.franc) }, working.isNonWorking);
      memo.set(key, due);
    }
    if (due !== row.due_date) moved.push([row.id, due]);
  }
  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;
  for (let i = 0; i < moved.length; i += CHUNK) {
    const chunk = moved.slice(i, i + CHUNK);
    if (postgres) {
      const values = sql.join(chunk.map(([id, due]) => sql`(${id}::integer, ${due}::date)`));
      await sql`update deadline set due_date = v.due, version = deadline.version + 1, modified_at = ${at} from (values ${values}) as v(id, due) where deadline.id = v.id`.execute(
        trx,
      );
    } else {
      const values = sql.join(chunk.map(([id, due]) => sql`(${id}, ${due})`));
      await sql`with v(id, due) as (values ${values})
        update deadline set due_date = (select due from v where v.id = deadline.id), version = version + 1, modified_at = ${at}
        where id in (select id from v)`.execute(trx);
    }
  }
  return moved.length;
}
