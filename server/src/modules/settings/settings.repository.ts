import type { Settings } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { formatWeekend, parseWeekend } from '../deadlines/working-calendar';

export function createSettingsRepository(db: Kysely<Database>) {
  return {
    async get(): Promise<Settings> {
      const row = await db
        .selectFrom('settings')
        .select(['office_name', 'timezone', 'currency', 'stale_months', 'registration', 'session_idle_minutes', 'session_absolute_hours', 'max_upload_mb', 'country', 'weekend_days', 'digest_hour', 'arabic_months', 'bailiff_title', 'instrument_numbers'])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return { ...row, weekend_days: parseWeekend(row.weekend_days) } as Settings;
    },
    async update(patch: Partial<Settings>, at: string, by: number): Promise<void> {
      const { weekend_days, ...rest } = patch;
      await db
        .updateTable('settings')
        .set({ ...rest, ...(weekend_days !== undefined ? { weekend_days: formatWeekend(weekend_days) } : {}), modified_at: at, modified_by: by })
        .where('id', '=', 1)
        .execute();
    },
  };
}
