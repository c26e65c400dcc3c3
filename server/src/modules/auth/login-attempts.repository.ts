import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { BASE_LOCK_MS, MAX_LOCK_MS, WINDOW_MS } from './throttle';

/** now + the lock for the `attempts`-th attempt, or 0 while under the allowance. */
function lockUntil(attempts: RawBuilder<number>, free: number, now: number): RawBuilder<number> {
  const steps: RawBuilder<unknown>[] = [];
  for (let over = 1, ms = BASE_LOCK_MS; ms < MAX_LOCK_MS; over++, ms *= 2)
    steps.push(sql`when ${attempts} - ${free} + 1 = ${over} then cast(${now + ms} as bigint)`);
  return sql<number>`case when ${attempts} < ${free} then cast(0 as bigint) ${sql.join(steps, sql` `)} else cast(${now + MAX_LOCK_MS} as bigint) end`;
}

/** The attempt counts of the sign-in throttle (throttle.ts), each change a single atomic statement. */
export function createLoginAttemptsRepository(db: Kysely<Database>) {
  return {
    /**
     * Counts one attempt on the key and answers 0 when it may go ahead, else the milliseconds
     * until the key may try again. The attempt that reaches the allowance goes ahead and locks.
     */
    async enter(key: string, free: number, now: number): Promise<number> {
      const attempts = sql<number>`(case when login_attempts.last_failure_at < ${now - WINDOW_MS} then 1 else login_attempts.failures + 1 end)`;
      const admitted = await db
        .insertInto('login_attempts')
        .values({ key, failures: 1, last_failure_at: now, locked_until: lockUntil(sql<number>`1`, free, now) })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ failures: attempts, last_failure_at: now, locked_until: lockUntil(attempts, free, now) })
            .where('login_attempts.locked_until', '<=', now),
        )
        .returning('failures')
        .executeTakeFirst();
      if (admitted) return 0;
      const row = await db.selectFrom('login_attempts').select('locked_until').where('key', '=', key).executeTakeFirst();
      return Math.max(1, Number(row?.locked_until ?? 0) - now);
    },
    /** Takes back one counted attempt (it turned out not to be a guess); a lock it set goes with it. */
    async release(key: string, free: number): Promise<void> {
      await db
        .updateTable('login_attempts')
        .set({
          failures: sql<number>`case when failures > 0 then failures - 1 else 0 end`,
          locked_until: sql<number>`case when failures <= ${free} then 0 else locked_until end`,
        })
        .where('key', '=', key)
        .execute();
    },
    async clear(keys: string[]): Promise<void> {
      if (keys.length) await db.deleteFrom('login_attempts').where('key', 'in', keys).execute();
    },
  };
}
