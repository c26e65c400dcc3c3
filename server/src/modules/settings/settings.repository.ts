import type { Settings } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export function createSettingsRepository(db: Kysely<Database>) {
  return {
    async get(): Promise<Settings> {
      const row = await db
        .selectFrom('settings')
        .select(['office_name', 'timezone', 'currency', 'stale_months', 'registration', 'session_idle_minutes', 'session_absolute_hours', 'digest_hour'])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return row as Settings;
    },
    async update(patch: Partial<Settings>, at: string, by: number): Promise<void> {
      await db.updateTable('settings').set({ ...patch, modified_at: at, modified_by: by }).where('id', '=', 1).execute();
    },
  };
}
