import { usePublicSettings } from '../../../api/public-settings';

export { addDays } from '@cabinet/shared';

export function todayInZone(timeZone: string | undefined, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
}

/** Today in the office time zone, once the public settings are known. */
export function useOfficeToday(): string | undefined {
  const settings = usePublicSettings();
  return settings.data ? todayInZone(settings.data.timezone, new Date()) : undefined;
}
