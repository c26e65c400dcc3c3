import { z } from 'zod';
import { dossierSummaryFields } from './dossier-summary';
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
export const DEADLINE_MONTHS_MAX = 120;
export const DEADLINE_DAYS_MAX = 3650;
/** Countries whose presets ship with Cabinet; any ISO code the holiday library knows is accepted in settings. */
export const PRESET_COUNTRIES = ['MA', 'TN', 'DZ', 'FR'] as const;
/** How the starting act was served, where the law gives different periods (Algeria CPCA art. 336). */
export const SERVICE_MODES = ['in_person', 'domicile'] as const;
export type ServiceMode = (typeof SERVICE_MODES)[number];
export const RULE_SERVICE_MODES = ['any', ...SERVICE_MODES] as const;
export type RuleServiceMode = (typeof RULE_SERVICE_MODES)[number];
/** A rule that starts when another rule's deadline ends (`due`) or is met (`done`). */
export const START_AFTER_EVENTS = ['due', 'done'] as const;
export type StartAfterEvent = (typeof START_AFTER_EVENTS)[number];

export const countryCode = z.string().regex(/^[A-Z]{2}$/, { error: 'Enter a two-letter country code (ISO 3166-1), e.g. MA' });
export const LABEL_REQUIRED = 'Label is required';
export const AMOUNT_MESSAGE = `Enter a whole number from 1 to ${DEADLINE_AMOUNT_MAX}`;
export const TRIGGERS_REQUIRED = 'Choose at least one starting action type';
export const MONTHS_MESSAGE = `Enter a whole number of months from 0 to ${DEADLINE_MONTHS_MAX}`;
export const DAYS_MESSAGE = `Enter a whole number of days from 0 to ${DEADLINE_DAYS_MAX}`;
export const LENGTH_REQUIRED = 'Give the length: months, days, or both';
export const VALIDITY_ORDER = 'The end of validity must not be before its start';
export const START_AFTER_SELF = 'A rule cannot start after itself';

/** ISO weekdays, Monday = 1 … Sunday = 7; at least one working day must remain. */
export const weekendDays = z
  .array(z.number().int().min(1).max(7), { error: 'Choose weekend days between 1 (Monday) and 7 (Sunday)' })
  .max(6, { error: 'At least one day of the week must be a working day' })
  .refine((days) => new Set(days).size === days.length, { error: 'A weekend day is listed twice' });

const labelText = optionalText(LIMITS.shortText);
const referenceText = optionalText(LIMITS.mediumText);
const translatedText = z.object({ en: z.string().optional(), fr: z.string().optional(), ar: z.string().optional() });
const startAfterSchema = z.object({ rule_id: z.number().int(), event: z.enum(START_AFTER_EVENTS) });

export const deadlineRuleSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  labels: translatedText,
  trigger_type_ids: z.array(z.number().int()),
  /** The length as part two wrote it: `months` when the rule counts months (its days, if any, are in `days`), else `days`. */
  amount: z.number().int(),
  unit: z.enum(DEADLINE_UNITS),
  /** The length as the law writes it: months first, then days. */
  months: z.number().int(),
  days: z.number().int(),
  franc: z.boolean(),
  legal_reference: z.string().nullable(),
  /** The legal source in each language, as practitioners cite it. */
  legal_references: translatedText,
  country: z.string().nullable(),
  service_mode: z.enum(RULE_SERVICE_MODES),
  start_after: startAfterSchema.nullable(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  active: z.boolean(),
  /** The shipped preset this rule came from (a stable code), or null for the office's own. */
  preset_key: z.string().nullable(),
  ...auditColumns,
});
export type DeadlineRule = z.infer<typeof deadlineRuleSchema>;

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

