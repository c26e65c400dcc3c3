import type { Kysely } from 'kysely';
import type { Database, MailLogTable } from '../../db/schema';
import { offsetOf } from '../../lib/paging';

export function createRemindersRepository(db: Kysely<Database>) {
  return {
    /** Active accounts that want the digest. */
    recipients() {
      return db
        .selectFrom('users')
        .select(['id', 'full_name', 'email', 'language'])
        .where('status', '=', 'active')
        .where('daily_digest', '=', 1)
        .orderBy('id')
        .execute();
    },
    findAccount(id: number) {
      return db.selectFrom('users').select(['id', 'full_name', 'email', 'language']).where('id', '=', id).executeTakeFirst();
    },
    /** The responsible lawyer of each of these dossiers. */
    async responsibleOf(dossierIds: number[]): Promise<Map<number, number | null>> {
      if (dossierIds.length === 0) return new Map();
      const rows = await db.selectFrom('dossier').select(['id_dossier', 'fk_responsible']).where('id_dossier', 'in', dossierIds).execute();
      return new Map(rows.map((r) => [r.id_dossier, r.fk_responsible]));
    },
    /** The claim: true for the one instance whose insert created the row. */
    async claim(userId: number, day: string, now: number): Promise<boolean> {
      const result = await db
        .insertInto('digest_claim')
        .values({ user_id: userId, day, status: 'sending', attempts: 1, claimed_at: now, error: null })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    /** Failed sends of `day` old enough to retry. */
    retryable(day: string, before: number, maxAttempts: number) {
      return db
        .selectFrom('digest_claim')
        .select(['user_id', 'claimed_at', 'attempts'])
        .where('day', '=', day)
        .where('status', '=', 'failed')
        .where('claimed_at', '<', before)
        .where('attempts', '<', maxAttempts)
        .execute();
    },
    /** Takes a failed claim back, only if no other instance took it since (same claimed_at). */
    async reclaim(userId: number, day: string, seenClaimedAt: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('digest_claim')
        .set((eb) => ({ status: 'sending', claimed_at: now, attempts: eb('attempts', '+', 1) }))
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .where('status', '=', 'failed')
        .where('claimed_at', '=', seenClaimedAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async finish(userId: number, day: string, status: 'sent' | 'failed' | 'empty', error: string | null): Promise<void> {
      await db.updateTable('digest_claim').set({ status, error }).where('user_id', '=', userId).where('day', '=', day).execute();
    },
    async log(entry: Omit<MailLogTable, 'id'>): Promise<void> {
      await db.insertInto('mail_log').values(entry).execute();
    },
    async logPage(query: { page: number; page_size: number }) {
      const rows = await db
        .selectFrom('mail_log')
        .select(['at', 'to_address', 'kind', 'status', 'error'])
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(query.page_size)
        .offset(offsetOf(query))
        .execute();
      const count = await db
        .selectFrom('mail_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return { rows, total: Number(count.n) };
    },

    feedOwner(tokenHash: string) {
      return db
        .selectFrom('calendar_feed')
        .innerJoin('users', 'users.id', 'calendar_feed.user_id')
        .select(['users.id', 'users.language'])
        .where('calendar_feed.token_hash', '=', tokenHash)
        .where('users.status', '=', 'active')
        .executeTakeFirst();
    },
    async feedCreatedAt(userId: number): Promise<string | undefined> {
      return (await db.selectFrom('calendar_feed').select('created_at').where('user_id', '=', userId).executeTakeFirst())?.created_at;
    },
    feedOf(userId: number) {
      return db.selectFrom('calendar_feed').select(['token_hash', 'nonce']).where('user_id', '=', userId).executeTakeFirst();
    },
    async setFeed(userId: number, feed: { token_hash: string; nonce: string }, at: string): Promise<void> {
      await db
        .insertInto('calendar_feed')
        .values({ user_id: userId, ...feed, created_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...feed, created_at: at }))
        .execute();
    },
    /** Removes the account's feed address: its created_at, or undefined when it had none. */
    async deleteFeed(userId: number): Promise<string | undefined> {
      const row = await db.deleteFrom('calendar_feed').where('user_id', '=', userId).returning('created_at').executeTakeFirst();
      return row?.created_at;
    },
    /** The office's feed secret, made once: concurrent first calls agree on the stored one. */
    async feedSecret(candidate: string): Promise<string> {
      await db
        .insertInto('feed_secret')
        .values({ id: 1, secret: candidate })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return (await db.selectFrom('feed_secret').select('secret').where('id', '=', 1).executeTakeFirstOrThrow()).secret;
    },
  };
}
