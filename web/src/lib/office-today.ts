import { usePublicSettings } from '../api/public-settings';

/** Today (`YYYY-MM-DD`) in the office time zone, once the settings are known (undefined until then). */
export function useOfficeToday(): string | undefined {
  const settings = usePublicSettings();
  if (!settings.data) return undefined;
  const format = (timeZone?: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  try {
    return format(settings.data.timezone);
  } catch {
    return format();
  }
}
