import { z } from 'zod';
import { auditColumns, calendarDate, idSchema, moneyOutput, optionalCalendarDate, optionalMoneyInput, optionalRef, optionalText, pagedListOf, pageQuery, versionInput } from './common';
import { LIMITS } from './limits';

/**
 * The levels of a dossier's path through the courts, in court order: the order the dossier page,
 * the board and the templates list them in.
 */
export const STAGE_KINDS = [
  'police_report',
  'complaint',
  'first_instance',
  'opposition',
  'appeal',
  'cassation',
  'notification',
  'enforcement',
  'other',
] as const;
export type StageKind = (typeof STAGE_KINDS)[number];

export const STAGE_OUTCOMES = ['won', 'lost', 'partly', 'inadmissible', 'dismissed', 'settled', 'withdrawn', 'other'] as const;
export type StageOutcome = (typeof STAGE_OUTCOMES)[number];

export const STAGE_STATUSES = ['open', 'closed'] as const;
export type StageStatus = (typeof STAGE_STATUSES)[number];

/**
 * The dossier's old free-text number field each kind writes (and is written by). A dossier edit
 * of one of these fields, or an action of a type whose effect writes it, updates the level.
 */
export const STAGE_LEGACY_FIELDS = {
  first_instance: 'num_dossier_tribunal',
  appeal: 'num_dossier_tribunal_a',
  cassation: 'num_dossier_tribunal_c',
  notification: 'num_dossier_tribunal_n',
  enforcement: 'num_dossier_tribunal_e',
  police_report: 'num_pv_tribunal',
  complaint: 'num_plainte_tribunal',
} as const satisfies Partial<Record<StageKind, string>>;

/** The old instrument-number fields a level's filing reference writes. */
export const STAGE_LEGACY_FILING_FIELDS = {
  appeal: 'num_instrument_a',
  cassation: 'num_instrument_c',
} as const satisfies Partial<Record<StageKind, string>>;

/** Board filters: judgments not yet notified, appeals and cassations pending, dossiers in enforcement. */
export const STAGE_AWAITING = ['notification', 'appeal', 'enforcement'] as const;
export type StageAwaiting = (typeof STAGE_AWAITING)[number];

/** A hearing's time as the roll prints it: 24-hour `HH:MM`. */
export const HEARING_TIME_MESSAGE = 'Enter a time as HH:MM (24-hour)';
export const hearingTime = z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: HEARING_TIME_MESSAGE });
export const optionalHearingTime = z
  .union([z.literal(''), hearingTime, z.null()])
  .transform((v) => (v === '' ? null : v))
  .optional();

/** A part of a court file number: digits and letters as courts write them (`1201`, `2026`, `5B`). */
const numberPart = optionalText(32);
const optionalId = optionalRef;

const stageFields = {
  fk_tribunal: optionalId,
  file_number: numberPart,
  file_code: numberPart,
  file_year: numberPart,
  file_chamber: numberPart,
  file_section: numberPart,
  /** The number as typed, kept when it cannot be split into parts. */
  file_raw: optionalText(LIMITS.shortText),
  national_number: optionalText(64),
  filing_ref: optionalText(LIMITS.shortText),
  filed_on: optionalCalendarDate,
  judge: optionalText(LIMITS.shortText),
  chamber: optionalText(LIMITS.shortText),
  decision_number: optionalText(64),
  decision_date: optionalCalendarDate,
  outcome: z.enum(STAGE_OUTCOMES, { error: 'Choose an outcome' }).nullable().optional(),
  amount_awarded: optionalMoneyInput,
  fk_bailiff_party: optionalId,
  notified_on: optionalCalendarDate,
  status: z.enum(STAGE_STATUSES, { error: 'Choose open or closed' }).optional(),
  note: optionalText(LIMITS.mediumText),
};

export const stageCreateBody = z.object({
  kind: z.enum(STAGE_KINDS, { error: 'Choose the level' }),
  ...stageFields,
  /**
   * With `notified_on`: the action type of the notification action to add (the office's own
   * choice, remembered in settings when left out).
   */
  notification_type_id: optionalId,
});
export type StageCreateBody = z.infer<typeof stageCreateBody>;

export const stagePatchBody = z.object({
  kind: z.enum(STAGE_KINDS, { error: 'Choose the level' }).optional(),
  ...stageFields,
  notification_type_id: optionalId,
  version: versionInput,
});
export type StagePatchBody = z.infer<typeof stagePatchBody>;

const nullableText = z.string().nullable();
export const stageSchema = z.object({
  id: z.number().int(),
  fk_dossier: z.number().int(),
  kind: z.enum(STAGE_KINDS),
  fk_tribunal: z.number().int().nullable(),
  file_number: nullableText,
  file_code: nullableText,
  file_year: nullableText,
  file_chamber: nullableText,
  file_section: nullableText,
  file_raw: nullableText,
  national_number: nullableText,
  filing_ref: nullableText,
  filed_on: calendarDate.nullable(),
  judge: nullableText,
  chamber: nullableText,
  decision_number: nullableText,
  decision_date: calendarDate.nullable(),
  outcome: z.enum(STAGE_OUTCOMES).nullable(),
  amount_awarded: moneyOutput.nullable(),
  fk_bailiff_party: z.number().int().nullable(),
  notified_on: calendarDate.nullable(),
  status: z.enum(STAGE_STATUSES),
  note: nullableText,
  /** The number as the court writes it: `number/code/year` (four parts at cassation), or as typed. */
  file_number_text: nullableText,
  /** Names to show without a second request. */
  tribunal_name: nullableText.optional(),
  tribunal_name_ar: nullableText.optional(),
  bailiff_name: nullableText.optional(),
  ...auditColumns,
});
export type Stage = z.infer<typeof stageSchema>;

export const stageListResponse = z.object({ items: z.array(stageSchema) });

export const stageBoardQuery = pageQuery.omit({ sort: true }).extend({
  kind: z.enum(STAGE_KINDS).optional(),
  status: z.enum(STAGE_STATUSES).optional(),
  awaiting: z.enum(STAGE_AWAITING).optional(),
  tribunal: idSchema.optional(),
  responsible: idSchema.optional(),
});
export type StageBoardQuery = z.infer<typeof stageBoardQuery>;

export const stageBoardItem = stageSchema.extend({
  ref_dossier_bureau: z.number().int(),
  dossier_label: nullableText,
});
export type StageBoardItem = z.infer<typeof stageBoardItem>;
export const stageBoardResponse = pagedListOf(stageBoardItem);

/** The roll's view of a hearing's level. */
export const rollStageSchema = z.object({ kind: z.enum(STAGE_KINDS), file_number_text: nullableText });

export const PARTY_LANGUAGES = ['fr', 'ar', 'en'] as const;
export type PartyLanguage = (typeof PARTY_LANGUAGES)[number];

export const notifyLinkQuery = z.object({ party: idSchema });
export const notifyLinkResponse = z.object({ url: z.string() });
