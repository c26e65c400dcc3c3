import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Attempt throttling shared through the database, so several instances count together.
 * An attempt is counted before it is evaluated, in one atomic statement that also refuses it when
 * the key is locked: simultaneous guesses cannot all slip past a check made before the count.
 * Reaching the allowance locks the key for a doubling delay (capped); only the caller decides
 * what a success undoes.
 */
export const ACCOUNT_FREE_ATTEMPTS = 5;
export const ADDRESS_FREE_ATTEMPTS = 20;
/** Registrations from one address per window before it must wait. */
export const REGISTRATION_FREE_ATTEMPTS = 10;
const BASE_LOCK_MS = 30_000;
const MAX_LOCK_MS = 15 * 60_000;
/** Attempts older than this are forgotten. */
const WINDOW_MS = 60 * 60_000;

/**
 * The sign-in keys: an existing account is counted by its id (its email and its username are one
 * account), an unknown login by its text.
 */
export const loginKeys = (account: { id: number } | { login: string }, ip: string) => ({
  account: 'id' in account ? `account:${account.id}` : `login:${account.login.trim().toLowerCase()}`,
  address: `address:${ip}`,
});

export const registrationKey = (ip: string) => `register:${ip}`;

/** now + the lock for the `attempts`-th attempt, or 0 while under the allowance. */
function lockUntil(attempts: RawBuilder<number>, free: number, now: number): RawBuilder<number> {
  const steps: RawBuilder<unknown>[] = [];
  for (let over = 1, ms = BASE_LOCK_MS; ms < MAX_LOCK_MS; over++, ms *= 2) steps.push(sql`when ${attempts} - ${free} + 1 = ${over} then cast(${now + ms} as bigint)`);
  return sql<number>`case when ${attempts} < ${free} then cast(0 as bigint) ${sql.join(steps, sql` `)} else cast(${now + MAX_LOCK_MS} as bigint) end`;
}

export function createThrottle(db: Kysely<Database>) {
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
