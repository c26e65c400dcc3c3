import { z } from 'zod';
import { calendarDate, optionalText } from './common';
import { countryCode, deadlineMoveSchema } from './deadlines';
import { LIMITS } from './limits';

export const CALENDAR_MAX_DAYS = 366;
export const CALENDAR_SOURCES = ['weekend', 'holiday', 'office'] as const;
export type CalendarSource = (typeof CALENDAR_SOURCES)[number];
/**
 * What the office records on a day:
 * - holiday: a public holiday with its official source (an exceptional decree, a feast's official
 *   date); it extends the periods of its country;
 * - office_closed: the office's own closure (its holiday, a strike): shown and flagged, never moves a date;
 * - worked: a holiday of the library that is not one (the feast was on another day);
 * - unsorted: a day the office closed before holidays and closures were told apart, waiting to be
 *   sorted into one of the above; it moves no date meanwhile.
 */
export const CALENDAR_KINDS = ['holiday', 'office_closed', 'worked', 'unsorted'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];
export const CALENDAR_POST_KINDS = ['holiday', 'office_closed', 'worked'] as const;
export const HOLIDAY_STATUSES = ['confirmed', 'predicted'] as const;
export type HolidayStatus = (typeof HOLIDAY_STATUSES)[number];
export const HOLIDAY_SOURCE_REQUIRED = 'Give the official source of this holiday (e.g. the decree or the announcement)';
export const REPLACES_NOT_PREDICTED = 'This day is not a predicted Islamic holiday of that country';
export const REPLACES_TOO_FAR = 'A feast moves by one or two days at most';
export const REPLACES_ONLY_HOLIDAY = 'Only a holiday replaces a predicted one';
export const KIND_REQUIRED = 'Choose holiday, office closed or worked';
export const KIND_AMBIGUOUS = 'Several entries are on this day: say which kind to remove';

const languageField = z.enum(['en', 'fr', 'ar']).default('en');

export const calendarDaysQuery = z.object({
  from: calendarDate,
  to: calendarDate,
  /** The legal calendar shown (weekly rest and holidays); the office's country by default. */
  country: countryCode.optional(),
  /** Language of holiday names; English by default. */
  lang: languageField,
});
export const calendarDayItem = z.object({
  date: z.string(),
  reason: z.string(),
  source: z.enum(CALENDAR_SOURCES),
  /** Predicted: an Islamic holiday not yet confirmed by the office; it extends no period meanwhile. */
  status: z.enum(HOLIDAY_STATUSES),
  /** The country whose calendar the day belongs to; null for the office's own closures. */
  country: z.string().nullable(),
  /** A day the office closed although the law counts it (it is also listed as such). */
  office_closed: z.boolean().optional(),
  /** The shipped correction or weekly rest rests on a secondary source. */
  to_verify: z.boolean().optional(),
});
export type CalendarDayItem = z.infer<typeof calendarDayItem>;
export const calendarEntrySchema = z.object({
  date: z.string(),
  kind: z.enum(CALENDAR_KINDS),
  /** Null for the office's closures (and days not sorted yet). */
  country: z.string().nullable(),
  label: z.string().nullable(),
  source: z.string().nullable(),
  replaces: z.string().nullable(),
  /** Part two's view: true for a worked holiday. */
  working: z.boolean(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;
export const calendarDaysResponse = z.object({
  /** The country whose legal calendar is shown (null: the office names none). */
  country: z.string().nullable(),
  items: z.array(calendarDayItem),
  total: z.number().int(),
  /** The office's own entries in the range (closures, holidays it added, feasts confirmed, worked days). */
  overrides: z.array(calendarEntrySchema),
});
export type CalendarDaysResponse = z.infer<typeof calendarDaysResponse>;

/**
 * A day the office records. Part two's body `{date, working, label}` still works: `working: false`
 * is an office closure, `working: true` a worked holiday.
 */
export const calendarDayFields = z.object({
  date: calendarDate,
  kind: z.enum(CALENDAR_POST_KINDS, { error: KIND_REQUIRED }).optional(),
  working: z.boolean({ error: 'Say whether the day is worked' }).optional(),
  label: optionalText(LIMITS.shortText),
  /** Whose calendar a holiday or a worked day belongs to; the office's country by default. */
  country: countryCode.optional(),
  source: optionalText(LIMITS.mediumText),
  /** The predicted day of an Islamic holiday this official date replaces (that day becomes a working day). */
  replaces: calendarDate.optional(),
});
export const calendarDayBody = calendarDayFields
  .superRefine((body, ctx) => {
    if (body.kind === undefined && body.working === undefined) ctx.addIssue({ code: 'custom', path: ['kind'], message: KIND_REQUIRED });
    const kind = body.kind ?? (body.working ? 'worked' : 'office_closed');
    if (kind === 'holiday' && !body.source) ctx.addIssue({ code: 'custom', path: ['source'], message: HOLIDAY_SOURCE_REQUIRED });
    if (body.replaces && kind !== 'holiday') ctx.addIssue({ code: 'custom', path: ['replaces'], message: REPLACES_ONLY_HOLIDAY });
  })
  .transform((body) => ({
    date: body.date,
    kind: body.kind ?? (body.working ? ('worked' as const) : ('office_closed' as const)),
    label: body.label ?? null,
    country: body.country,
    source: body.source ?? null,
    replaces: body.replaces ?? null,
  }));
export type CalendarDayBody = z.infer<typeof calendarDayBody>;
export const calendarDateParams = z.object({ date: calendarDate });
export const calendarDeleteQuery = z.object({
  country: countryCode.optional(),
  kind: z.enum(CALENDAR_KINDS).optional(),
});
/** The day as stored, and the open deadlines its change moved (`recomputed` is part two's name for `moved`). */
export const calendarDayCreated = calendarEntrySchema.extend({
  recomputed: z.number().int(),
  moved: z.number().int(),
  moves: z.array(deadlineMoveSchema),
});

export const calendarCountrySchema = z.object({
  country: z.string(),
  /** ISO weekdays of the legal weekly rest, Monday = 1 … Sunday = 7. */
  weekly_rest: z.array(z.number().int()),
  source: z.string(),
  to_verify: z.boolean(),
});
export const calendarCountriesResponse = z.object({ items: z.array(calendarCountrySchema) });

/** The Islamic feasts of a country in a range, predicted or as the office confirmed them. */
export const calendarFeastsQuery = z.object({
  from: calendarDate,
  to: calendarDate,
  country: countryCode.optional(),
  lang: languageField,
});
export const calendarFeastSchema = z.object({
  country: z.string(),
  label: z.string(),
  /** The library's (predicted) first day. */
  predicted_date: z.string(),
  /** How many days the feast lasts in that country (the library's day and the shipped corrections). */
  days: z.number().int(),
  status: z.enum(HOLIDAY_STATUSES),
  /** The first day as confirmed by the office (the predicted one, or the day it moved to). */
  official_date: z.string().nullable(),
});
export type CalendarFeast = z.infer<typeof calendarFeastSchema>;
export const calendarFeastsResponse = z.object({ items: z.array(calendarFeastSchema), total: z.number().int() });

/** Before holidays and closures were told apart: the days to sort, and the open deadlines counted the old way. */
export const calendarMigrationResponse = z.object({
  unsorted: z.array(calendarEntrySchema),
  legacy_open: z.number().int(),
});
export const recountResponse = z.object({ moved: z.number().int(), moves: z.array(deadlineMoveSchema) });
