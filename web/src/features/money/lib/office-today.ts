import { usePublicSettings } from '../../../api/public-settings';

/** Today (`YYYY-MM-DD`) in the office time zone, or in the browser's until the settings are known. */
export function useOfficeToday(): string {
  const timeZone = usePublicSettings().data?.timezone;
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  }
}