const ruleFields = {
  label: requiredText(LABEL_REQUIRED),
  labels: z.object({ en: labelText, fr: labelText, ar: labelText }).optional(),
  trigger_type_ids: z
    .array(idSchema, { error: TRIGGERS_REQUIRED })
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'An action type is listed twice' }),
  amount: wholeNumber(AMOUNT_MESSAGE, 1, DEADLINE_AMOUNT_MAX).optional(),
  unit: z.enum(DEADLINE_UNITS, { error: 'Choose days or months' }).optional(),
  months: wholeNumber(MONTHS_MESSAGE, 0, DEADLINE_MONTHS_MAX).optional(),
  days: wholeNumber(DAYS_MESSAGE, 0, DEADLINE_DAYS_MAX).optional(),
  franc: z.boolean().default(false),
  legal_reference: referenceText,
  legal_references: z.object({ en: referenceText, fr: referenceText, ar: referenceText }).optional(),
  country: z.union([countryCode, z.null()]).optional(),
  service_mode: z.enum(RULE_SERVICE_MODES, { error: 'Choose any, in person or at the domicile' }).optional(),
  start_after: z
    .union([z.object({ rule_id: idSchema, event: z.enum(START_AFTER_EVENTS, { error: 'Choose due or done' }) }), z.null()])
    .optional(),
  valid_from: z.union([calendarDate, z.null()]).optional(),
  valid_to: z.union([calendarDate, z.null()]).optional(),
  active: z.boolean().default(true),
};

type LengthInput = { amount?: number; unit?: DeadlineUnit; months?: number; days?: number };
/**
 * The length a body gives, months first then days: `months`/`days` when either is sent, else
 * `amount` + `unit` (part two's form); undefined when the body gives none.
 */
export function lengthOf(body: LengthInput): { months: number; days: number } | undefined {
  if (body.months !== undefined || body.days !== undefined) return { months: body.months ?? 0, days: body.days ?? 0 };
  if (body.amount !== undefined && body.unit !== undefined)
    return body.unit === 'months' ? { months: body.amount, days: 0 } : { months: 0, days: body.amount };
  return undefined;
}

/** The checks a rule's fields need together (on create, every field; on a patch, those sent). */
function checkRule(body: LengthInput & { valid_from?: string | null; valid_to?: string | null }, ctx: z.RefinementCtx, creating: boolean) {
  const length = lengthOf(body);
  if (creating && body.amount !== undefined && body.unit === undefined && body.months === undefined && body.days === undefined)
    ctx.addIssue({ code: 'custom', path: ['unit'], message: 'Choose days or months' });
  if (length && length.months > DEADLINE_MONTHS_MAX) ctx.addIssue({ code: 'custom', path: ['amount'], message: MONTHS_MESSAGE });
  if (length ? length.months + length.days < 1 : creating && body.amount === undefined) {
    const path = body.months !== undefined || body.days !== undefined ? 'days' : 'amount';
    ctx.addIssue({ code: 'custom', path: [path], message: LENGTH_REQUIRED });
  }
  if (body.valid_from && body.valid_to && body.valid_to < body.valid_from)
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: VALIDITY_ORDER });
}

export const deadlineRuleCreateBody = z.object(ruleFields).superRefine((body, ctx) => {
  checkRule(body, ctx, true);
  // A rule starts from logged actions of its types, or after another rule's deadline.
  if (body.trigger_type_ids.length === 0 && !body.start_after)
    ctx.addIssue({ code: 'custom', path: ['trigger_type_ids'], message: TRIGGERS_REQUIRED });
});
export type DeadlineRuleCreateBody = z.infer<typeof deadlineRuleCreateBody>;
export const deadlineRulePatchBody = z
  .object({
    label: ruleFields.label.optional(),
    labels: ruleFields.labels,
    trigger_type_ids: ruleFields.trigger_type_ids.optional(),
    amount: ruleFields.amount,
    unit: ruleFields.unit,
    months: ruleFields.months,
    days: ruleFields.days,
    franc: z.boolean().optional(),
    legal_reference: ruleFields.legal_reference,
    legal_references: ruleFields.legal_references,
    country: ruleFields.country,
    service_mode: ruleFields.service_mode,
    start_after: ruleFields.start_after,
    valid_from: ruleFields.valid_from,
    valid_to: ruleFields.valid_to,
    active: z.boolean().optional(),
    /**
     * When the length, franc, country or service mode changes while the rule has open deadlines:
     * true recounts them now, false leaves them as counted; absent, the change is refused (409).
     */
    recompute: z.boolean().optional(),
    version: versionInput,
  })
  .strict()
  .superRefine((body, ctx) => checkRule(body, ctx, false));
