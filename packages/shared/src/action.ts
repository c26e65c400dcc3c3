import { z } from 'zod';
import { translatedLabelsSchema } from './translated-labels';
import { legacyAuditColumns, calendarDate, listOf, moneyOutput, optionalCalendarDate, optionalMoneyInput, optionalText, versionInput } from './common';
import { clearableRef, dossierSchema } from './dossier';
import { SERVICE_MODES } from './deadlines';
import { ACTION_EFFECTS } from './dossier-fields';
import { LIMITS } from './limits';
import { optionalHearingTime } from './stage';

/** The seed's message for a missing action date or content. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in required fields.';

const requiredDate = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  .trim()
  .min(1, { error: REQUIRED_FIELDS_MESSAGE })
  .pipe(calendarDate);

export const expertiseInput = z.object({
  fk_type_expertise: clearableRef,
  fk_expert: clearableRef,
  frais: optionalMoneyInput,
  contenu: optionalText(LIMITS.longText),
});
export type ExpertiseInput = z.infer<typeof expertiseInput>;

/** A hearing's room as the court posts it ("Salle 3", «القاعة 2»). */
export const ROOM_MAX = 100;

/** A hearing's time, its room and the court level it belongs to (a level of the same dossier). */
const hearingFields = {
  hearing_time: optionalHearingTime,
  room: optionalText(ROOM_MAX),
  fk_stage: clearableRef,
};

/** How a notification was served, where the law gives different periods; null when not said. */
const serviceModeInput = z.enum(SERVICE_MODES, { error: 'Choose in person or at the domicile' }).nullable().optional();

export const actionCreateBody = z.object({
  date_action: requiredDate,
  fk_type_action: clearableRef,
  /** Required unless the type's effect is `expertise` (checked by the server, which knows the type). */
  contenu: optionalText(LIMITS.longText),
  date_prochaine: optionalCalendarDate,
  /** Who attends (an account). */
  fk_assignee: clearableRef,
  /** Saved only when the type's effect is `expertise`. */
  expertise: expertiseInput.nullable().optional(),
  /** For a type whose effect is `dossier_field`: when not empty, the dossier's field is set to it. */
  dossier_field_value: optionalText(LIMITS.shortText),
  service_mode: serviceModeInput,
  ...hearingFields,
});
export type ActionCreateBody = z.infer<typeof actionCreateBody>;

export const actionPatchBody = z.object({
  contenu: optionalText(LIMITS.longText),
  date_action: requiredDate.optional(),
  date_prochaine: optionalCalendarDate,
  fk_dossier: z.number({ error: 'Choose a dossier' }).int().positive().max(2_147_483_647).optional(),
  fk_type_action: clearableRef,
  fk_assignee: clearableRef,
  expertise: expertiseInput.nullable().optional(),
  service_mode: serviceModeInput,
  ...hearingFields,
  version: versionInput,
});
export type ActionPatchBody = z.infer<typeof actionPatchBody>;

export const expertiseSchema = z.object({
  id_expertise: z.number().int(),
  fk_type_expertise: z.number().int().nullable(),
  type_expertise_libelle: z.string().nullable(),
  fk_expert: z.number().int().nullable(),
  expert_nom: z.string().nullable(),
  frais: moneyOutput.nullable(),
  contenu: z.string().nullable(),
});
export type Expertise = z.infer<typeof expertiseSchema>;

export const actionSchema = z.object({
  id_action: z.number().int(),
  fk_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  date_action: z.string(),
  date_prochaine: z.string().nullable(),
  fk_type_action: z.number().int().nullable(),
  type_libelle: z.string().nullable(),
  /** The type's label in each language, when it has them (shown through `labelIn`). */
  type_labels: translatedLabelsSchema.optional(),
  /** The type's effect; null when the action has no type. */
  type_effect: z.enum(ACTION_EFFECTS).nullable(),
  type_dossier_field: z.string().nullable(),
  contenu: z.string().nullable(),
  fk_assignee: z.number().int().nullable(),
  service_mode: z.enum(SERVICE_MODES).nullable(),
  /** A hearing's time, `HH:MM`. */
  hearing_time: z.string().nullable(),
  room: z.string().nullable(),
  fk_stage: z.number().int().nullable(),
  expertise: expertiseSchema.nullable(),
  ...legacyAuditColumns,
});
export type Action = z.infer<typeof actionSchema>;

export const actionListResponse = listOf(actionSchema);
export const actionCreatedResponse = z.object({ action: actionSchema, dossier: dossierSchema });
