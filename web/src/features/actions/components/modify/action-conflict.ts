import type { TFunction } from 'i18next';
import type { ConflictDifference } from '../../../../components/conflict-alert';
import { formatMoney } from '../../../../lib/format';
import type { EditActionValues } from '../action-form-values';
import type { ActionOptions } from '../use-action-options';

type Compared =
  | Exclude<keyof EditActionValues, 'effect' | 'dossier_field' | 'expertise'>
  | 'expertise.fk_type_expertise'
  | 'expertise.fk_expert'
  | 'expertise.frais'
  | 'expertise.contenu';

const LABEL_KEYS: Record<Compared, string> = {
  date_action: 'fields.date_action',
  fk_type_action: 'fields.fk_type_action',
  contenu: 'fields.contenu',
  date_prochaine: 'fields.date_prochaine',
  fk_dossier: 'fields.fk_dossier',
  fk_assignee: 'reminders:account.assignee',
  service_mode: 'deadline-law:service.label',
  hearing_time: 'hearings:time',
  room: 'hearings:room',
  fk_stage: 'hearings:level',
  'expertise.fk_type_expertise': 'expertise.type',
  'expertise.fk_expert': 'expertise.expert',
  'expertise.frais': 'expertise.fees',
  'expertise.contenu': 'expertise.content',
};

const read = (values: EditActionValues, field: Compared): string => {
  if (field.startsWith('expertise.'))
    return values.expertise[field.slice('expertise.'.length) as keyof EditActionValues['expertise']] ?? '';
  return (values[field as keyof EditActionValues] as string | null) ?? '';
};

/** Where what someone else saved differs from this form, shown in words (labels, not ids). */
export function actionDifferences(
  theirs: EditActionValues,
  mine: EditActionValues,
  ctx: {
    t: TFunction;
    options: ActionOptions;
    currency: string;
    lang: string;
    dossierLabel: (id: string) => string;
    /** A court level by its id, as the level select names it. */
    stageLabel?: (id: string) => string;
  },
): ConflictDifference[] {
  const { t, options } = ctx;
  const show = (field: Compared, value: string): string => {
    if (!value) return t('common:states.notSelected');
    const find = (list: { value: string; label: string }[]) => list.find((o) => o.value === value)?.label ?? `#${value}`;
    if (field === 'fk_type_action') return find(options.typeOptions);
    if (field === 'expertise.fk_type_expertise') return find(options.expertiseTypeOptions);
    if (field === 'expertise.fk_expert') return find(options.expertOptions);
    if (field === 'expertise.frais') return formatMoney(value, ctx.currency, ctx.lang);
    if (field === 'fk_dossier') return ctx.dossierLabel(value);
    if (field === 'service_mode') return t(`deadline-law:service.${value}`);
    if (field === 'fk_stage') return ctx.stageLabel?.(value) ?? `#${value}`;
    return value;
  };
  return (Object.keys(LABEL_KEYS) as Compared[])
    .filter((field) => read(theirs, field).trim() !== read(mine, field).trim())
    .map((field) => ({
      field,
      label: t(LABEL_KEYS[field]),
      theirs: show(field, read(theirs, field)),
      mine: show(field, read(mine, field)),
    }));
}
