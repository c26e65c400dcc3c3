import { sql, type Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';

/** An arbitrary constant: the advisory lock that guards who is an administrator. */
const USERS_LOCK_KEY = 4_242_001;

/**
 * A transaction in which checks on the set of accounts ("is this the first account?", "is this
 * the last active admin?") and the write that depends on them cannot interleave with another such
 * transaction. PostgreSQL at READ COMMITTED would let two of them both see "no admin yet", so a
 * transaction-scoped advisory lock serializes them; SQLite already runs one write transaction at
 * a time on the connection.
 */
export function withUsersLock<T>(database: DatabaseHandle, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${USERS_LOCK_KEY})`.execute(trx);
    return work(trx);
  });
}
