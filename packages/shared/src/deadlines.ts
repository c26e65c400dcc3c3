import { z } from 'zod';
import {
  auditColumns,
  calendarDate,
  idSchema,
  listOf,
  optionalText,
  pagedListOf,
  pageQuery,
  requiredText,
  storableString,
  TOO_LONG,
  versionInput,
} from './common';
import { queryDate, queryId, queryMine, querySort } from './dossier';
import { LIMITS } from './limits';

export const DEADLINE_UNITS = ['days', 'months'] as const;
export type DeadlineUnit = (typeof DEADLINE_UNITS)[number];
export const DEADLINE_STATUSES = ['open', 'done', 'waived'] as const;
export type DeadlineStatus = (typeof DEADLINE_STATUSES)[number];
export const DEADLINE_AMOUNT_MAX = 3650;
/** Countries whose presets ship with Cabinet; any ISO code the holiday library knows is accepted in settings. */
export const PRESET_COUNTRIES = ['MA', 'TN', 'DZ', 'FR'] as const;
export const CALENDAR_MAX_DAYS = 366;

export const countryCode = z.string().regex(/^[A-Z]{2}$/, { error: 'Enter a two-letter country code (ISO 3166-1), e.g. MA' });
export const LABEL_REQUIRED = 'Label is required';
export const AMOUNT_MESSAGE = `Enter a whole number from 1 to ${DEADLINE_AMOUNT_MAX}`;
export const TRIGGERS_REQUIRED = 'Choose at least one starting action type';

/** ISO weekdays, Monday = 1 … Sunday = 7; at least one working day must remain. */
export const weekendDays = z
  .array(z.number().int().min(1).max(7), { error: 'Choose weekend days between 1 (Monday) and 7 (Sunday)' })
  .max(6, { error: 'At least one day of the week must be a working day' })
  .refine((days) => new Set(days).size === days.length, { error: 'A weekend day is listed twice' });

const labelText = optionalText(LIMITS.shortText);

export const deadlineRuleSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  labels: z.object({ en: z.string().optional(), fr: z.string().optional(), ar: z.string().optional() }),
  trigger_type_ids: z.array(z.number().int()),
  amount: z.number().int(),
  unit: z.enum(DEADLINE_UNITS),
  franc: z.boolean(),
  legal_reference: z.string().nullable(),
  country: z.string().nullable(),
  active: z.boolean(),
  ...auditColumns,
});
export type DeadlineRule = z.infer<typeof deadlineRuleSchema>;

const ruleFields = {
  label: requiredText(LABEL_REQUIRED),
  labels: z.object({ en: labelText, fr: labelText, ar: labelText }).optional(),
  trigger_type_ids: z
    .array(idSchema, { error: TRIGGERS_REQUIRED })
    .min(1, { error: TRIGGERS_REQUIRED })
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'An action type is listed twice' }),
  amount: z
    .number({ error: AMOUNT_MESSAGE })
    .int({ error: AMOUNT_MESSAGE })
    .min(1, { error: AMOUNT_MESSAGE })
    .max(DEADLINE_AMOUNT_MAX, { error: AMOUNT_MESSAGE }),
  unit: z.enum(DEADLINE_UNITS, { error: 'Choose days or months' }),
  franc: z.boolean().default(false),
  legal_reference: optionalText(LIMITS.mediumText),
  country: z.union([countryCode, z.null()]).optional(),
  active: z.boolean().default(true),
};

export const deadlineRuleCreateBody = z.object(ruleFields);
export type DeadlineRuleCreateBody = z.infer<typeof deadlineRuleCreateBody>;
export const deadlineRulePatchBody = z
  .object({
    label: ruleFields.label.optional(),
    labels: ruleFields.labels,
    trigger_type_ids: ruleFields.trigger_type_ids.optional(),
    amount: ruleFields.amount.optional(),
    unit: ruleFields.unit.optional(),
    franc: z.boolean().optional(),
    legal_reference: ruleFields.legal_reference,
    country: ruleFields.country,
    active: z.boolean().optional(),
    version: versionInput,
  })
  .strict();
