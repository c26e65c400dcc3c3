import type { Kysely } from 'kysely';
import { prepared } from '../../db/prepared';
import type { Database } from '../../db/schema';

export function createSessionsRepository(db: Kysely<Database>) {
  return {
    insert(tokenHash: string, userId: number, now: number) {
      return db.insertInto('sessions').values({ token_hash: tokenHash, user_id: userId, created_at: now, last_seen_at: now }).execute();
    },
    findWithUser(tokenHash: string) {
      const query = db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.token_hash',
          'sessions.created_at as session_created_at',
          'sessions.last_seen_at',
          'users.id',
          'users.full_name',
          'users.email',
          'users.username',
          'users.role',
          'users.status',
          'users.created_at',
          'users.password_hash',
          'users.updated_at',
          'users.language',
          'users.app_language',
          'users.language_follows_app',
          'users.daily_digest',
          'users.prefer_mine',
          'users.money',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .compile();
      return db.executeQuery(prepared(query)).then((result) => result.rows[0]);
    },
    touch(tokenHash: string, now: number) {
      return db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
    },
    delete(tokenHash: string) {
      return db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },
    deleteForUser(userId: number, exceptTokenHash?: string) {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptTokenHash) query = query.where('token_hash', '!=', exceptTokenHash);
      return query.execute();
    },
    deleteOlderThan(createdBefore: number, seenBefore: number) {
      return db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('created_at', '<', createdBefore), eb('last_seen_at', '<', seenBefore)]))
        .execute();
    },
  };
}
