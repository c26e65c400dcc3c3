import type { DeadlineRule, RuleServiceMode, StartAfterEvent } from '@cabinet/shared';

/** The deadline rule form's values: ids as text, as the selects hold them. */
export interface RuleFormValues {
  label: string;
  label_en: string;
  label_fr: string;
  label_ar: string;
  trigger_type_ids: string[];
  months: number | string;
  days: number | string;
  franc: boolean;
  legal_reference: string;
  legal_reference_en: string;
  legal_reference_fr: string;
  legal_reference_ar: string;
  country: string | null;
  service_mode: RuleServiceMode;
  start_after_rule: string | null;
  start_after_event: StartAfterEvent;
  valid_from: string;
  valid_to: string;
  active: boolean;
}

/** What a new rule starts from: the record the form saves without a version to check. */
export const NEW_RULE: DeadlineRule = {
  id: 0,
  label: '',
  labels: {},
  trigger_type_ids: [],
  amount: 30,
  unit: 'days',
  months: 0,
  days: 30,
  franc: false,
  legal_reference: null,
  legal_references: {},
  country: null,
  service_mode: 'any',
  start_after: null,
  valid_from: null,
  valid_to: null,
  active: true,
  preset_key: null,
  created_at: '',
  created_by: null,
  modified_at: '',
  modified_by: null,
  version: 0,
};

/** The form's values for a rule (a new one by default). */
export const fromRule = (rule: DeadlineRule = NEW_RULE): RuleFormValues => ({
  label: rule.label,
  label_en: rule.labels.en ?? '',
  label_fr: rule.labels.fr ?? '',
  label_ar: rule.labels.ar ?? '',
  trigger_type_ids: rule.trigger_type_ids.map(String),
  months: rule.months,
  days: rule.days,
  franc: rule.franc,
  legal_reference: rule.legal_reference ?? '',
  legal_reference_en: rule.legal_references.en ?? '',
  legal_reference_fr: rule.legal_references.fr ?? '',
  legal_reference_ar: rule.legal_references.ar ?? '',
  country: rule.country,
  service_mode: rule.service_mode,
  start_after_rule: rule.start_after ? String(rule.start_after.rule_id) : null,
  start_after_event: rule.start_after?.event ?? 'due',
  valid_from: rule.valid_from ?? '',
  valid_to: rule.valid_to ?? '',
  active: rule.active,
});

const whole = (value: number | string) => (typeof value === 'number' ? value : value === '' ? 0 : Number.NaN);

/** The body the API takes for the form's values. */
export const toBody = (v: RuleFormValues) => ({
  label: v.label,
  labels: { en: v.label_en, fr: v.label_fr, ar: v.label_ar },
  trigger_type_ids: v.start_after_rule ? [] : v.trigger_type_ids.map(Number),
  months: whole(v.months),
  days: whole(v.days),
  franc: v.franc,
  legal_reference: v.legal_reference,
  legal_references: { en: v.legal_reference_en, fr: v.legal_reference_fr, ar: v.legal_reference_ar },
  country: v.country,
  service_mode: v.service_mode,
  start_after: v.start_after_rule ? { rule_id: Number(v.start_after_rule), event: v.start_after_event } : null,
  valid_from: v.valid_from || null,
  valid_to: v.valid_to || null,
  active: v.active,
});
