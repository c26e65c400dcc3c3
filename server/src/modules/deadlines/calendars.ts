import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadCalendarInputs } from './calendar.repository';
import { calendarSet, type CalendarSet } from './legal-calendar';

/** Every country's legal calendar as the office's entries leave it, built on demand. */
export async function loadCalendars(db: Kysely<Database>): Promise<CalendarSet> {
  const { officeCountry, entries } = await loadCalendarInputs(db);
  return calendarSet(officeCountry, entries);
}
