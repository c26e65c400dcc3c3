import { addDays, addMonths } from '../../lib/dates';
import { FRANC_MONTHS } from './law/franc-months';

/** A period as the law writes it: months first, then days (CPC FR art. 641 al. 3). */
export interface DeadlineLength {
  months: number;
  days: number;
  /** Délai franc: neither the day of the starting act nor the last day counts. */
  franc: boolean;
}

/** Past this many consecutive non-working days the calendar is wrong. */
const MAX_CLOSED_RUN = 400;

/**
 * The last day of a period before any day off:
 * 1. months: the same day n months later, or that month's last day if it has none; then the days;
 * 2. franc: one more day (the day of expiry is left out). A period of whole months in a country
 *    whose courts count it from the day after the act (law/franc-months.ts) runs from that day.
 */
export function nominalEnd(start: string, length: DeadlineLength, country: string | null): string {
  if (length.franc && length.days === 0 && length.months > 0 && country && FRANC_MONTHS[country]?.method === 'from_next_day') {
    return addDays(addMonths(addDays(start, 1), length.months), 1);
  }
  const end = addDays(addMonths(start, length.months), length.days);
  return length.franc ? addDays(end, 1) : end;
}

/**
 * The due date of a period starting on `start` (the starting action's date) counted on the
 * calendar of `country`: its nominal end, then while that day is not a working day, the next day.
 * Pure: the calendar is given as a predicate.
 */
export function computeDueDate(
  start: string,
  length: DeadlineLength,
  isNonWorking: (date: string) => boolean,
  country: string | null = null,
): string {
  let due = nominalEnd(start, length, country);
  for (let i = 0; isNonWorking(due); i++) {
    if (i >= MAX_CLOSED_RUN) throw new Error(`No working day within ${MAX_CLOSED_RUN} days after ${due}`);
    due = addDays(due, 1);
  }
  return due;
}
