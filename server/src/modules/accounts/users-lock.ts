import type { Transaction } from 'kysely';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { createUsersRepository } from './users.repository';

/**
 * A transaction in which checks on the set of accounts ("is this the first account?", "is this
 * the last active admin?") and the write that depends on them cannot interleave with another such
 * transaction. PostgreSQL at READ COMMITTED would let two of them both see "no admin yet", so a
 * transaction-scoped advisory lock serializes them; SQLite already runs one write transaction at
 * a time on the connection.
 */
export function withUsersLock<T>(database: DatabaseHandle, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === 'postgres') await createUsersRepository(trx).lockAccountSet();
    return work(trx);
  });
}
