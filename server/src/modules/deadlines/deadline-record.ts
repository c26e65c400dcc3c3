import type { Deadline, DeadlineRule } from '@cabinet/shared';
import { daysBetween } from '../../lib/dates';

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
  trigger_action_id: number;
  start_date: string;
  due_date: string;
  status: Deadline['status'];
  completed_action_id: number | null;
  note: string | null;
  version: number;
  modified_at: string;
}

export const ruleLabels = (row: { label_en: string | null; label_fr: string | null; label_ar: string | null }): DeadlineRule['labels'] => {
  const labels: DeadlineRule['labels'] = {};
  if (row.label_en) labels.en = row.label_en;
  if (row.label_fr) labels.fr = row.label_fr;
  if (row.label_ar) labels.ar = row.label_ar;
  return labels;
};

/** The one mapping of a deadline row to the API; days left counted from today in the office time zone. */
export function toDeadline(row: DeadlineRow, today: string): Deadline {
  return {
    id: row.id,
    fk_dossier: row.fk_dossier,
    ref_dossier_bureau: row.ref_dossier_bureau,
    rule: { id: row.fk_rule, label: row.rule_label, labels: ruleLabels(row), legal_reference: row.legal_reference },
    trigger_action_id: row.trigger_action_id,
    start_date: row.start_date,
    due_date: row.due_date,
    days_left: daysBetween(today, row.due_date),
    status: row.status,
    completed_action_id: row.completed_action_id,
    note: row.note,
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
