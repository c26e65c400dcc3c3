import type { TFunction } from 'i18next';
import type { ConflictDifference } from '../../../components/conflict-alert';
import { formatDate } from '../../../lib/format';
import type { StageFormValues } from './stage-form-values';

const DATES: readonly (keyof StageFormValues)[] = ['filed_on', 'decision_date', 'notified_on'];

/** Where what someone else saved on a level differs from this form, in words. */
export function stageDifferences(theirs: StageFormValues, mine: StageFormValues, t: TFunction, lang: string): ConflictDifference[] {
  const shown = (field: keyof StageFormValues, value: string | null): string => {
    if (!value) return t('common:states.notSelected');
    if (field === 'kind') return t(`stages:kinds.${value}`);
    if (field === 'status') return t(`stages:statuses.${value}`);
    if (field === 'outcome') return t(`stages:outcomes.${value}`);
    if (DATES.includes(field)) return formatDate(value, lang);
    if (field.startsWith('fk_')) return `#${value}`;
    return value;
  };
  return (Object.keys(theirs) as (keyof StageFormValues)[])
    .filter((field) => field !== 'notification_type_id' && (theirs[field] ?? '') !== (mine[field] ?? ''))
    .map((field) => ({
      field,
      label: field === 'fk_bailiff_party' ? t('parties:roles.bailiff') : t(`stages:fields.${field}`),
      theirs: shown(field, theirs[field]),
      mine: shown(field, mine[field]),
    }));
}
