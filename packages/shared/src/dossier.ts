import { z } from 'zod';
import {
  legacyAuditColumns,
  calendarDate,
  moneyOutput,
  optionalCalendarDate,
  optionalMoneyInput,
  optionalText,
  pagedListOf,
  pageQuery,
  storableString,
  versionInput,
} from './common';
import { DOSSIER_TEXT_FIELDS, type DossierTextField } from './dossier-fields';
import { LIMITS } from './limits';

export const REFERENCE_REQUIRED = 'Reference is required';
export const REGISTRATION_DATE_REQUIRED = 'Registration date is required';
const MAX_INT = 2_147_483_647;

/** An office reference: a positive whole number, also accepted as a digit string from a form. */
export const dossierReference = z
  .union([z.number(), z.string().trim().max(12), z.null()], { error: REFERENCE_REQUIRED })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') {
      ctx.addIssue({ code: 'custom', message: REFERENCE_REQUIRED });
      return z.NEVER;
    }
    const n = typeof v === 'number' ? v : /^\d+$/.test(v) ? Number(v) : NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_INT) {
      ctx.addIssue({ code: 'custom', message: 'Reference must be a positive whole number' });
      return z.NEVER;
    }
    return n;
  });

const registrationDate = z
  .string({ error: REGISTRATION_DATE_REQUIRED })
  .trim()
  .min(1, { error: REGISTRATION_DATE_REQUIRED })
  .pipe(calendarDate);

const textFields = Object.fromEntries(
  DOSSIER_TEXT_FIELDS.map((field) => [field, optionalText(field === 'accusation' ? LIMITS.longText : LIMITS.shortText)]),
) as Record<DossierTextField, ReturnType<typeof optionalText>>;

/** A reference a form may clear: empty string or null both mean "none". */
export const clearableRef = z
  .union([z.number().int().positive().max(MAX_INT), z.literal(''), z.null()])
  .transform((v) => (v === '' ? null : v))
  .optional();

export const dossierCreateBody = z.object({
  ref_dossier_bureau: dossierReference,
  date_inscription_bureau: registrationDate,
  fk_type_affaire_bureau: clearableRef,
  fk_tribunal: clearableRef,
  montant_dette: optionalMoneyInput,
  date_accident: optionalCalendarDate,
  /** The responsible lawyer (an account). */
  fk_responsible: clearableRef,
  ...textFields,
});
export type DossierCreateBody = z.infer<typeof dossierCreateBody>;

/**
 * Any dossier fields; `version` is the one the client read (409 when someone changed it since).
 * `to_review: false` says the office has checked what an import brought in as it was.
 */
export const dossierPatchBody = dossierCreateBody.partial().extend({ to_review: z.boolean().optional(), version: versionInput });
export type DossierPatchBody = z.infer<typeof dossierPatchBody>;

const nullableText = z.string().nullable();
export const dossierSchema = z.object({
  id_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  /** Null only for an old dossier imported without one (`to_review` says so until it is filled in). */
  date_inscription_bureau: nullableText,
  fk_type_affaire_bureau: z.number().int().nullable(),
  type_affaire_bureau_libelle: nullableText,
  fk_tribunal: z.number().int().nullable(),
  tribunal_nom: nullableText,
  /** The tribunal's Arabic name, when it has one (shown in Arabic in its place). */
  tribunal_nom_ar: nullableText,
  montant_dette: moneyOutput.nullable(),
  date_accident: nullableText,
  fk_responsible: z.number().int().nullable(),
  ...(Object.fromEntries(DOSSIER_TEXT_FIELDS.map((field) => [field, nullableText])) as Record<DossierTextField, typeof nullableText>),
  /** Latest date_action of the dossier's actions dated today or before (office time zone), null when it has none. */
  last_action_date: nullableText,
  /** Brought in as it was by an import (a kept duplicate reference, an unknown date, a deleted record's id): its history says what, until the office marks it checked. */
  to_review: z.boolean(),
  ...legacyAuditColumns,
});
export type Dossier = z.infer<typeof dossierSchema>;

/** Columns the dossier list may be sorted by (`-` prefix: descending). */
export const DOSSIER_SORT_FIELDS = [
  'id_dossier',
  'ref_dossier_bureau',
  'date_inscription_bureau',
  'montant_dette',
  'num_police',
  'nom_responsable_civil',
  'matricule_vehicule',
  'date_accident',
  'tribunal_nom',
  'type_affaire_bureau_libelle',
  'last_action_date',
  'created_at',
  'modified_at',
] as const;
export type DossierSortField = (typeof DOSSIER_SORT_FIELDS)[number];

/** Query-string helpers: an empty parameter (`?from=`) means "not given". */
export const queryDate = z
  .union([calendarDate, z.literal('')])
  .transform((v) => (v === '' ? undefined : v))
  .optional();
export const queryId = z
  .union([z.literal(''), z.coerce.number().int().positive().max(MAX_INT)])
  .transform((v) => (v === '' ? undefined : v))
  .optional();
/** `1`: only the caller's own; what that means is said where each list uses it. */
export const queryMine = z.enum(['0', '1', '']).optional();
/** A sort field of the list, `-` first for descending. */
export const querySort = (fields: readonly string[]) =>
  z
    .string()
    .max(64)
    .refine((s) => s === '' || fields.includes(s.replace(/^-/, '')), { error: 'Unknown sort field' })
    .transform((s) => s || undefined)
    .optional();

export const dossierListQuery = pageQuery.extend({
  q: storableString().max(LIMITS.shortText).optional(),
  tribunal: queryId,
  type_affaire_bureau: queryId,
  from: queryDate,
  to: queryDate,
  /** `1`: only dossiers whose responsible lawyer is the caller. */
  mine: queryMine,
  /** `1`: only dossiers an import marked "to review" (`0` or nothing: all). */
  to_review: queryMine.transform((v) => (v === '1' ? ('1' as const) : undefined)).optional(),
  /** `1`: a search (`q`) also finds the dossiers holding a document whose text has every word of it (words of 3 letters or more); never by default. */
  documents: queryMine.transform((v) => (v === '1' ? ('1' as const) : undefined)).optional(),
  sort: querySort(DOSSIER_SORT_FIELDS),
});
export type DossierListQuery = z.infer<typeof dossierListQuery>;
/** A list item also names the dossier's client (the first linked, null when it has none). */
export const dossierListItemSchema = dossierSchema.extend({ client_name: nullableText });
export type DossierListItem = z.infer<typeof dossierListItemSchema>;
export const dossierListResponse = pagedListOf(dossierListItemSchema).extend({
  /** With `documents=1` (and a word of 3 letters or more): the total is counted up to DOCUMENT_SEARCH_COUNT_UP_TO, and `true` says there are more. */
  more: z.boolean().optional(),
});

/** GET /api/dossiers/stale */
export const staleDossierSchema = z.object({
  id_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  nom_responsable_civil: nullableText,
  date_inscription_bureau: nullableText,
  last_action_date: nullableText,
});
export type StaleDossier = z.infer<typeof staleDossierSchema>;
export const staleQuery = pageQuery.omit({ sort: true });
export const staleListResponse = pagedListOf(staleDossierSchema).extend({
  /** Dossiers whose last action is before this date (or that have none) are stale. */
  threshold: z.string(),
});

/** The response of a 204 route, for the API description. */
export const noContent = z.null().describe('No content');
