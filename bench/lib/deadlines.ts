import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/src/db/schema';
import { addDays } from '../../server/src/lib/dates';
import { delayBeyondIdle, idleProbe, probeWhile } from './heavy-probe';

/** Every fifth action starts a deadline: 200k deadlines at 1M actions. */
const EVERY = 5;
/** Deadlines due before this many days ago were met (done); the rest are open, a few of them overdue. */
const DONE_BEFORE_DAYS = 20;
const LENGTH_DAYS = 31;

/**
 * Adds a deadline rule and the deadlines of the starting actions, in SQL (one statement), and
 * gives the office a country so holidays count. The due dates are a plain 31 days: the
 * benchmark measures reading and recomputing them, which corrects any that falls on a closed day.
 */
export async function addDeadlines(db: Kysely<Database>, dialect: 'sqlite' | 'postgres', today: string, adminId: number): Promise<number> {
  const now = new Date().toISOString();
  await db.updateTable('settings').set({ country: 'MA', weekend_days: '6,7' }).where('id', '=', 1).execute();
  const rule = await db
    .insertInto('deadline_rule')
    .values({
      label: 'Appel (benchmark)',
      label_en: 'Appeal (benchmark)',
      label_fr: 'Appel (benchmark)',
      label_ar: 'أجل الاستئناف',
      amount: LENGTH_DAYS - 1,
      unit: 'days',
      months: 0,
      days: LENGTH_DAYS - 1,
      franc: 1,
      legal_reference: 'CPC art. 134, 512',
      country: 'MA',
      active: 0,
      created_at: now,
      created_by: adminId,
      modified_at: now,
      modified_by: adminId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('deadline_rule_trigger').values({ rule_id: rule.id, id_type_action: 73 }).execute();
  const cutoff = addDays(today, -DONE_BEFORE_DAYS);
  const due = dialect === 'sqlite' ? sql`date(date_action, ${`+${LENGTH_DAYS} days`})` : sql`(date_action + ${LENGTH_DAYS}::integer)`;
  const cutoffValue = dialect === 'sqlite' ? sql`${cutoff}` : sql`${cutoff}::date`;
  await sql`insert into deadline (fk_dossier, fk_rule, trigger_action_id, start_date, due_date, status, completed_action_id, note, created_at, created_by, modified_at, modified_by, version)
    select fk_dossier, ${rule.id}, id_action, date_action, ${due}, case when ${due} < ${cutoffValue} then 'done' else 'open' end, null, null, ${now}, ${adminId}, ${now}, ${adminId}, 1
    from action where id_action % ${EVERY} = 0`.execute(db);
  if (dialect === 'postgres') await sql`analyze deadline`.execute(db);
  const { n } = await db
    .selectFrom('deadline')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export interface RecomputeResult {
  open_deadlines: number;
  add_ms: number;
  remove_ms: number;
  moved_on_add: number;
  /** How much later than on the idle server a colleague's dashboard answered while the deadlines were recounted. */
  max_delay_ms: number;
}

/** Times what an admin's click does: close one day (every open deadline counted again, in one transaction), then reopen it. */
export async function measureRecompute(baseURL: string, cookie: string, openDeadlines: number, day: string): Promise<RecomputeResult> {
  const headers = { cookie, 'content-type': 'application/json', 'x-requested-with': 'cabinet' };
  // A run stopped between the two requests leaves the day in a reused dataset: clear it first.
  await fetch(`${baseURL}/api/calendar/days/${day}`, { method: 'DELETE', headers: { cookie, 'x-requested-with': 'cabinet' } });
  const probeUrl = `${baseURL}/api/dashboard`;
  const idle = await idleProbe(probeUrl, { cookie, intervalMs: 25 });
  let began = performance.now();
  let recounting = true;
  const adding = fetch(`${baseURL}/api/calendar/days`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ date: day, working: false, label: 'Benchmark' }),
  }).finally(() => {
    recounting = false;
  });
  const during = await probeWhile(probeUrl, { cookie, intervalMs: 25 }, () => recounting);
  const added = await adding;
  const add_ms = performance.now() - began;
  if (added.status !== 201)
    throw new Error(`recompute: POST /api/calendar/days answered ${added.status}: ${(await added.text()).slice(0, 300)}`);
  const { recomputed } = (await added.json()) as { recomputed: number };
  began = performance.now();
  const removed = await fetch(`${baseURL}/api/calendar/days/${day}`, {
    method: 'DELETE',
    headers: { cookie, 'x-requested-with': 'cabinet' },
  });
  const remove_ms = performance.now() - began;
  if (removed.status !== 204) throw new Error(`recompute: DELETE /api/calendar/days/${day} answered ${removed.status}`);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    open_deadlines: openDeadlines,
    add_ms: round(add_ms),
    remove_ms: round(remove_ms),
    moved_on_add: recomputed,
    max_delay_ms: delayBeyondIdle(during, idle.p95_ms),
  };
}
