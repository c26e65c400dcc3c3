import { fullNameSchema, passwordSchema, registerBody, type User } from '@cabinet/shared';
import { z } from 'zod';
import { createDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { writeAudit, type Changes } from '../lib/audit';
import { notifyChanged } from '../lib/change-feed';
import { isoNow, systemClock, type Clock } from '../lib/clock';
import { hashPassword, setPassword } from '../modules/auth';
import { createUsersRepository, toUser } from '../modules/accounts';
import { promptHidden } from './prompt';
import { TaskError, usageError } from './task-error';
import { readOptions, type Task } from './task';

const USAGE =
  'npm run admin -- --email EMAIL [--name "FULL NAME"]\n' +
  '  The password comes from the ADMIN_PASSWORD environment variable, else a prompt (never the command line,\n' +
  '  which other accounts on the machine can read in the process list and the shell history).';

const DEFAULT_NAME = 'Administrator';

const adminInput = z.object({
  email: registerBody.shape.email,
  name: fullNameSchema.optional(),
  password: passwordSchema,
});
export type AdminInput = z.input<typeof adminInput>;

export interface AdminResult {
  action: 'created' | 'reset';
  user: User;
}

/**
 * Creates an active admin, or turns the existing account with this email into an active admin
 * with the new password (its sessions end, its sign-in lockout is lifted). For a headless install
 * or a lost password; there is no built-in admin account.
 */
export async function ensureAdmin(handle: DatabaseHandle, input: AdminInput, clock: Clock = systemClock): Promise<AdminResult> {
  const parsed = adminInput.safeParse(input);
  if (!parsed.success) throw new TaskError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
  const { email, name, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  const now = isoNow(clock);

  return handle.db.transaction().execute(async (trx) => {
    const users = createUsersRepository(trx);
    const existing = await users.findByEmail(email);
    if (!existing) {
      const created = await users.insert({
        full_name: name ?? DEFAULT_NAME,
        email,
        username: null,
        password_hash: passwordHash,
        role: 'admin',
        status: 'active',
        created_at: now,
        updated_at: now,
      });
      await writeAudit(trx, {
        at: now,
        userId: null,
        entity: 'user',
        entityId: created.id,
        operation: 'create',
        changes: { email: [null, created.email], role: [null, 'admin'], status: [null, 'active'] },
      });
      return { action: 'created', user: toUser(created) };
    }

    const updated = await users.update(existing.id, {
      ...(name !== undefined ? { full_name: name } : {}),
      role: 'admin',
      status: 'active',
      updated_at: now,
    });
    const alsoChanged: Changes = {};
    if (existing.role !== 'admin') alsoChanged.role = [existing.role, 'admin'];
    if (existing.status !== 'active') alsoChanged.status = [existing.status, 'active'];
    if (name !== undefined && name !== existing.full_name) alsoChanged.full_name = [existing.full_name, name];
    await setPassword(trx, { userId: existing.id, passwordHash, at: now, actorId: null, alsoChanged });
    // Running servers drop their cached sessions when this commits.
    if (handle.dialect === 'postgres') await notifyChanged(trx, 'admin-task');
    return { action: 'reset', user: toUser(updated!) };
  });
}

async function readPassword(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw usageError('no password: set ADMIN_PASSWORD, or run on a terminal to be asked', USAGE);
  const first = await promptHidden('New password (at least 8 characters): ');
  const second = await promptHidden('Repeat the password: ');
  if (first !== second) throw new TaskError('Passwords do not match');
  return first;
}

export const adminTask: Task = {
  name: 'admin',
  summary: 'create an active admin, or reset an account to an active admin with a new password',
  usage: USAGE,
  async run(args, { config, env }) {
    if (args.some((arg) => arg === '--password' || arg.startsWith('--password='))) {
      throw usageError(
        '--password is not accepted: a password on the command line is visible to other users; set ADMIN_PASSWORD or answer the prompt',
        USAGE,
      );
    }
    const values = readOptions(args, { email: { type: 'string' }, name: { type: 'string' } });
    if (!values.email) throw usageError('--email is required', USAGE);
    const password = await readPassword(env);
    const handle = createDatabase(config.DATABASE_URL, { poolSize: 1 });
    try {
      await migrateToLatest(handle);
      const { action, user } = await ensureAdmin(handle, { email: values.email, name: values.name, password });
      console.log(
        action === 'created'
          ? `Created the active admin ${user.email} (id ${user.id}).`
          : `Reset ${user.email} (id ${user.id}) to an active admin with the new password; its sessions were ended.`,
      );
    } finally {
      await handle.close();
    }
  },
};
