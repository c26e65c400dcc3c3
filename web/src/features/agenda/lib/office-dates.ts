/** The office's today; the calendar arithmetic is the shared module's, the server's too. */
export { addDays, daysBetween, isCalendarDate } from '@cabinet/shared';

/** Today in the given time zone (the office's), as `YYYY-MM-DD`. */
export function todayInZone(timeZone: string | undefined, now: Date): string {
  try {
    // en-CA formats as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
}
