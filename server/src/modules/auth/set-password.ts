import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { writeAudit, type Changes } from '../../lib/audit';
import { createUsersRepository } from '../accounts';
import { endAccountSessions } from './end-sessions';
import { createLoginAttemptsRepository } from './login-attempts.repository';
import { loginKeys } from './throttle';

export interface PasswordChange {
  userId: number;
  /** Hashed before the transaction: hashing is slow and needs no lock. */
  passwordHash: string;
  at: string;
  /** Who set it: the user, an admin, or null for the command line. */
  actorId: number | null;
  /** The session that stays signed in: the user's own, when they change their own password. */
  keepSessionHash?: string;
  /** Other changes made to the account in the same step, recorded in the same audit entry. */
  alsoChanged?: Changes;
}

/**
 * Sets a password, in the caller's transaction, the one way every path does it: the new hash,
 * every other session and the calendar feed address ended (a stolen session or a copied address
 * dies with the old password: end-sessions.ts), the account's sign-in lock lifted (the new
 * password must be usable at once), and an audit entry that never holds it.
 */
export async function setPassword(trx: Kysely<Database>, change: PasswordChange): Promise<void> {
  const { userId, at } = change;
  await createUsersRepository(trx).update(userId, { password_hash: change.passwordHash, updated_at: at });
  await endAccountSessions(trx, { userId, at, actorId: change.actorId, keepSessionHash: change.keepSessionHash });
  await createLoginAttemptsRepository(trx).clear([loginKeys({ id: userId }, '').account]);
  await writeAudit(trx, {
    at,
    userId: change.actorId,
    entity: 'user',
    entityId: userId,
    operation: 'update',
    changes: { password: ['***', '***'], ...change.alsoChanged },
  });
}
