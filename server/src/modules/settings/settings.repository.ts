import type { Settings } from '@cabinet/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The office's own weekend (ISO weekdays), stored as "6,7". It moves no legal due date. */
export const parseWeekend = (text: string): number[] => (text ? text.split(',').map(Number) : []);
export const formatWeekend = (days: readonly number[]): string => days.join(',');

export function createSettingsRepository(db: Kysely<Database>) {
  return {
    async get(): Promise<Settings> {
      const row = await db
        .selectFrom('settings')
        .select(['office_name', 'timezone', 'currency', 'stale_months', 'registration', 'session_idle_minutes', 'session_absolute_hours', 'max_upload_mb', 'country', 'weekend_days', 'digest_hour', 'arabic_months', 'bailiff_title', 'instrument_numbers', 'fiscal_profile', 'office_identifiers', 'office_address', 'notification_action_type'])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return {
        ...row,
        weekend_days: parseWeekend(row.weekend_days),
        office_identifiers: JSON.parse(row.office_identifiers) as Settings['office_identifiers'],
      } as Settings;
    },
    async update(patch: Partial<Settings>, at: string, by: number): Promise<void> {
      const { weekend_days, office_identifiers, ...rest } = patch;
      await db
        .updateTable('settings')
        .set({
          ...rest,
          ...(weekend_days !== undefined ? { weekend_days: formatWeekend(weekend_days) } : {}),
          ...(office_identifiers !== undefined ? { office_identifiers: JSON.stringify(office_identifiers) } : {}),
          modified_at: at,
          modified_by: by,
        })
        .where('id', '=', 1)
        .execute();
    },
  };
}
