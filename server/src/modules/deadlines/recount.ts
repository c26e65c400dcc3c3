import { MOVES_LISTED, type DeadlineMove } from '@cabinet/shared';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../../lib/context';
import { loadCalendars } from './calendars';
import { dueOn, type CountedWith } from './counting';
import { syncFollowers } from './deadline-followers';
import { ruleLabels } from './deadline-record';

const BATCH = 500;

export interface RecountScope {
  /** Only deadlines counted on this country's calendar (null: those counted on none). */
  country?: string | null;
  /** Only one rule's deadlines. */
  rule?: number;
  /** The days a calendar change touched: only deadlines whose count can cross them (nominal end ≤ to, due date ≥ from). */
  touched?: { from: string; to: string };
  /** Only the deadlines counted on the office's former calendar (and they are counted on the law's from now on). */
  legacy?: boolean;
  /** Count them with this rule as it is now (a rule edited with `recompute: true`), instead of as they were counted. */
  countedWith?: CountedWith;
}

export interface RecountResult {
  moved: number;
  moves: DeadlineMove[];
}

/**
 * Counts open deadlines again on today's calendars, a few hundred at a time, each batch in a
 * short transaction of its own and the event loop handed back between batches, so requests are
 * not held up while 200,000 deadlines are recounted. A deadline changed meanwhile by someone else
 * (its version moved) is left as that write counted it. Deadlines counted on the office's former
 * calendar are left alone unless `legacy` asks for them. Returns how many moved and the first
 * moves, for the office to see.
 */
export async function recountOpenDeadlines(
  db: Kysely<Database>,
  scope: RecountScope,
  who: { actor: Actor | null; at: string },
): Promise<RecountResult> {
  const calendars = await loadCalendars(db);
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const followed = await db.selectFrom('deadline_rule').select('start_after_rule').where('start_after_rule', 'is not', null).execute();
  const leaders = new Set(followed.map((r) => r.start_after_rule));
  const result: RecountResult = { moved: 0, moves: [] };
  let lastId = 0;
  for (;;) {
    let query = db
      .selectFrom('deadline')
      .innerJoin('deadline_rule', 'deadline_rule.id', 'deadline.fk_rule')
      .innerJoin('dossier', 'dossier.id_dossier', 'deadline.fk_dossier')
      .select([
        'deadline.id',
        'deadline.fk_dossier',
        'deadline.fk_rule',
        'deadline.trigger_action_id',
        'deadline.start_date',
        'deadline.due_date',
        'deadline.counted_months',
        'deadline.counted_days',
        'deadline.counted_franc',
        'deadline.counted_country',
        'deadline.version',
        'dossier.ref_dossier_bureau',
        'deadline_rule.label',
        'deadline_rule.label_en',
        'deadline_rule.label_fr',
        'deadline_rule.label_ar',
      ])
      .where('deadline.status', '=', 'open')
      .where('deadline.id', '>', lastId)
      .where('deadline.counted_legacy', '=', scope.legacy ? 1 : 0);
    if (scope.country !== undefined)
      query =
        scope.country === null
          ? query.where('deadline.counted_country', 'is', null)
          : query.where('deadline.counted_country', '=', scope.country);
    if (scope.rule !== undefined) query = query.where('deadline.fk_rule', '=', scope.rule);
    if (scope.touched)
      query = query.where('deadline.due_date', '>=', scope.touched.from).where('deadline.start_date', '<=', scope.touched.to);
    const rows = await query.orderBy('deadline.id').limit(BATCH).execute();
    if (rows.length === 0) break;
    lastId = rows.at(-1)!.id;

    const changes: { id: number; version: number; due: string }[] = [];
    const memo = new Map<string, string>();
    for (const row of rows) {
      const counted = scope.countedWith ?? row;
      const key = `${row.start_date}|${counted.counted_months}|${counted.counted_days}|${counted.counted_franc}|${counted.counted_country}`;
      let due = memo.get(key);
      if (due === undefined) {
        due = dueOn(calendars, row.start_date, counted);
        memo.set(key, due);
      }
      // A new rule as counted, or a legacy count made current, is written even where the date stays.
      if (due !== row.due_date || scope.countedWith || scope.legacy) changes.push({ id: row.id, version: row.version, due });
    }
    if (changes.length > 0) {
      const written = await db.transaction().execute(async (trx) => {
        const ids = await writeBatch(trx, postgres, changes, scope, who.at);
        const moved = rows.filter((r) => ids.has(r.id) && changes.find((c) => c.id === r.id)!.due !== r.due_date);
        for (const row of moved) {
          if (!leaders.has(row.fk_rule)) continue;
          const due = changes.find((c) => c.id === row.id)!.due;
          await syncFollowers(
            trx,
            { actor: who.actor, at: who.at, calendars },
            { ...row, due_date: due, status: 'open', completed_action_id: null },
          );
        }
        return moved;
      });
      for (const row of written) {
        result.moved++;
        if (result.moves.length < MOVES_LISTED)
          result.moves.push({
            id: row.id,
            fk_dossier: row.fk_dossier,
            ref_dossier_bureau: row.ref_dossier_bureau,
            rule: { id: row.fk_rule, label: row.label, labels: ruleLabels(row) },
            from: row.due_date,
            to: changes.find((c) => c.id === row.id)!.due,
          });
      }
    }
    await nextTurn();
  }
  return result;
}

/** Writes a batch of new due dates where the version is still the one read; the ids written. */
async function writeBatch(
  trx: Kysely<Database>,
  postgres: boolean,
  changes: { id: number; version: number; due: string }[],
  scope: RecountScope,
  at: string,
): Promise<Set<number>> {
  const counted = scope.countedWith
    ? sql`, counted_months = ${scope.countedWith.counted_months}, counted_days = ${scope.countedWith.counted_days}, counted_franc = ${scope.countedWith.counted_franc}, counted_country = ${scope.countedWith.counted_country}`
    : sql``;
  const legacy = scope.legacy ? sql`, counted_legacy = 0` : sql``;
  const rows = postgres
    ? await sql<{ id: number }>`update deadline set due_date = v.due, version = deadline.version + 1, modified_at = ${at}${counted}${legacy}
        from (values ${sql.join(changes.map((c) => sql`(${c.id}::integer, ${c.due}::date, ${c.version}::integer)`))}) as v(id, due, ver)
        where deadline.id = v.id and deadline.version = v.ver returning deadline.id`.execute(trx)
    : await sql<{ id: number }>`with v(id, due, ver) as (values ${sql.join(changes.map((c) => sql`(${c.id}, ${c.due}, ${c.version})`))})
        update deadline set due_date = v.due, version = deadline.version + 1, modified_at = ${at}${counted}${legacy}
        from v where deadline.id = v.id and deadline.version = v.ver returning deadline.id`.execute(trx);
  return new Set(rows.rows.map((r) => Number(r.id)));
}
