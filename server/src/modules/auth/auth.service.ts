import type { LoginBody, ProfileBody, RegisterBody, User } from '@cabinet/shared';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { writeAudit } from '../../lib/audit';
import { insertAccount, withUsersLock, createUsersRepository, toUser } from '../accounts';
import type { SettingsReader } from '../../lib/settings-reader';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { newSessionToken } from './session-token';
import { setPassword } from './set-password';
import { createSessionsRepository } from './sessions.repository';
import { ACCOUNT_FREE_ATTEMPTS, ADDRESS_FREE_ATTEMPTS, loginKeys, REGISTRATION_FREE_ATTEMPTS, registrationKey } from './throttle';
import { createLoginAttemptsRepository } from './login-attempts.repository';

/** Pending accounts beyond this wait for an administrator to approve or refuse some first. */
export const MAX_PENDING_ACCOUNTS = 50;

const LOGIN_FAILED = 'Invalid email or password. Please try again.';

export type AuthService = ReturnType<typeof createAuthService>;

type Language = UserRow['language'];

/**
 * The language columns a profile change writes. E-mails and the calendar feed are in
 * `language`: the account's own choice once it made one, else the language it uses in the app,
 * so a French-speaking office gets French mail without looking for the setting. Only what
 * changes is written (the app's language is sent at every sign-in).
 */
function languagePatch(
  before: Pick<UserRow, 'language' | 'app_language' | 'language_follows_app'>,
  body: Pick<ProfileBody, 'language' | 'app_language' | 'language_follows_app'>,
): { language?: Language; app_language?: Language; language_follows_app?: number } {
  const follows = body.language !== undefined ? false : (body.language_follows_app ?? Boolean(before.language_follows_app));
  const app = body.app_language ?? before.app_language;
  const language = body.language ?? (follows && app ? app : before.language);
  return {
    ...(language !== before.language ? { language } : {}),
    ...(app !== before.app_language && app !== null ? { app_language: app } : {}),
    ...(follows !== Boolean(before.language_follows_app) ? { language_follows_app: follows ? 1 : 0 } : {}),
  };
}

