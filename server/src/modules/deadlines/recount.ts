import { MOVES_LISTED, type DeadlineMove } from '@cabinet/shared';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Actor } from '../../lib/context';
import { loadCalendars } from './calendars';
import { dueOn } from './counting';
import { syncFollowers } from './deadline-followers';
import { ruleLabels } from './deadline-record';
import { createDeadlinesRepository, type RecountScope } from './deadlines.repository';
import { createRulesRepository } from './rules.repository';

const BATCH = 500;

export type { RecountScope };

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
  const leaders = await createRulesRepository(db).leaders();
  const result: RecountResult = { moved: 0, moves: [] };
  let lastId = 0;
  for (;;) {
    const rows = await createDeadlinesRepository(db).openToRecount(scope, lastId, BATCH);
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
        const ids = await createDeadlinesRepository(trx).writeDueDates(changes, scope, who.at);
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
