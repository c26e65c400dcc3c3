import { z } from 'zod';
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

export const agendaItemSchema = z.object({
  id_action: z.number().int(),
  fk_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  date_action: z.string(),
  date_prochaine: z.string().nullable(),
  contenu: z.string().nullable(),
  fk_type_action: z.number().int().nullable(),
  type_libelle: z.string().nullable(),
  fk_assignee: z.number().int().nullable(),
  fk_responsible: z.number().int().nullable(),
  /** Which date put the action in the range; `date_action` when both do. */
  matched: z.enum(AGENDA_MATCHES),
  /** The matched date: the day the action appears on. */
  agenda_date: z.string(),
});
export type AgendaItem = z.infer<typeof agendaItemSchema>;

export const agendaResponse = z.object({
  items: z.array(agendaItemSchema),
  total: z.number().int(),
  from: z.string(),
  to: z.string(),
});
export type AgendaResponse = z.infer<typeof agendaResponse>;
