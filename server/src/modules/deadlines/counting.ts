import type { ServiceMode } from '@cabinet/shared';
import { computeDueDate } from './due-date';
import type { CalendarSet } from './legal-calendar';

/** The rule's fields that say whether it starts for an action and how it is counted. */
export interface RuleForCount {
  id: number;
  months: number;
  days: number;
  franc: number;
  country: string | null;
  service_mode: 'any' | 'in_person' | 'domicile';
  valid_from: string | null;
  valid_to: string | null;
  active: number;
}

/** A deadline's stored "rule as counted". */
export interface CountedWith {
  counted_months: number;
  counted_days: number;
  counted_franc: number;
  counted_country: string | null;
}

/** The rule as a new deadline is counted: its length and franc, on its country's calendar or the office's. */
export const countedWithOf = (
  rule: Pick<RuleForCount, 'months' | 'days' | 'franc' | 'country'>,
  officeCountry: string | null,
): CountedWith => ({
  counted_months: rule.months,
  counted_days: rule.days,
  counted_franc: rule.franc ? 1 : 0,
  counted_country: rule.country ?? officeCountry,
});

/** The due date of a period from `start` as counted, on the calendar of the country it was counted on. */
export function dueOn(calendars: CalendarSet, start: string, counted: CountedWith): string {
  const calendar = calendars.of(counted.counted_country);
  return computeDueDate(
    start,
    { months: counted.counted_months, days: counted.counted_days, franc: Boolean(counted.counted_franc) },
    calendar.isNonWorking,
    counted.counted_country,
  );
}

/**
 * Whether a rule applies to an action: the mode of service it names (an action that does not say
 * how it was served starts both modes' rules, so the earlier date shows), and the dates of the
 * law's version it cites, chosen by the judgment's date when the action belongs to a court level
 * that has one (`stage_decision_date`: the law in force when the judgment was given governs the
 * remedies against it), else by the action's date.
 */
export function ruleApplies(
  rule: RuleForCount,
  action: { date_action: string; service_mode: ServiceMode | null; stage_decision_date?: string | null },
): boolean {
  if (rule.service_mode !== 'any' && action.service_mode !== null && action.service_mode !== rule.service_mode) return false;
  const lawDate = action.stage_decision_date ?? action.date_action;
  if (rule.valid_from && lawDate < rule.valid_from) return false;
  if (rule.valid_to && lawDate > rule.valid_to) return false;
  return true;
}

export const RULE_COUNT_COLUMNS = [
  'deadline_rule.id',
  'deadline_rule.months',
  'deadline_rule.days',
  'deadline_rule.franc',
  'deadline_rule.country',
  'deadline_rule.service_mode',
  'deadline_rule.valid_from',
  'deadline_rule.valid_to',
  'deadline_rule.active',
] as const;
