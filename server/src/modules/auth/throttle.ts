import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Login throttling shared through the database, so several instances count together.
 * Reaching the allowance of failures locks the key for a doubling delay (capped); a success clears it.
 */
const ACCOUNT_FREE_FAILURES = 5;
const ADDRESS_FREE_FAILURES = 20;
const BASE_LOCK_MS = 30_000;
const MAX_LOCK_MS = 15 * 60_000;
/** Failures older than this are forgotten. */
const WINDOW_MS = 60 * 60_000;

export const throttleKeys = (login: string, ip: string) => ({
  account: `account:${login.trim().toLowerCase()}`,
  address: `address:${ip}`,
});

export function createThrottle(db: Kysely<Database>) {
  return {
    /** Milliseconds until the key may try again, or 0. */
    async retryAfterMs(keys: string[], now: number): Promise<number> {
      const rows = await db.selectFrom('login_attempts').select(['locked_until']).where('key', 'in', keys).execute();
      return Math.max(0, ...rows.map((r) => Number(r.locked_until) - now));
    },
    async recordFailure(key: string, freeFailures: number, now: number): Promise<void> {
      // One atomic upsert, so two instances failing at once both count.
      const row = await db
        .insertInto('login_attempts')
        .values({ key, failures: 1, last_failure_at: now, locked_until: 0 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            failures: sql<number>`case when login_attempts.last_failure_at < ${now - WINDOW_MS} then 1 else login_attempts.failures + 1 end`,
            last_failure_at: now,
          }),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      const over = Number(row.failures) - freeFailures + 1;
      if (over > 0) {
        const lockedUntil = now + Math.min(MAX_LOCK_MS, BASE_LOCK_MS * 2 ** (over - 1));
        await db.updateTable('login_attempts').set({ locked_until: lockedUntil }).where('key', '=', key).execute();
      }
    },
    recordAccountFailure(key: string, now: number) {
      return this.recordFailure(key, ACCOUNT_FREE_FAILURES, now);
    },
    recordAddressFailure(key: string, now: number) {
      return this.recordFailure(key, ADDRESS_FREE_FAILURES, now);
    },
    async clear(keys: string[]): Promise<void> {
      await db.deleteFrom('login_attempts').where('key', 'in', keys).execute();
    },
  };
}
