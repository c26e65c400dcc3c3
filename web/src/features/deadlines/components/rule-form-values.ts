import type { DeadlineRule } from '@cabinet/shared';

/** The deadline rule form's values: the starting types' ids as text, as the select holds them. */
export interface RuleFormValues {
  label: string;
  label_en: string;
  label_fr: string;
  label_ar: string;
  trigger_type_ids: string[];
  amount: number | string;
  unit: 'days' | 'months';
  franc: boolean;
  legal_reference: string;
  country: string | null;
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
  franc: false,
  legal_reference: null,
  country: null,
  active: true,
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
  amount: rule.amount,
  unit: rule.unit,
  franc: rule.franc,
  legal_reference: rule.legal_reference ?? '',
  country: rule.country,
  active: rule.active,
});
