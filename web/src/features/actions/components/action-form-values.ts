import {
  actionCreateBody,
  actionPatchBody,
  ACTION_EFFECTS,
  LIMITS,
  optionalCalendarDate,
  optionalHearingTime,
  optionalText,
  optionalMoneyInput,
  REQUIRED_FIELDS_MESSAGE,
  type Action,
  type ActionCreateBody,
  type ActionEffect,
  type ActionPatchBody,
  type ActionType,
  type DossierNumberField,
  type ExpertiseInput,
  type ServiceMode,
} from '@cabinet/shared';
import { z } from 'zod';
import { normalizeHearingTime, type HearingFields } from '../../../lib/hearing';

export interface ExpertiseFormValues {
  fk_type_expertise: string | null;
  fk_expert: string | null;
  frais: string;
  contenu: string;
}

/** The chosen type's effect and field, copied from the type's data when it is chosen. */
export interface TypeEffect {
  effect: ActionEffect;
  dossier_field: DossierNumberField | null;
}

export const emptyExpertise = (): ExpertiseFormValues => ({ fk_type_expertise: null, fk_expert: null, frais: '', contenu: '' });

export function effectOf(type: Pick<ActionType, 'effect' | 'dossier_field'> | undefined): TypeEffect {
  return { effect: type?.effect ?? 'none', dossier_field: type?.effect === 'dossier_field' ? (type.dossier_field ?? null) : null };
}

const expertiseFormSchema = z.object({
  fk_type_expertise: z.string().nullable(),
  fk_expert: z.string().nullable(),
  frais: optionalMoneyInput,
  contenu: z.string().max(LIMITS.longText),
});

/** A hearing's time (24-hour `HH:MM`), its room, and the court level the action belongs to. */
export interface HearingFormValues {
  hearing_time: string;
  room: string;
  /** A level of the action's dossier, as the select holds its id. */
  fk_stage: string | null;
}

export const emptyHearing = (): HearingFormValues => ({ hearing_time: '', room: '', fk_stage: null });

/** Fields common to both action forms. */
const actionFormSchema = z.object({
  date_action: actionCreateBody.shape.date_action,
  date_prochaine: optionalCalendarDate,
  contenu: z.string().max(LIMITS.longText),
  effect: z.enum(ACTION_EFFECTS),
  expertise: expertiseFormSchema,
  // "930" or "9h30" typed and submitted with Enter (the field tidies it only on leaving it).
  hearing_time: z.preprocess((value) => (typeof value === 'string' ? normalizeHearingTime(value) : value), optionalHearingTime),
  room: optionalText(LIMITS.shortText),
});

/** The hearing's fields as the API takes them: a time as typed tidied to `HH:MM`, blanks as null. */
export function hearingBody(values: HearingFormValues): Required<HearingFields> {
  const time = normalizeHearingTime(values.hearing_time);
  return {
    hearing_time: time === '' ? null : time,
    room: values.room.trim() || null,
    fk_stage: toRef(values.fk_stage),
  };
}

export function hearingToForm(action: Action & HearingFields): HearingFormValues {
  return {
    hearing_time: action.hearing_time ?? '',
    room: action.room ?? '',
    fk_stage: action.fk_stage == null ? null : String(action.fk_stage),
  };
}

/** Content is required unless the chosen type's effect is expertise (the expert's report is the content then); checked beside the schema so both messages show at once. */
export function contentIssue(values: { effect: ActionEffect; contenu: string }): Record<string, string> {
  return values.effect !== 'expertise' && !values.contenu.trim() ? { contenu: REQUIRED_FIELDS_MESSAGE } : {};
}

const toRef = (value: string | null) => (value ? Number(value) : null);

export function expertiseBody(values: ExpertiseFormValues): ExpertiseInput {
  return {
    fk_type_expertise: toRef(values.fk_type_expertise),
    fk_expert: toRef(values.fk_expert),
    frais: values.frais.trim() || null,
    contenu: values.contenu.trim() || null,
  };
}

