import { z } from 'zod';
import { translatedLabelsSchema } from './translated-labels';
import { queryDate, queryMine } from './dossier';
import { dossierSummaryFields } from './dossier-summary';
import { AGENDA_MATCHES, EXPORT_FORMATS, EXPORT_LANGUAGES } from './agenda-constants';

export { AGENDA_MAX_DAYS, AGENDA_MATCHES, EXPORT_FORMATS, EXPORT_LANGUAGES, type AgendaMatch, type ExportFormat, type ExportLanguage } from './agenda-constants';

/** Both bounds inclusive; each defaults to tomorrow in the office time zone. */
export const agendaQuery = z.object({
  from: queryDate,
  to: queryDate,
  /** `1`: only the caller's (assigned to them, or in a dossier they are responsible for). */
  mine: queryMine,
});

export const agendaExportQuery = agendaQuery.extend({
  format: z.enum(EXPORT_FORMATS, { error: 'Choose txt, html, csv or ics' }),
  lang: z.enum(EXPORT_LANGUAGES).default('en'),
});

export const actionAgendaItemSchema = z.object({
  kind: z.literal('action'),
  /**
   * The item's identifier, stable as long as the action and the date it stands for exist:
   * `action-{id_action}-{matched}`. An action is one item per date of it in the range.
   */
  agenda_key: z.string(),
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
  /**
   * Which of the action's dates this item stands for. An action whose date and next date both
   * fall in the range is two items, one on each day (a next date equal to the action's own date
   * is one item, `date_action`).
   */
  matched: z.enum(AGENDA_MATCHES),
  /** The matched date: the day the item appears on. */
  agenda_date: z.string(),
  version: z.number().int(),
  modified_at: z.string(),
  ...dossierSummaryFields,
});
export type ActionAgendaItem = z.infer<typeof actionAgendaItemSchema>;

/** A deadline due on a day of the range (open ones only). */
export const deadlineAgendaItemSchema = z.object({
  kind: z.literal('deadline'),
  /** The item's identifier: `deadline-{id_deadline}`. */
  agenda_key: z.string(),
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
  ...dossierSummaryFields,
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
