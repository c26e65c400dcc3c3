import type { Deadline, DeadlineRule, RuleServiceMode } from '@cabinet/shared';
import { addDays, daysBetween } from '../../lib/dates';
import { computeDueDate, nominalEnd, type DeadlineLength } from './due-date';
import type { HolidayLanguage } from './law/public-holidays';
import type { CalendarSet } from './legal-calendar';

export interface DeadlineRow {
  id: number;
  fk_dossier: number;
  ref_dossier_bureau: number;
  fk_rule: number;
  rule_label: string;
  label_en: string | null;
  label_fr: string | null;
  label_ar: string | null;
  legal_reference: string | null;
  legal_reference_en: string | null;
  legal_reference_fr: string | null;
  legal_reference_ar: string | null;
  rule_service_mode: RuleServiceMode;
  rule_start_after_event: 'due' | 'done' | null;
  trigger_action_id: number;
  trigger_type_label: string | null;
  trigger_type_en: string | null;
  trigger_type_fr: string | null;
  trigger_type_ar: string | null;
  after_rule_label: string | null;
  after_rule_en: string | null;
  after_rule_fr: string | null;
  after_rule_ar: string | null;
  fk_after: number | null;
  start_date: string;
  due_date: string;
  status: Deadline['status'];
  completed_action_id: number | null;
  note: string | null;
  counted_months: number;
  counted_days: number;
  counted_franc: number;
  counted_country: string | null;
  counted_legacy: number;
  version: number;
  modified_at: string;
}

type Translated = { en?: string; fr?: string; ar?: string };
const translated = (en: string | null, fr: string | null, ar: string | null): Translated => {
  const labels: Translated = {};
  if (en) labels.en = en;
  if (fr) labels.fr = fr;
  if (ar) labels.ar = ar;
  return labels;
};

export const ruleLabels = (row: { label_en: string | null; label_fr: string | null; label_ar: string | null }): DeadlineRule['labels'] =>
  translated(row.label_en, row.label_fr, row.label_ar);

export const countedLength = (row: Pick<DeadlineRow, 'counted_months' | 'counted_days' | 'counted_franc'>): DeadlineLength => ({
  months: row.counted_months,
  days: row.counted_days,
  franc: Boolean(row.counted_franc),
});

/** The longest run of days off an explanation walks (a calendar past it is wrong anyway). */
const MAX_SKIPPED = 400;

/** How the stored due date came about, on today's calendar of the country it was counted on. */
function counting(row: DeadlineRow, calendars: CalendarSet, lang: HolidayLanguage): Deadline['counting'] {
  const calendar = calendars.of(row.counted_country);
  const length = countedLength(row);
  const nominal = nominalEnd(row.start_date, length, row.counted_country);
  const skipped: { date: string; reason: string }[] = [];
  let explained = true;
  for (let date = nominal, i = 0; daysBetween(date, row.due_date) > 0 && i < MAX_SKIPPED; date = addDays(date, 1), i++) {
    const day = calendar.describe(date, lang);
    if (!day || !calendar.isNonWorking(date)) explained = false;
    skipped.push({ date, reason: day?.reason ?? '' });
  }
  const current =
    explained && !row.counted_legacy && computeDueDate(row.start_date, length, calendar.isNonWorking, row.counted_country) === row.due_date;
  const start: Deadline['counting']['start'] =
    row.fk_after !== null
      ? {
          kind: row.rule_start_after_event === 'done' ? 'after_done' : 'after_due',
          label: row.after_rule_label,
          labels: translated(row.after_rule_en, row.after_rule_fr, row.after_rule_ar),
        }
      : {
          kind: 'action',
          label: row.trigger_type_label,
          labels: translated(row.trigger_type_en, row.trigger_type_fr, row.trigger_type_ar),
        };
  return { start, nominal_date: nominal, skipped, current };
}

/** The one mapping of a deadline row to the API; days left counted from today in the office time zone. */
export function toDeadline(row: DeadlineRow, today: string, calendars: CalendarSet, lang: HolidayLanguage = 'en'): Deadline {
  const calendar = calendars.of(row.counted_country);
  return {
    id: row.id,
    fk_dossier: row.fk_dossier,
    ref_dossier_bureau: row.ref_dossier_bureau,
    rule: {
      id: row.fk_rule,
      label: row.rule_label,
      labels: ruleLabels(row),
      legal_reference: row.legal_reference,
      legal_references: translated(row.legal_reference_en, row.legal_reference_fr, row.legal_reference_ar),
      service_mode: row.rule_service_mode,
    },
    trigger_action_id: row.trigger_action_id,
    start_date: row.start_date,
    due_date: row.due_date,
    days_left: daysBetween(today, row.due_date),
    status: row.status,
    completed_action_id: row.completed_action_id,
    note: row.note,
    office_closed: calendar.officeClosed(row.due_date),
    moon: row.status === 'open' ? calendar.moonNear(row.due_date, lang) : null,
    counted_with: {
      months: row.counted_months,
      days: row.counted_days,
      franc: Boolean(row.counted_franc),
      country: row.counted_country,
      legacy: Boolean(row.counted_legacy),
    },
    counting: counting(row, calendars, lang),
    version: row.version,
    modified_at: row.modified_at,
  };
}

/** What the audit log records for a deadline. */
export const auditableDeadline = (
  row: Pick<
    DeadlineRow,
    'fk_dossier' | 'fk_rule' | 'trigger_action_id' | 'start_date' | 'due_date' | 'status' | 'completed_action_id' | 'note'
  >,
) => ({
  fk_dossier: row.fk_dossier,
  fk_rule: row.fk_rule,
  trigger_action_id: row.trigger_action_id,
  start_date: row.start_date,
  due_date: row.due_date,
  status: row.status,
  completed_action_id: row.completed_action_id,
  note: row.note,
});
