import type { User } from '@cabinet/shared';
import { sql, type Kysely } from 'kysely';
import { columnsOf } from '../../db/columns';
import type { Database, NewUser, UserRow, UserUpdate, UsersTable } from '../../db/schema';

/** Every column of an account, the password hash included: sign-in and password checks read it; toUser leaves it out. */
export const USER_COLUMNS = columnsOf<UsersTable>()([
  'id',
  'full_name',
  'email',
  'username',
  'password_hash',
  'role',
  'status',
  'created_at',
  'updated_at',
  'language',
  'app_language',
  'language_follows_app',
  'daily_digest',
  'prefer_mine',
  'money',
]);

/** The one mapping of a user row to the API: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    full_name: row.full_name,
    email: row.email,
    username: row.username,
    role: row.role,
    status: row.status,
    created_at: row.created_at,
    language: row.language,
    app_language: row.app_language,
    language_follows_app: Boolean(row.language_follows_app),
    daily_digest: Boolean(row.daily_digest),
    prefer_mine: Boolean(row.prefer_mine),
    money: row.money,
  };
}

/** An arbitrary constant: the advisory lock that guards who is an administrator. */
const USERS_LOCK_KEY = 4_242_001;

export function createUsersRepository(db: Kysely<Database>) {
  return {
    /** The active accounts by name: what the responsible and attendee selects offer. */
    activeAccountOptions() {
      return db.selectFrom('users').select(['id', 'full_name']).where('status', '=', 'active').orderBy('full_name').orderBy('id').execute();
    },
    /** PostgreSQL: the transaction-scoped advisory lock under which the set of accounts is checked and changed (see users-lock.ts). */
    async lockAccountSet(): Promise<void> {
      await sql`select pg_advisory_xact_lock(${USERS_LOCK_KEY})`.execute(db);
    },
    findById(id: number) {
      return db.selectFrom('users').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
    },
    /** Login accepts the email or the username, both stored lower-case. */
    findByLogin(login: string) {
      const value = login.trim().toLowerCase();
      return db
        .selectFrom('users')
        .select(USER_COLUMNS)
        .where((eb) => eb.or([eb('email', '=', value), eb('username', '=', value)]))
        .executeTakeFirst();
    },
    findByEmail(email: string) {
      return db.selectFrom('users').select(USER_COLUMNS).where('email', '=', email).executeTakeFirst();
    },
    findByUsername(username: string) {
      return db.selectFrom('users').select(USER_COLUMNS).where('username', '=', username).executeTakeFirst();
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async countPending(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async countActiveAdmins(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role', '=', 'admin')
        .where('status', '=', 'active')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    list() {
      return db.selectFrom('users').select(USER_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    },
    insert(user: NewUser) {
      return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
    },
    update(id: number, patch: UserUpdate) {
      return db.updateTable('users').set(patch).where('id', '=', id).returningAll().executeTakeFirst();
    },
  };
}
