import { z } from 'zod';
import { auditColumns, idSchema, optionalText, pagedListOf, pageQuery, requiredText, storableString, versionInput } from './common';
import { foldText } from './fold';
import { LIMITS } from './limits';
import { PARTY_LANGUAGES } from './stage';

export const PARTY_KINDS = ['person', 'organisation'] as const;
export type PartyKind = (typeof PARTY_KINDS)[number];

export const PARTY_ROLES = ['client', 'adverse', 'insurer', 'civilly_liable', 'victim', 'bailiff', 'opposing_lawyer', 'other'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

/** Roles that cannot be held by the same person on the office's live dossiers without an explicit confirmation. */
export const OPPOSING_ROLES: Record<PartyRole, readonly PartyRole[]> = {
  client: ['adverse', 'civilly_liable'],
  adverse: ['client'],
  civilly_liable: ['client'],
  insurer: [],
  victim: [],
  bailiff: [],
  opposing_lawyer: [],
  other: [],
};

/** Fewer folded characters than this never match a name: a 2-letter fragment is not a person. */
export const NAME_MATCH_MIN = 3;

/** A national id or company register number as compared: case, spaces and punctuation ignored. */
export const nationalIdKey = (value: string): string => foldText(value).toUpperCase();

const optionalEmail = z
  .union([z.string().trim().max(LIMITS.shortText), z.null()])
  .transform((v) => (v === '' ? null : v))
  .pipe(z.email({ error: 'Enter a valid email address' }).nullable())
  .optional();

export const PARTY_NAME_REQUIRED = 'Name is required';
export const UNKNOWN_ROLE = 'Unknown role';

const partyFields = z.object({
  kind: z.enum(PARTY_KINDS, { error: 'Choose a person or an organisation' }).default('person'),
  name: requiredText(PARTY_NAME_REQUIRED),
  name_ar: optionalText(),
  national_id: optionalText(64),
  phone: optionalText(64),
  email: optionalEmail,
  address: optionalText(LIMITS.mediumText),
  note: optionalText(LIMITS.mediumText),
  /** The language the office writes to the party in (a message prepared for WhatsApp); null: the lawyer's. */
  language: z.enum(PARTY_LANGUAGES, { error: 'Choose French, Arabic or English' }).nullable().optional(),
});
export const partyCreateBody = partyFields;
export type PartyCreateBody = z.infer<typeof partyCreateBody>;
export const partyPatchBody = partyFields.partial().extend({
  kind: z.enum(PARTY_KINDS, { error: 'Choose a person or an organisation' }).optional(),
  version: versionInput,
});
export type PartyPatchBody = z.infer<typeof partyPatchBody>;

const nullableText = z.string().nullable();
export const partySchema = z.object({
  id_party: z.number().int(),
  kind: z.enum(PARTY_KINDS),
  name: z.string(),
  name_ar: nullableText,
  national_id: nullableText,
  phone: nullableText,
  email: nullableText,
  address: nullableText,
  note: nullableText,
  language: z.enum(PARTY_LANGUAGES).nullable(),
  ...auditColumns,
});
export type Party = z.infer<typeof partySchema>;

export const partyListQuery = pageQuery.omit({ sort: true }).extend({
  q: storableString().max(LIMITS.shortText).optional(),
});
export type PartyListQuery = z.infer<typeof partyListQuery>;
export const partyListResponse = pagedListOf(partySchema);

const role = z.enum(PARTY_ROLES, { error: UNKNOWN_ROLE });

/** A dossier as one of its parties sees it. */
export const partyDossierSchema = z.object({
  id_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  role: z.enum(PARTY_ROLES),
  /** Set when the dossier is in the trash (its links stay until it is purged). */
  in_trash: z.boolean(),
});
export type PartyDossier = z.infer<typeof partyDossierSchema>;
export const partyDossiersResponse = z.object({ items: z.array(partyDossierSchema) });

export const dossierPartySchema = z.object({
  id_party: z.number().int(),
  name: z.string(),
  name_ar: nullableText,
  kind: z.enum(PARTY_KINDS),
  national_id: nullableText,
  role: z.enum(PARTY_ROLES),
});
export type DossierParty = z.infer<typeof dossierPartySchema>;
export const dossierPartiesResponse = z.object({ items: z.array(dossierPartySchema), total: z.number().int() });

export const CHOOSE_OR_DESCRIBE_PARTY = 'Choose a party, or describe a new one';

/**
 * Links an existing party (`id_party`), or creates one and links it in one step (`party`, the
 * fields of POST /api/parties): refused for a conflict of interest, the new party is not kept.
 */
export const dossierPartyLinkBody = z
  .object({
    id_party: idSchema.optional(),
    party: partyCreateBody.optional(),
    role,
    confirm_conflict: z.boolean().optional(),
  })
  .refine((body) => (body.id_party === undefined) !== (body.party === undefined), { error: CHOOSE_OR_DESCRIBE_PARTY, path: ['id_party'] });
export type DossierPartyLinkBody = z.infer<typeof dossierPartyLinkBody>;
export const dossierPartyParams = z.object({ id: idSchema, id_party: idSchema });
export const dossierPartyUnlinkQuery = z.object({ role });

/** A dossier where the party holds a role opposed to the one asked for. */
export const conflictSchema = z.object({
  id_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  role: z.enum(PARTY_ROLES),
  id_party: z.number().int(),
  name: z.string(),
});
export type Conflict = z.infer<typeof conflictSchema>;

/** The body of a 409 `conflict_of_interest`. */
export const conflictErrorSchema = z.object({
  error: z.object({ code: z.literal('conflict_of_interest'), message: z.string(), conflicts: z.array(conflictSchema) }),
});

export const conflictCheckQuery = z
  .object({
    name: storableString().max(LIMITS.shortText).optional(),
    national_id: storableString().max(64).optional(),
  })
  .refine((q) => foldText(q.name ?? '').length >= NAME_MATCH_MIN || nationalIdKey(q.national_id ?? '').length > 0, {
    error: 'Enter a name of at least 3 letters or a national id',
    path: ['name'],
  });
export type ConflictCheckQuery = z.infer<typeof conflictCheckQuery>;

export const conflictMatchSchema = z.object({
  id_party: z.number().int(),
  name: z.string(),
  name_ar: nullableText,
  national_id: nullableText,
  /** How it matched: the same national id, the same folded name, or the name contains what was typed. */
  matched: z.enum(['national_id', 'name', 'name_part']),
  dossiers: z.array(z.object({ id_dossier: z.number().int(), ref_dossier_bureau: z.number().int(), role: z.enum(PARTY_ROLES) })),
});
export type ConflictMatch = z.infer<typeof conflictMatchSchema>;
export const conflictCheckResponse = z.object({ items: z.array(conflictMatchSchema), total: z.number().int() });
