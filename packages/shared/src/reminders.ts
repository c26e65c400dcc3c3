import { z } from 'zod';
import { translatedLabelsSchema } from './translated-labels';
import { pagedListOf, pageQuery } from './common';
import { queryDate, queryMine } from './dossier';
import { PARTY_ROLES } from './party';
import { rollStageSchema } from './stage';

export const calendarFeedResponse = z.object({ url: z.string() });

export const FEED_SCOPES = ['all', 'mine'] as const;
export const calendarFeedQuery = z.object({ scope: z.enum(FEED_SCOPES, { error: 'Choose all or mine' }).optional() });
/** A feed token: 43 base64url characters (32 random bytes). */
export const calendarFeedParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}\.ics$/, { error: 'Not found' }) });

export const MAIL_KINDS = ['digest', 'test'] as const;
export const MAIL_STATUSES = ['sent', 'failed'] as const;
export const mailLogEntrySchema = z.object({
  at: z.string(),
  to: z.string(),
  kind: z.enum(MAIL_KINDS),
  status: z.enum(MAIL_STATUSES),
  error: z.string().nullable(),
});
export type MailLogEntry = z.infer<typeof mailLogEntrySchema>;
export const mailLogQuery = pageQuery.omit({ sort: true });
export const mailLogResponse = pagedListOf(mailLogEntrySchema);

export const digestRunResponse = z.object({ sent: z.number().int(), skipped: z.number().int() });

export const ROLL_FORMATS = ['html', 'pdf', 'json'] as const;
/**
 * The most rows (`rows`) one PDF roll holds (a busy office has tens a day): past it the PDF answers 422
 * `roll_too_large`, and the printable page (which the browser prints or saves as PDF) is the way.
 */
export const ROLL_PDF_MAX_HEARINGS = 500;
export const rollQuery = z.object({
  date: queryDate,
  format: z.enum(ROLL_FORMATS, { error: 'Choose html, pdf or json' }).default('json'),
  lang: z.enum(['en', 'fr', 'ar']).optional(),
  mine: queryMine,
});

export const rollPartySchema = z.object({ role: z.enum(PARTY_ROLES), name: z.string(), name_ar: z.string().nullable() });
export type RollParty = z.infer<typeof rollPartySchema>;

export const rollHearingSchema = z.object({
  id_action: z.number().int(),
  fk_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  num_dossier_tribunal: z.string().nullable(),
  /**
   * The dossier's parties by role (client, adverse party, insurer…), in the order of PARTY_ROLES.
   * A dossier that names its civilly liable party only in `nom_responsable_civil` (as the old
   * system did) has it here with that role.
   */
  parties: z.array(rollPartySchema),
  type_libelle: z.string().nullable(),
  /** The type's label in each language, when it has them (shown through `labelIn`). */
  type_labels: translatedLabelsSchema.optional(),
  contenu: z.string().nullable(),
  /** Who attends: the action's assignee, else the dossier's responsible lawyer. */
  attendee: z.string().nullable(),
  /** The hearing's time (`HH:MM`) and room, when the action says them. */
  hearing_time: z.string().nullable(),
  room: z.string().nullable(),
  /** The level the hearing belongs to (else the dossier's latest open court level): its kind and its number; null when none. */
  stage: rollStageSchema.nullable(),
});
export type RollHearing = z.infer<typeof rollHearingSchema>;
/** The hearings of one court: the level's tribunal, else the dossier's; within it, by time (untimed last). */
export const rollGroupSchema = z.object({
  fk_tribunal: z.number().int().nullable(),
  tribunal_nom: z.string().nullable(),
  /** The tribunal's Arabic name, shown in Arabic (the French name otherwise). */
  tribunal_nom_ar: z.string().nullable(),
  tribunal_ville: z.string().nullable(),
  hearings: z.array(rollHearingSchema),
});
export type RollGroup = z.infer<typeof rollGroupSchema>;
export const rollResponse = z.object({
  date: z.string(),
  groups: z.array(rollGroupSchema),
  /** How many hearings: the dossiers heard that day, however many of their actions fall on it. */
  total: z.number().int(),
  /** How many rows the roll lists, one per action on the day: what bounds a PDF roll (ROLL_PDF_MAX_HEARINGS). */
  rows: z.number().int(),
});
export type RollResponse = z.infer<typeof rollResponse>;

/** Accounts a dossier or action can name (responsible lawyer, who attends). */
export const accountOptionSchema = z.object({ id: z.number().int(), full_name: z.string() });
export const accountOptionsResponse = z.object({ items: z.array(accountOptionSchema) });
