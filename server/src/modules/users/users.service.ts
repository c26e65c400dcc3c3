import { randomBytes } from 'node:crypto';
import type { User, UserInviteBody, UserInviteResponse } from '@cabinet/shared';
import { AppError, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { createUsersRepository, insertAccount, toUser, withUsersLock } from '../accounts';
import { hashPassword, endAccountSessions, setPassword } from '../auth';

/** 16 characters from an alphabet without look-alikes (0/O, 1/l/I), easy to read out and type. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function temporaryPassword(): string {
  const bytes = randomBytes(32);
  let out = '';
  // Rejection sampling keeps every character equally likely.
  for (const byte of bytes) {
    if (byte >= 256 - (256 % ALPHABET.length)) continue;
    out += ALPHABET[byte % ALPHABET.length];
    if (out.length === 16) return out;
  }
  return out + temporaryPassword().slice(0, 16 - out.length);
}

export function createUsersService(ctx: AppContext) {
  const { db } = ctx.database;
  const users = createUsersRepository(db);

  return {
    /** An account created by an admin: active at once, with a temporary password returned this once. */
    async invite(actor: Actor, body: UserInviteBody): Promise<UserInviteResponse> {
      const temporary = temporaryPassword();
      const passwordHash = await hashPassword(temporary);
      const now = isoNow(ctx.clock);
      const row = await withUsersLock(ctx.database, (trx) =>
        insertAccount(trx, {
          full_name: body.full_name,
          email: body.email,
          passwordHash,
          role: body.role,
          status: 'active',
          now,
          actorId: actor.id,
        }),
      );
      return { user: toUser(row), temporary_password: temporary };
    },

    async list(): Promise<User[]> {
      return (await users.list()).map(toUser);
    },

    /** Role, status and money access changes; never leaves the office without an active admin. */
    async update(actor: Actor, id: number, patch: { role?: User['role']; status?: User['status']; money?: User['money'] }): Promise<User> {
      const now = isoNow(ctx.clock);
      const row = await withUsersLock(ctx.database, async (trx) => {
        const repo = createUsersRepository(trx);
        const before = await repo.findById(id);
        if (!before) throw notFound('User');
        const after = { ...before, ...patch };
        const wasActiveAdmin = before.role === 'admin' && before.status === 'active';
        const staysActiveAdmin = after.role === 'admin' && after.status === 'active';
        if (wasActiveAdmin && !staysActiveAdmin && (await repo.countActiveAdmins()) <= 1) {
          throw new AppError('conflict', 'This is the last active administrator; make another administrator first');
        }
        const updated = await repo.update(id, { ...patch, updated_at: now });
        if (after.status !== 'active') await endAccountSessions(trx, { userId: id, at: now, actorId: actor.id });
        await writeAudit(trx, {
          at: now,
          userId: actor.id,
          entity: 'user',
          entityId: id,
          operation: 'update',
          before: { role: before.role, status: before.status, money: before.money },
          after: { role: after.role, status: after.status, money: after.money },
        });
        return updated!;
      });
      return toUser(row);
    },

    /** An admin sets a new password for someone who lost theirs; their sessions end, their sign-in lock is lifted. */
    async resetPassword(actor: Actor, id: number, password: string): Promise<void> {
      const target = await users.findById(id);
      if (!target) throw notFound('User');
      const passwordHash = await hashPassword(password);
      const now = isoNow(ctx.clock);
      await db.transaction().execute((trx) => setPassword(trx, { userId: id, passwordHash, at: now, actorId: actor.id }));
    },
  };
}