export function expertiseToForm(action: Action): ExpertiseFormValues {
  const e = action.expertise;
  if (!e) return emptyExpertise();
  return {
    fk_type_expertise: e.fk_type_expertise === null ? null : String(e.fk_type_expertise),
    fk_expert: e.fk_expert === null ? null : String(e.fk_expert),
    frais: e.frais ?? '',
    contenu: e.contenu ?? '',
  };
}

/** The add-action form. */
export interface AddActionValues extends TypeEffect, HearingFormValues {
  date_action: string;
  fk_type_action: string | null;
  contenu: string;
  date_prochaine: string;
  dossier_field_value: string;
  /** Who attends: an account id as the select holds it. */
  fk_assignee: string | null;
  /** How a notification was served (null: not said). */
  service_mode: ServiceMode | null;
  expertise: ExpertiseFormValues;
}

export const emptyAddAction = (): AddActionValues => ({
  date_action: '',
  fk_type_action: null,
  contenu: '',
  date_prochaine: '',
  dossier_field_value: '',
  fk_assignee: null,
  service_mode: null,
  expertise: emptyExpertise(),
  effect: 'none',
  dossier_field: null,
  ...emptyHearing(),
});

export const addActionSchema = actionFormSchema.extend({ dossier_field_value: z.string().trim().max(LIMITS.shortText) });

export function addActionBody(values: AddActionValues): ActionCreateBody & HearingFields {
  const body = actionCreateBody.parse({
    date_action: values.date_action,
    fk_type_action: toRef(values.fk_type_action),
    contenu: values.contenu.trim() || null,
    date_prochaine: values.date_prochaine || null,
    fk_assignee: toRef(values.fk_assignee),
    service_mode: values.service_mode,
    expertise: values.effect === 'expertise' ? expertiseBody(values.expertise) : undefined,
    dossier_field_value: values.effect === 'dossier_field' ? values.dossier_field_value : undefined,
  });
  return { ...body, ...hearingBody(values) };
}

/** The action edit form. */
export interface EditActionValues extends TypeEffect, HearingFormValues {
  date_action: string;
  date_prochaine: string;
  contenu: string;
  fk_dossier: string | null;
  fk_type_action: string | null;
  fk_assignee: string | null;
  service_mode: ServiceMode | null;
  expertise: ExpertiseFormValues;
}

export const editActionSchema = actionFormSchema.extend({
  fk_dossier: z.string({ error: 'Choose a dossier' }).min(1, { error: 'Choose a dossier' }),
});

export function actionToForm(action: Action & HearingFields): EditActionValues {
  return {
    ...hearingToForm(action),
    date_action: action.date_action,
    date_prochaine: action.date_prochaine ?? '',
    contenu: action.contenu ?? '',
    fk_dossier: String(action.fk_dossier),
    fk_type_action: action.fk_type_action === null ? null : String(action.fk_type_action),
    fk_assignee: action.fk_assignee === null ? null : String(action.fk_assignee),
    service_mode: action.service_mode ?? null,
    expertise: expertiseToForm(action),
    effect: action.type_effect ?? 'none',
    dossier_field: (action.type_dossier_field as DossierNumberField | null) ?? null,
  };
}

/** Empty dates and references are sent as null: clearing a field clears it on the server. */
export function editActionBody(values: EditActionValues, version: number): ActionPatchBody & HearingFields {
  const body = actionPatchBody.parse({
    contenu: values.contenu.trim() || null,
    date_action: values.date_action,
    date_prochaine: values.date_prochaine || null,
    fk_dossier: Number(values.fk_dossier),
    fk_type_action: toRef(values.fk_type_action),
    fk_assignee: toRef(values.fk_assignee),
    service_mode: values.service_mode,
    expertise: values.effect === 'expertise' ? expertiseBody(values.expertise) : undefined,
    version,
  });
  return { ...body, ...hearingBody(values) };
}
