import { z } from 'zod';
import { auditColumns, idSchema, listOf, optionalRef, requiredText, versionInput } from './common';

/** The languages a template is written in: what its dates, amounts in words and labels are filled in. */
export const TEMPLATE_LANGUAGES = ['fr', 'ar'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** What a template is for: the dossier page offers the matching ones first. */
export const TEMPLATE_PURPOSES = [
  'appeal_request',
  'notification_request',
  'enforcement_request',
  'provision_request',
  'insurer_letter',
  'fee_note',
  'other',
] as const;
export type TemplatePurpose = (typeof TEMPLATE_PURPOSES)[number];

export const TEMPLATE_LIMITS = {
  name: 120,
  /** The .docx as uploaded. */
  maxBytes: 10 * 1024 * 1024,
  /** Entries in its zip: a letter has a dozen, a document with many images a few hundred. */
  maxEntries: 1000,
  /** Every entry unzipped, added up: a bound checked before anything is unzipped whole. */
  maxUncompressedBytes: 64 * 1024 * 1024,
  /** Placeholders named in one template. */
  maxTags: 2000,
} as const;

export const TEMPLATE_NAME_REQUIRED = 'Give the template a name';
export const TEMPLATE_LANGUAGE_REQUIRED = 'Choose French or Arabic';
export const TEMPLATE_PURPOSE_REQUIRED = 'Choose what the template is for';

const templateName = requiredText(TEMPLATE_NAME_REQUIRED, TEMPLATE_LIMITS.name);
const templateLanguage = z.enum(TEMPLATE_LANGUAGES, { error: TEMPLATE_LANGUAGE_REQUIRED });
const templatePurpose = z.enum(TEMPLATE_PURPOSES, { error: TEMPLATE_PURPOSE_REQUIRED });

/** The text fields of the upload form (multipart, beside `file`). */
export const templateUploadFields = z.object({ name: templateName, language: templateLanguage, purpose: templatePurpose });
export type TemplateUploadFields = z.infer<typeof templateUploadFields>;

export const templatePatchBody = z.object({
  name: templateName.optional(),
  language: templateLanguage.optional(),
  purpose: templatePurpose.optional(),
  version: versionInput,
});
export type TemplatePatchBody = z.infer<typeof templatePatchBody>;

export const templateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  language: z.enum(TEMPLATE_LANGUAGES),
  purpose: z.enum(TEMPLATE_PURPOSES),
  /** Shipped with Cabinet for the office to adapt. */
  is_example: z.boolean(),
  filename: z.string(),
  size: z.number().int(),
  /** The placeholders Cabinet fills (a loop's own fields as `loop.field`). */
  placeholders: z.array(z.string()),
  /** Placeholders it does not know: they come out empty until the template is corrected. */
  unknown_placeholders: z.array(z.string()),
  ...auditColumns,
});
export type Template = z.infer<typeof templateSchema>;
export const templateListResponse = listOf(templateSchema);

/** Descriptions in the three languages of the interface. */
const described = z.object({ en: z.string(), fr: z.string(), ar: z.string() });

export const templateFieldSchema = z.object({
  name: z.string(),
  description: described,
  /** As a French template is filled with it. */
  example: z.string(),
  /** As an Arabic template is filled with it. */
  example_ar: z.string(),
  /** A loop (`{#name}…{/name}`): the fields each of its rows has, as `name.field`. */
  loop: z.boolean(),
  group: z.string(),
});
export type TemplateField = z.infer<typeof templateFieldSchema>;
export const templateFieldsResponse = listOf(templateFieldSchema);

export const fromTemplateBody = z.object({
  template_id: idSchema,
  /** The court level whose data fill the `stage_*` placeholders. */
  stage_id: optionalRef,
  /** The fee note whose lines and totals fill the `fee_note_*` placeholders. */
  invoice_id: optionalRef,
});
export type FromTemplateBody = z.infer<typeof fromTemplateBody>;

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
