import { z } from 'zod';
import { translatedLabelsSchema } from './translated-labels';
import { queryDate } from './dossier';

export const AGENDA_MAX_DAYS = 366;
export const AGENDA_MATCHES = ['date_action', 'date_prochaine'] as const;
export type AgendaMatch = (typeof AGENDA_MATCHES)[number];
export const EXPORT_FORMATS = ['txt', 'html', 'csv', 'ics'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

/** Both bounds inclusive; each defaults to tomorrow in the office time zone. */
export const agendaQuery = z.object({
  from: queryDate,
  to: queryDate,
  /** `1`: only the caller's (assigned to them, or in a dossier they are responsible for). */
  mine: z.enum(['0', '1', '']).optional(),
});

export const agendaExportQuery = agendaQuery.extend({
  format: z.enum(EXPORT_FORMATS, { error: 'Choose txt, html, csv or ics' }),
  lang: z.enum(EXPORT_LANGUAGES).default('en'),
});

export const actionAgendaItemSchema = z.object({
  kind: z.literal('action'),
  id_action: z.number().int(),
  fk_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  date_action: z.string(),
  date_prochaine: z.string().nullable(),
  contenu: z.string().nullable(),
  fk_type_action: z.number().int().nullable(),
  type_libelle: z.string().nullable(),
  /** The type's label in each language, when it has them (shown through `labelIn`). */
  type_labels: translatedLabelsSchema.optional(),
  fk_assignee: z.number().int().nullable(),
  fk_responsible: z.number().int().nullable(),
  /** Which date put the action in the range; `date_action` when both do. */
  matched: z.enum(AGENDA_MATCHES),
  /** The matched date: the day the action appears on. */
  agenda_date: z.string(),
  version: z.number().int(),
  modified_at: z.string(),
});
export type ActionAgendaItem = z.infer<typeof actionAgendaItemSchema>;

/** A deadline due on a day of the range (open ones only). */
export const deadlineAgendaItemSchema = z.object({
  kind: z.literal('deadline'),
  id_deadline: z.number().int(),
  fk_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  rule_id: z.number().int(),
  rule_label: z.string(),
  rule_labels: z.object({ en: z.string().optional(), fr: z.string().optional(), ar: z.string().optional() }),
  legal_reference: z.string().nullable(),
  trigger_action_id: z.number().int(),
  start_date: z.string(),
  due_date: z.string(),
  /** The due date: the day the deadline appears on. */
  agenda_date: z.string(),
  modified_at: z.string(),
  version: z.number().int(),
});
export type DeadlineAgendaItem = z.infer<typeof deadlineAgendaItemSchema>;

export const agendaItemSchema = z.discriminatedUnion('kind', [actionAgendaItemSchema, deadlineAgendaItemSchema]);
export type AgendaItem = z.infer<typeof agendaItemSchema>;

export const agendaResponse = z.object({
  items: z.array(agendaItemSchema),
  total: z.number().int(),
  from: z.string(),
  to: z.string(),
});
export type AgendaResponse = z.infer<typeof agendaResponse>;
