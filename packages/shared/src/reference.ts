import { z } from 'zod';
import { legacyAuditColumns, optionalRef, optionalText, requiredText, versionInput } from './common';
import { ACTION_EFFECTS, DOSSIER_NUMBER_FIELDS } from './dossier-fields';
import { LIMITS } from './limits';
import { translatedLabelsInput, translatedLabelsSchema } from './translated-labels';

export { REFERENCE_RESOURCES, REFERENCE_RESOURCE_NAMES, type ReferenceResource } from './reference-resources';

/** `GET /api/{r}?q=`: filters over the shown values, ignoring case and accents. */
export const referenceListQuery = z.object({ q: z.string().max(LIMITS.shortText).optional() });

const id = z.number().int();
const nullableText = z.string().nullable();

/** Valid email, or empty → null. */
const optionalEmail = z
  .union([z.string().trim().max(LIMITS.shortText), z.null()])
  .transform((v) => (v === '' ? null : v))
  .pipe(z.email({ error: 'Enter a valid email address' }).nullable())
  .optional();

// Experts
const expertFields = z.object({
  nom: requiredText('Name is required'),
  specialite: requiredText('Speciality is required'),
  tel: optionalText(),
  email: optionalEmail,
  adresse: optionalText(LIMITS.mediumText),
  fk_type_expertise: optionalRef,
});
export const expertCreateBody = expertFields;
export const expertPatchBody = expertFields.partial().extend({ version: versionInput });
export const expertSchema = z.object({
  id_expert: id,
  nom: z.string(),
  specialite: z.string(),
  tel: nullableText,
  email: nullableText,
  adresse: nullableText,
  fk_type_expertise: id.nullable(),
  /** The expertise type's label, so lists show a name rather than an id. */
  type_expertise_libelle: nullableText,
  ...legacyAuditColumns,
});
export type Expert = z.infer<typeof expertSchema>;
export type ExpertCreateBody = z.infer<typeof expertCreateBody>;
export type ExpertPatchBody = z.infer<typeof expertPatchBody>;

// Tribunals
const tribunalFields = z.object({
  nom: requiredText('Name is required'),
  ville: requiredText('City is required'),
  adresse: optionalText(LIMITS.mediumText),
  telephone: optionalText(),
});
export const tribunalCreateBody = tribunalFields;
export const tribunalPatchBody = tribunalFields.partial().extend({ version: versionInput });
export const tribunalSchema = z.object({
  id_tribunal: id,
  nom: z.string(),
  ville: z.string(),
  adresse: nullableText,
  telephone: nullableText,
  ...legacyAuditColumns,
});
export type Tribunal = z.infer<typeof tribunalSchema>;
export type TribunalCreateBody = z.infer<typeof tribunalCreateBody>;
export type TribunalPatchBody = z.infer<typeof tribunalPatchBody>;

// The three type lists share label and description.
const typeFields = z.object({
  libelle: requiredText('Label is required'),
  description: optionalText(LIMITS.mediumText),
});
const typeOutput = { libelle: z.string(), description: nullableText, ...legacyAuditColumns };

export const expertiseTypeCreateBody = typeFields;
export const expertiseTypePatchBody = typeFields.partial().extend({ version: versionInput });
export const expertiseTypeSchema = z.object({ id_type_expertise: id, ...typeOutput });
export type ExpertiseType = z.infer<typeof expertiseTypeSchema>;
export type ExpertiseTypeCreateBody = z.infer<typeof expertiseTypeCreateBody>;
export type ExpertiseTypePatchBody = z.infer<typeof expertiseTypePatchBody>;

export const caseTypeCreateBody = typeFields;
export const caseTypePatchBody = typeFields.partial().extend({ version: versionInput });
export const caseTypeSchema = z.object({ id_type_affaire_bureau: id, ...typeOutput });
export type CaseType = z.infer<typeof caseTypeSchema>;
export type CaseTypeCreateBody = z.infer<typeof caseTypeCreateBody>;
export type CaseTypePatchBody = z.infer<typeof caseTypePatchBody>;

// Action types: the effect says what adding such an action does (none, an expertise, or setting a dossier field).
const effect = z.enum(ACTION_EFFECTS, { error: 'Choose an effect' });
const dossierField = z.enum(DOSSIER_NUMBER_FIELDS, { error: 'Choose one of the dossier number fields' }).nullable();

/** The message for `dossier_field` when it does not fit the effect, or null when it does. */
export function dossierFieldIssue(effectValue: string, dossierFieldValue: string | null): string | null {
  const fillsField = effectValue === 'dossier_field';
  if (fillsField && !dossierFieldValue) return 'Choose the dossier field this action type fills';
  if (!fillsField && dossierFieldValue) return 'Only an action type with the dossier field effect names a dossier field';
  return null;
}

/** `labels`: the type's name in each interface language; `libelle` stays the office's own label. */
const actionTypeFields = typeFields.extend({ effect, dossier_field: dossierField, labels: translatedLabelsInput });
export const actionTypeCreateBody = actionTypeFields
  .extend({ effect: effect.default('none'), dossier_field: dossierField.default(null), labels: translatedLabelsInput.default({}) })
  .superRefine((value, ctx) => {
    const message = dossierFieldIssue(value.effect, value.dossier_field);
    if (message) ctx.addIssue({ code: 'custom', path: ['dossier_field'], message });
  });
/** Partial: the pair is checked here when both are sent, and by the server against the stored record otherwise. */
export const actionTypePatchBody = actionTypeFields
  .partial()
  .extend({ version: versionInput })
  .superRefine((value, ctx) => {
    if (value.effect === undefined || value.dossier_field === undefined) return;
    const message = dossierFieldIssue(value.effect, value.dossier_field);
    if (message) ctx.addIssue({ code: 'custom', path: ['dossier_field'], message });
  });
export const actionTypeSchema = z.object({
  id_type_action: id,
  ...typeOutput,
  effect: z.enum(ACTION_EFFECTS),
  dossier_field: z.enum(DOSSIER_NUMBER_FIELDS).nullable(),
  /** Always sent by the server; optional so records written before it still parse. */
  labels: translatedLabelsSchema.optional(),
});
export type ActionType = z.infer<typeof actionTypeSchema>;
export type ActionTypeCreateBody = z.infer<typeof actionTypeCreateBody>;
export type ActionTypePatchBody = z.infer<typeof actionTypePatchBody>;

/** What can use a reference record: dossiers, actions, deadline rules, experts, expertises. */
export const REFERENCE_USAGE_ENTITIES = ['dossier', 'action', 'deadline_rule', 'expert', 'expertise'] as const;
export type ReferenceUsageEntity = (typeof REFERENCE_USAGE_ENTITIES)[number];

/** One kind of record that uses a reference record: how many (trashed rows included in `total`), how many are in the trash. */
export const referenceUsageSchema = z.object({ entity: z.enum(REFERENCE_USAGE_ENTITIES), total: z.number().int(), trashed: z.number().int() });
export type ReferenceUsage = z.infer<typeof referenceUsageSchema>;

/**
 * Where a record is used: the answer of `GET /api/{r}/{id}/usages`, said before deleting it, and
 * the `usages` of the 409 `in_use` that refuses the delete.
 */
export const referenceUsagesSchema = z.object({ usages: z.array(referenceUsageSchema) });
export type ReferenceUsages = z.infer<typeof referenceUsagesSchema>;
