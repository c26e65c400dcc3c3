import {
  STAGE_KINDS,
  STAGE_OUTCOMES,
  STAGE_STATUSES,
  stageCreateBody,
  stagePatchBody,
  type Stage,
  type StageCreateBody,
  type StageKind,
  type StageOutcome,
  type StagePatchBody,
  type StageStatus,
} from '@cabinet/shared';
import { z } from 'zod';

/** The level form as the inputs hold it: text, and ids as the selects hold them. */
export interface StageFormValues {
  kind: StageKind | null;
  status: StageStatus;
  fk_tribunal: string | null;
  file_number: string;
  file_code: string;
  file_year: string;
  file_chamber: string;
  file_section: string;
  file_raw: string;
  national_number: string;
  filing_ref: string;
  filed_on: string;
  judge: string;
  chamber: string;
  decision_number: string;
  decision_date: string;
  outcome: StageOutcome | null;
  amount_awarded: string;
  fk_bailiff_party: string | null;
  notified_on: string;
  /** The action type of the notification action the server adds with a new notification date (empty: the office's usual one). */
  notification_type_id: string | null;
  note: string;
}

/** The kinds whose number has a chamber and a section besides number, code and year. */
export const WITH_CHAMBER_AND_SECTION: readonly StageKind[] = ['cassation'];

export const emptyStageValues = (kind: StageKind | null = null): StageFormValues => ({
  kind,
  status: 'open',
  fk_tribunal: null,
  file_number: '',
  file_code: '',
  file_year: '',
  file_chamber: '',
  file_section: '',
  file_raw: '',
  national_number: '',
  filing_ref: '',
  filed_on: '',
  judge: '',
  chamber: '',
  decision_number: '',
  decision_date: '',
  outcome: null,
  amount_awarded: '',
  fk_bailiff_party: null,
  notified_on: '',
  notification_type_id: null,
  note: '',
});

const idText = (id: number | null) => (id === null ? null : String(id));

export const stageToValues = (stage: Stage): StageFormValues => ({
  kind: stage.kind,
  status: stage.status,
  fk_tribunal: idText(stage.fk_tribunal),
  file_number: stage.file_number ?? '',
  file_code: stage.file_code ?? '',
  file_year: stage.file_year ?? '',
  file_chamber: stage.file_chamber ?? '',
  file_section: stage.file_section ?? '',
  file_raw: stage.file_raw ?? '',
  national_number: stage.national_number ?? '',
  filing_ref: stage.filing_ref ?? '',
  filed_on: stage.filed_on ?? '',
  judge: stage.judge ?? '',
  chamber: stage.chamber ?? '',
  decision_number: stage.decision_number ?? '',
  decision_date: stage.decision_date ?? '',
  outcome: stage.outcome,
  amount_awarded: stage.amount_awarded ?? '',
  fk_bailiff_party: idText(stage.fk_bailiff_party),
  notified_on: stage.notified_on ?? '',
  notification_type_id: null,
  note: stage.note ?? '',
});

const shape = stageCreateBody.shape;
/** The form checked with the contract's own rules and messages (ids are checked as the selects hold them). */
export const stageFormSchema = z.object({
  kind: z.enum(STAGE_KINDS, { error: 'Choose the level' }),
  status: z.enum(STAGE_STATUSES, { error: 'Choose open or closed' }),
  file_number: shape.file_number,
  file_code: shape.file_code,
  file_year: shape.file_year,
  file_chamber: shape.file_chamber,
  file_section: shape.file_section,
  file_raw: shape.file_raw,
  national_number: shape.national_number,
  filing_ref: shape.filing_ref,
  filed_on: shape.filed_on,
  judge: shape.judge,
  chamber: shape.chamber,
  decision_number: shape.decision_number,
  decision_date: shape.decision_date,
  outcome: z.enum(STAGE_OUTCOMES, { error: 'Choose an outcome' }).nullable(),
  amount_awarded: shape.amount_awarded,
  notified_on: shape.notified_on,
  note: shape.note,
});

const toRef = (value: string | null) => (value ? Number(value) : null);

/**
 * Whether saving adds a notification action: a notification date set where there was none, or
 * changed. Only then does the form ask which action type it is.
 */
export const addsNotification = (values: Pick<StageFormValues, 'notified_on'>, saved: Pick<Stage, 'notified_on'> | null) =>
  values.notified_on !== '' && values.notified_on !== (saved?.notified_on ?? '');

function fields(values: StageFormValues, saved: Stage | null) {
  const withChamber = values.kind !== null && WITH_CHAMBER_AND_SECTION.includes(values.kind);
  return {
    kind: values.kind,
    status: values.status,
    fk_tribunal: toRef(values.fk_tribunal),
    file_number: values.file_number,
    file_code: values.file_code,
    file_year: values.file_year,
    // A level that is no longer a cassation keeps no chamber nor section.
    file_chamber: withChamber ? values.file_chamber : null,
    file_section: withChamber ? values.file_section : null,
    file_raw: values.file_raw,
    national_number: values.national_number,
    filing_ref: values.filing_ref,
    filed_on: values.filed_on,
    judge: values.judge,
    chamber: values.chamber,
    decision_number: values.decision_number,
    decision_date: values.decision_date,
    outcome: values.outcome,
    amount_awarded: values.amount_awarded.trim(),
    fk_bailiff_party: toRef(values.fk_bailiff_party),
    notified_on: values.notified_on,
    note: values.note,
    ...(addsNotification(values, saved) && values.notification_type_id ? { notification_type_id: toRef(values.notification_type_id) } : {}),
  };
}

/** The body of POST /api/dossiers/{id}/stages: blank fields are sent as null. */
export const stageCreateBodyOf = (values: StageFormValues): StageCreateBody => stageCreateBody.parse(fields(values, null));

/** The body of PATCH /api/stages/{id}: every field, so a cleared one is cleared on the server. */
export const stagePatchBodyOf = (values: StageFormValues, saved: Stage, version: number): StagePatchBody =>
  stagePatchBody.parse({ ...fields(values, saved), version });