export type DeadlineRulePatchBody = z.infer<typeof deadlineRulePatchBody>;
export const deadlineRuleListResponse = listOf(deadlineRuleSchema);
/** One open deadline whose due date a recount moved. */
export const deadlineMoveSchema = z.object({
  id: z.number().int(),
  fk_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  rule: z.object({ id: z.number().int(), label: z.string(), labels: translatedText }),
  from: z.string(),
  to: z.string(),
});
export type DeadlineMove = z.infer<typeof deadlineMoveSchema>;
/** At most this many moves are listed in an answer; `moved` counts them all. */
export const MOVES_LISTED = 200;

/**
 * A rule saved with `recompute: true`: how many open deadlines moved, and the first of them; and
 * how many were removed because their starting action no longer fits the rule's mode of service
 * or dates of validity.
 */
export const deadlineRuleSaved = deadlineRuleSchema.extend({
  moved: z.number().int().optional(),
  moves: z.array(deadlineMoveSchema).optional(),
  dropped: z.number().int().optional(),
});

/** The rule as a deadline was counted: later edits of the rule do not change it. */
export const countedWithSchema = z.object({
  months: z.number().int(),
  days: z.number().int(),
  franc: z.boolean(),
  /** The calendar the deadline was counted on; null when neither the rule nor the office names a country. */
  country: z.string().nullable(),
  /** Counted on the office's calendar before the law's calendars; kept until the office recounts it. */
  legacy: z.boolean(),
});
export type CountedWith = z.infer<typeof countedWithSchema>;

/** How the due date came about, for the one line a lawyer checks. */
export const countingSchema = z.object({
  /** What the period runs from: the starting action, or another deadline's end or completion. */
  start: z.object({
    kind: z.enum(['action', 'after_due', 'after_done']),
    label: z.string().nullable(),
    labels: translatedText,
  }),
  /** The last day of the period as counted (after the clear day of a délai franc), before any day off. */
  nominal_date: z.string(),
  /** The days off between the nominal date and the due date, each with its reason. */
  skipped: z.array(z.object({ date: z.string(), reason: z.string() })),
  /** False when today's calendar would give another date (a legacy count, or a change not recounted). */
  current: z.boolean(),
});
export type Counting = z.infer<typeof countingSchema>;

export const deadlineSchema = z.object({
  id: z.number().int(),
  fk_dossier: z.number().int(),
  ref_dossier_bureau: z.number().int(),
  rule: z.object({
    id: z.number().int(),
    label: z.string(),
    labels: deadlineRuleSchema.shape.labels,
    legal_reference: z.string().nullable(),
    legal_references: translatedText,
    service_mode: z.enum(RULE_SERVICE_MODES),
  }),
  trigger_action_id: z.number().int(),
  start_date: z.string(),
  due_date: z.string(),
  /** Calendar days from today (office time zone) to the due date; negative when overdue. */
  days_left: z.number().int(),
  status: z.enum(DEADLINE_STATUSES),
  completed_action_id: z.number().int().nullable(),
  note: z.string().nullable(),
  /** The due date is a day the office closed: act the working day before. */
  office_closed: z.boolean(),
  /** A predicted (not yet confirmed) Islamic holiday next to the due date: confirming it may move the date by a day. */
  moon: z.object({ date: z.string(), label: z.string() }).nullable(),
  counted_with: countedWithSchema,
  counting: countingSchema,
  version: z.number().int(),
  modified_at: z.string(),
  // The board's items (GET /api/deadlines) name the dossier's client and tribunal.
  ...z.object(dossierSummaryFields).partial().shape,
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
  /** Language of holiday names in the explanations; English by default. */
  lang: z.enum(['en', 'fr', 'ar']).default('en'),
  sort: querySort(DEADLINE_SORT_FIELDS),
});
export type DeadlineListQuery = z.infer<typeof deadlineListQuery>;
export const deadlineListResponse = pagedListOf(deadlineSchema);
export const dossierDeadlinesResponse = listOf(deadlineSchema);
export const languageQuery = z.object({ lang: z.enum(['en', 'fr', 'ar']).default('en') });

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
