import { usePublicSettings } from '../../../api/public-settings';

/** Calendar arithmetic on `YYYY-MM-DD` strings; never a time-zone shift. */
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(utc.getUTCFullYear(), 4)}-${pad(utc.getUTCMonth() + 1)}-${pad(utc.getUTCDate())}`;
}

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
