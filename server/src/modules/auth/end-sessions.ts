import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { createRemindersRepository } from '../reminders';
import { createSessionsRepository } from './sessions.repository';

export interface EndSessions {
  userId: number;
  at: string;
  /** Who ended them: the user, an admin, or null for the command line. */
  actorId: number | null;
  /** The session that stays signed in: the user's own, when they change their own password. */
  keepSessionHash?: string;
}

/**
 * Ends an account's access after its credentials changed or the account was switched off, in the
 * caller's transaction, the one way every such path does it: every session but the one kept, and
 * the account's calendar feed address. A feed address is a credential too (anyone holding it
 * reads the agenda), so it is retired rather than kept for when the account comes back; the
 * owner's next request for it draws a new one.
 */
export async function endAccountSessions(trx: Kysely<Database>, end: EndSessions): Promise<void> {
  await createSessionsRepository(trx).deleteForUser(end.userId, end.keepSessionHash);
  const retired = await createRemindersRepository(trx).deleteFeed(end.userId);
  if (retired === undefined) return;
  await writeAudit(trx, {
    at: end.at,
    userId: end.actorId,
    entity: 'calendar_feed',
    entityId: end.userId,
    operation: 'delete',
    changes: { created_at: [retired, null] },
  });
}
