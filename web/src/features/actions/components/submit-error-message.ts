import { LIMITS } from '@cabinet/shared';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../../lib/format';

interface CheckedValues {
  date_action: string;
  contenu: string;
  dossier_field: string | null;
}

const EXPERTISE_LABELS: Record<string, string> = {
  'expertise.fk_type_expertise': 'expertise.type',
  'expertise.fk_expert': 'expertise.expert',
  'expertise.frais': 'expertise.fees',
  'expertise.contenu': 'expertise.content',
};

/** The hearing's fields, named in their own namespace. */
const HEARING_LABELS: Record<string, string> = { hearing_time: 'hearings:time', room: 'hearings:room', fk_stage: 'hearings:level' };

/** A field of the action form by its label, as the form shows it. */
function labelOf(field: string, values: CheckedValues, t: TFunction): string {
  if (field === 'dossier_field_value') return values.dossier_field ? t(`dossiers:fields.${values.dossier_field}`) : field;
  if (HEARING_LABELS[field]) return t(HEARING_LABELS[field]);
  const key = EXPERTISE_LABELS[field] ?? `fields.${field}`;
  return t(`actions:${key}`, { defaultValue: field });
}

/**
 * The toast after a refused submit, saying what is wrong: a required field left empty, the
 * content too long, or else which fields to check. (A 20 000-character content was told to
 * "fill in the required fields".)
 */
export function submitErrorMessage(errors: Record<string, unknown>, values: CheckedValues, t: TFunction, lang: string): string {
  const emptyRequired = (errors.date_action && !values.date_action.trim()) || (errors.contenu && !values.contenu.trim());
  if (emptyRequired) return t('actions:errors.required');
  if (errors.contenu && values.contenu.length > LIMITS.longText) {
    return t('actions:errors.tooLong', { field: t('actions:fields.contenu'), max: formatNumber(LIMITS.longText, lang) });
  }
  const labels = new Set(Object.keys(errors).map((field) => labelOf(field, values, t)));
  return t('actions:errors.checkFields', { fields: [...labels].join(', ') });
}
