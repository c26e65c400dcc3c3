import type { TFunction } from 'i18next';
import type { ConflictDifference } from '../../../components/conflict-alert';
import type { RuleFormValues } from './rule-form-values';

type Compared = keyof RuleFormValues;

const LABEL_KEYS: Record<Compared, string> = {
  label: 'rules.label',
  label_en: 'rules.labelEn',
  label_fr: 'rules.labelFr',
  label_ar: 'rules.labelAr',
  trigger_type_ids: 'rules.triggers',
  months: 'deadline-law:rule.months',
  days: 'deadline-law:rule.days',
  franc: 'rules.franc',
  legal_reference: 'rules.legalReference',
  legal_reference_en: 'deadline-law:rule.legalEn',
  legal_reference_fr: 'deadline-law:rule.legalFr',
  legal_reference_ar: 'deadline-law:rule.legalAr',
  country: 'rules.country',
  service_mode: 'deadline-law:rule.serviceMode',
  start_after_rule: 'deadline-law:rule.startAfter',
  start_after_event: 'deadline-law:rule.event',
  valid_from: 'deadline-law:rule.validFrom',
  valid_to: 'deadline-law:rule.validTo',
  active: 'rules.active',
};

/** Where what another administrator saved differs from this form, shown in words (type names, not ids). */
export function ruleDifferences(
  theirs: RuleFormValues,
  mine: RuleFormValues,
  ctx: { t: TFunction; types: { value: string; label: string }[]; rules?: { value: string; label: string }[] },
): ConflictDifference[] {
  const { t } = ctx;
  const show = (field: Compared, value: RuleFormValues[Compared]): string => {
    if (typeof value === 'boolean') return t(value ? 'conflict.yes' : 'conflict.no');
    if (field === 'trigger_type_ids')
      return (value as string[]).map((id) => ctx.types.find((o) => o.value === id)?.label ?? `#${id}`).join(', ');
    if (field === 'service_mode') return t(`deadline-law:service.${value === 'any' ? 'any' : String(value)}`);
    if (field === 'start_after_event') return t(`deadline-law:rule.event_${String(value)}`);
    if (field === 'start_after_rule')
      return value ? (ctx.rules?.find((o) => o.value === value)?.label ?? `#${String(value)}`) : t('deadline-law:rule.startAfterNone');
    if (field === 'country') return value ? t(`settings.countries.${String(value)}`) : t('rules.noCountry');
    return value === '' || value === null ? t('common:states.notSelected') : String(value);
  };
  const same = (a: RuleFormValues[Compared], b: RuleFormValues[Compared]) =>
    Array.isArray(a) && Array.isArray(b) ? [...a].sort().join() === [...b].sort().join() : String(a) === String(b);
  return (Object.keys(LABEL_KEYS) as Compared[])
    .filter((field) => !same(theirs[field], mine[field]))
    .map((field) => ({ field, label: t(LABEL_KEYS[field]), theirs: show(field, theirs[field]), mine: show(field, mine[field]) }));
}
