/** Today in the office time zone; the calendar arithmetic itself is the shared module's, used by the web too. */
export { addDays, addMonths, daysBetween, eachDay, isoWeekday } from '@cabinet/shared';

/**
 * One formatter per time zone: building an Intl.DateTimeFormat costs far more than using one, and
 * its ICU memory lives outside the JavaScript heap, so one per request let the server's resident
 * memory climb by hundreds of MB under load before the collector ran.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function todayInZone(timeZone: string, nowMs: number): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(nowMs));
}

const hourFormatters = new Map<string, Intl.DateTimeFormat>();
/** The hour (0–23) in the office time zone. */
export function hourInZone(timeZone: string, nowMs: number): number {
  let formatter = hourFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    hourFormatters.set(timeZone, formatter);
  }
  return Number(formatter.format(new Date(nowMs)));
}
