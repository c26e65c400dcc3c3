import type { Kysely } from 'kysely';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { Database, UserRow } from '../../db/schema';
import { createUsersRepository } from './users.repository';

export interface NewAccount {
  full_name: string;
  email: string;
  passwordHash: string;
  role: UserRow['role'];
  status: UserRow['status'];
  now: string;
  /** Who creates it: an admin inviting, or null for a registration (the account itself is then named). */
  actorId: number | null;
}

/**
 * Creates an account and its audit line, refusing an email already taken. Both the admin's
 * invitation and a registration go through here; the caller holds the users lock.
 */
export async function insertAccount(trx: Kysely<Database>, account: NewAccount): Promise<UserRow> {
  const repo = createUsersRepository(trx);
  if (await repo.findByEmail(account.email)) {
    throw new AppError('conflict', 'An account with this email already exists', { email: 'An account with this email already exists' });
  }
  const created = await repo.insert({
    full_name: account.full_name,
    email: account.email,
    username: null,
    password_hash: account.passwordHash,
    role: account.role,
    status: account.status,
    created_at: account.now,
    updated_at: account.now,
  });
  await writeAudit(trx, {
    at: account.now,
    userId: account.actorId ?? created.id,
    entity: 'user',
    entityId: created.id,
    operation: 'create',
    changes: {
      full_name: [null, created.full_name],
      email: [null, created.email],
      role: [null, created.role],
      status: [null, created.status],
    },
  });
  return created;
}