export type DeadlineRulePatchBody = z.infer<typeof deadlineRulePatchBody>;
export const deadlineRuleListResponse = listOf(deadlineRuleSchema);

export const CALENDAR_SOURCES = ['weekend', 'holiday', 'office'] as const;
export type CalendarSource = (typeof CALENDAR_SOURCES)[number];

export const calendarDaysQuery = z.object({
  from: calendarDate,
  to: calendarDate,
  /** Language of holiday names; English by default. */
  lang: z.enum(['en', 'fr', 'ar']).default('en'),
});
export const calendarOverrideSchema = z.object({ date: z.string(), working: z.boolean(), label: z.string().nullable() });
export type CalendarOverride = z.infer<typeof calendarOverrideSchema>;
export const calendarDaysResponse = z.object({
  items: z.array(z.object({ date: z.string(), reason: z.string(), source: z.enum(CALENDAR_SOURCES) })),
  total: z.number().int(),
  /** The office's own entries in the range, closed days and worked holidays alike. */
  overrides: z.array(calendarOverrideSchema),
});
export type CalendarDaysResponse = z.infer<typeof calendarDaysResponse>;
export const calendarDayBody = z.object({
  date: calendarDate,
  working: z.boolean({ error: 'Say whether the day is worked' }),
  label: optionalText(LIMITS.shortText),
});
export type CalendarDayBody = z.infer<typeof calendarDayBody>;
export const calendarDateParams = z.object({ date: calendarDate });

export const deadlineSchema = z.object({
  id: z.number().int(),
  fk_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  rule: z.object({
    id: z.number().int(),
    label: z.string(),
    labels: deadlineRuleSchema.shape.labels,
    legal_reference: z.string().nullable(),
  }),
  trigger_action_id: z.number().int(),
  start_date: z.string(),
  due_date: z.string(),
  /** Calendar days from today (office time zone) to the due date; negative when overdue. */
  days_left: z.number().int(),
  status: z.enum(DEADLINE_STATUSES),
  completed_action_id: z.number().int().nullable(),
  note: z.string().nullable(),
  version: z.number().int(),
  modified_at: z.string(),
});
export type Deadline = z.infer<typeof deadlineSchema>;

export const DEADLINE_SORT_FIELDS = ['due_date', 'start_date', 'ref_dossier_bureau', 'id'] as const;
export const deadlineListQuery = pageQuery.extend({
  status: z
    .union([z.enum(DEADLINE_STATUSES), z.literal('')])
    .transform((v) => v || 'open')
    .default('open'),
  due_from: queryDate,
  due_to: queryDate,
  tribunal: queryId,
  type_affaire_bureau: queryId,
  /** 1: only the deadlines of the dossiers the signed-in account is responsible for. */
  mine: queryMine,
  sort: querySort(DEADLINE_SORT_FIELDS),
});
export type DeadlineListQuery = z.infer<typeof deadlineListQuery>;
export const deadlineListResponse = pagedListOf(deadlineSchema);
export const dossierDeadlinesResponse = listOf(deadlineSchema);

export const NOTE_MAX = LIMITS.mediumText;
export const deadlinePatchBody = z
  .object({
    status: z.enum(DEADLINE_STATUSES, { error: 'Choose open, met or set aside' }),
    completed_action_id: z.union([idSchema, z.null()]).optional(),
    note: z.union([storableString().trim().max(NOTE_MAX, { error: TOO_LONG }), z.null()]).optional(),
    version: z.number({ error: 'The version you read is required' }).int().min(1),
  })
  .strict();
export type DeadlinePatchBody = z.infer<typeof deadlinePatchBody>;
export const WAIVE_REASON_REQUIRED = 'Say why the deadline is set aside';
/** The day as stored, and how many open deadlines moved because of it. */
export const calendarDayCreated = calendarOverrideSchema.extend({ recomputed: z.number().int() });
