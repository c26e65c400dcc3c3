import { addDays, addMonths } from '../../lib/dates';

export interface DeadlineLength {
  amount: number;
  unit: 'days' | 'months';
  /** Délai franc: neither the day of the starting act nor the last day counts. */
  franc: boolean;
}

/** Past this many consecutive non-working days the calendar is wrong (settings refuse a 7-day weekend). */
const MAX_CLOSED_RUN = 400;

/**
 * The due date of a period starting on `start` (the starting action's date):
 * 1. days: start + n; months: the same day n months later, or that month's last day if it has none;
 * 2. franc: one more day;
 * 3. while that day is not a working day, the next day.
 * Pure: the working calendar is given as a predicate.
 */
export function computeDueDate(start: string, length: DeadlineLength, isNonWorking: (date: string) => boolean): string {
  let due = length.unit === 'days' ? addDays(start, length.amount) : addMonths(start, length.amount);
  if (length.franc) due = addDays(due, 1);
  for (let i = 0; isNonWorking(due); i++) {
    if (i >= MAX_CLOSED_RUN) throw new Error(`No working day within ${MAX_CLOSED_RUN} days after ${due}`);
    due = addDays(due, 1);
  }
  return due;
}