export function createAuthService(ctx: AppContext, settings: SettingsReader) {
  const { db } = ctx.database;
  const users = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const throttle = createLoginAttemptsRepository(db);

  async function startSession(userId: number): Promise<string> {
    const now = ctx.clock.now();
    const { session_idle_minutes, session_absolute_hours } = await settings.get();
    // Sessions nobody came back to are only removed here, on sign-in, so the table stays small.
    await sessions.deleteOlderThan(now - session_absolute_hours * 3_600_000, now - session_idle_minutes * 60_000);
    const { token, hash } = newSessionToken();
    await sessions.insert(hash, userId, now);
    return token;
  }

  return {
    /**
     * Throttled per address before any work (each registration costs a password hash and may leave
     * a pending account), and refused while too many accounts already await approval.
     */
    async register(body: RegisterBody, ip: string): Promise<User> {
      const waitMs = await throttle.enter(registrationKey(ip), REGISTRATION_FREE_ATTEMPTS, ctx.clock.now());
      if (waitMs > 0) {
        throw new AppError('too_many_requests', 'Too many registrations from this address. Try again later.', undefined, {
          retryAfterSeconds: Math.ceil(waitMs / 1000),
        });
      }
      const policy = (await settings.get()).registration;
      const passwordHash = await hashPassword(body.password);
      const now = isoNow(ctx.clock);
      // The first account becomes the admin: the check and the insert run under the users lock.
      const row = await withUsersLock(ctx.database, async (trx) => {
        const repo = createUsersRepository(trx);
        const first = (await repo.count()) === 0;
        if (!first && policy === 'closed') throw new AppError('forbidden', 'Registration is closed');
        if (!first && policy === 'approval' && (await repo.countPending()) >= MAX_PENDING_ACCOUNTS) {
          throw new AppError('too_many_requests', 'Too many accounts are awaiting approval. Ask an administrator.');
        }
        return insertAccount(trx, {
          full_name: body.full_name,
          email: body.email,
          passwordHash,
          role: first ? 'admin' : 'user',
          status: first || policy === 'open' ? 'active' : 'pending',
          now,
          actorId: null,
        });
      });
      return toUser(row);
    },

    /**
     * Same answer for an unknown account and a wrong password; throttled per account (email and
     * username together) and per address. Each attempt is counted before the password is checked;
     * a right password takes its count back, and only an active account's sign-in clears its lock.
     */
    async login(body: LoginBody, ip: string): Promise<{ user: User; token: string }> {
      const now = ctx.clock.now();
      const row = await users.findByLogin(body.login);
      const keys = loginKeys(row ? { id: row.id } : { login: body.login }, ip);
      const waitMs =
        (await throttle.enter(keys.address, ADDRESS_FREE_ATTEMPTS, now)) ||
        (await throttle.enter(keys.account, ACCOUNT_FREE_ATTEMPTS, now));
      if (waitMs > 0) {
        throw new AppError('too_many_requests', 'Too many failed sign-in attempts. Try again later.', undefined, {
          retryAfterSeconds: Math.ceil(waitMs / 1000),
        });
      }
      const valid = row ? await verifyPassword(row.password_hash, body.password) : (await verifyAgainstDummy(body.password), false);
      if (!row || !valid) throw new AppError('invalid_credentials', LOGIN_FAILED);
      await throttle.release(keys.address, ADDRESS_FREE_ATTEMPTS);
      if (row.status === 'pending') throw new AppError('account_pending', 'Your account is awaiting approval');
      if (row.status === 'disabled') throw new AppError('account_disabled', 'Your account has been disabled');
      await throttle.clear([keys.account]);
      return { user: toUser(row), token: await startSession(row.id) };
    },

    async logout(tokenHash: string): Promise<void> {
      await sessions.delete(tokenHash);
    },

    async updateProfile(actor: Actor, body: ProfileBody): Promise<User> {
      if (body.username) {
        const owner = await users.findByUsername(body.username);
        if (owner && owner.id !== actor.id) {
          throw new AppError('conflict', 'This username is taken', { username: 'This username is taken' });
        }
        const emailOwner = await users.findByEmail(body.username);
        if (emailOwner && emailOwner.id !== actor.id) {
          throw new AppError('conflict', 'This username is taken', { username: 'This username is taken' });
        }
      }
      const before = await users.findById(actor.id);
      if (!before) throw new AppError('unauthenticated', 'Please sign in');
      const now = isoNow(ctx.clock);
      const patch = {
        ...(body.full_name !== undefined ? { full_name: body.full_name } : {}),
        ...(body.username !== undefined ? { username: body.username } : {}),
        ...languagePatch(before, body),
        ...(body.daily_digest !== undefined ? { daily_digest: body.daily_digest ? 1 : 0 } : {}),
        ...(body.prefer_mine !== undefined ? { prefer_mine: body.prefer_mine ? 1 : 0 } : {}),
      };
      const row = await db.transaction().execute(async (trx) => {
        const updated = await createUsersRepository(trx).update(actor.id, { ...patch, updated_at: now });
        const changes = Object.fromEntries(
          Object.entries(patch)
            .filter(([k, v]) => before[k as keyof typeof before] !== v)
            .map(([k, v]) => [k, [before[k as keyof typeof before], v]]),
        ) as Record<string, [unknown, unknown]>;
        await writeAudit(trx, { at: now, userId: actor.id, entity: 'user', entityId: actor.id, operation: 'update', changes });
        return updated!;
      });
      return toUser(row);
    },

    /** Ends every other session of the user: a stolen session dies with the old password. */
    async changePassword(actor: Actor, currentTokenHash: string, current: string, next: string): Promise<void> {
      const row = await users.findById(actor.id);
      if (!row || !(await verifyPassword(row.password_hash, current))) {
        throw new AppError('validation_failed', 'The current password is wrong', { current_password: 'The current password is wrong' });
      }
      const now = isoNow(ctx.clock);
      const passwordHash = await hashPassword(next);
      await db
        .transaction()
        .execute((trx) =>
          setPassword(trx, { userId: actor.id, passwordHash, at: now, actorId: actor.id, keepSessionHash: currentTokenHash }),
        );
    },
  };
}
