import { z } from 'zod';
import { CALENDAR_DATE_MAX, CALENDAR_DATE_MIN } from './calendar-dates';
import { LIMITS } from './limits';

const DATE_MESSAGE = 'Enter a valid date (YYYY-MM-DD)';
export const DATE_RANGE_MESSAGE = `Enter a date between ${CALENDAR_DATE_MIN.slice(0, 4)} and ${CALENDAR_DATE_MAX.slice(0, 4)}`;
/**
 * A calendar date, `YYYY-MM-DD`, never shifted by a time zone, within the years Cabinet keeps:
 * every date the API accepts (bodies, query strings, paths) is one of these, so no period counted
 * from it can run past year 9999.
 */
export const calendarDate = z.iso
  .date({ error: DATE_MESSAGE, abort: true })
  .refine((v) => v >= CALENDAR_DATE_MIN && v <= CALENDAR_DATE_MAX, { error: DATE_RANGE_MESSAGE });

export const UNSTORABLE_TEXT_MESSAGE = 'Remove the invalid characters (such as NUL) from this text';
const LONE_SURROGATE = /\p{Cs}/u;
/** False for text a database cannot keep as sent: NUL (PostgreSQL refuses it) or a lone UTF-16 surrogate (not UTF-8; it would come back as U+FFFD). */
export const isStorableText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);
/** A string that is stored and read back exactly: every free-text field starts from this. */
export const storableString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE });

/** Optional calendar date: an empty string or null means "no date". */
export const optionalCalendarDate = z
  .union([calendarDate, z.literal(''), z.null()])
  .transform((v) => (v === '' ? null : v))
  .optional();

export const NEGATIVE_AMOUNT = 'An amount cannot be negative';

/** An amount as typed, checked: a decimal with at most two places, never negative (a debt, a fee). */
function checkAmount(v: number | string, ctx: z.RefinementCtx): string {
  const text = typeof v === 'number' ? String(v) : v;
  if (/^-\d+(\.\d*)?$/.test(text) && Number(text) !== 0) {
    ctx.addIssue({ code: 'custom', message: NEGATIVE_AMOUNT });
    return z.NEVER;
  }
  if (!/^-?\d+(\.\d{1,2})?$/.test(text) || Math.abs(Number(text)) > LIMITS.moneyMax) {
    ctx.addIssue({ code: 'custom', message: 'Enter an amount with at most two decimals' });
    return z.NEVER;
  }
  return text;
}

/** Money in: a number or a decimal string. Out: a string with two places. */
export const moneyInput = z.union([z.number(), z.string().trim().max(20)]).transform(checkAmount);
/** One union of what may arrive, then one check, so the amount's own message reaches the form (not "Invalid input"). */
export const optionalMoneyInput = z
  .union([z.literal(''), z.null(), z.number(), z.string().trim().max(20)])
  .transform((v, ctx) => (v === '' || v === null ? null : checkAmount(v, ctx)))
  .optional();
export const moneyOutput = z.string().regex(/^-?\d+\.\d{2}$/);

/** One message for every length limit, so it can be translated (the limits are generous). */
export const TOO_LONG = 'This text is too long';

export const shortText = (max: number = LIMITS.shortText) => storableString().trim().max(max, { error: TOO_LONG });
export const requiredText = (message: string, max: number = LIMITS.shortText) =>
  storableString({ error: message }).trim().min(1, { error: message }).max(max, { error: TOO_LONG });
/** Optional text: empty or blank becomes null. */
export const optionalText = (max: number = LIMITS.shortText) =>
  z
    .union([storableString().trim().max(max, { error: TOO_LONG }), z.null()])
    .transform((v) => (v === '' ? null : v))
    .optional();

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: idSchema });
/** An optional reference to another record: empty means none. */
export const optionalRef = z.union([z.number().int().positive().max(2_147_483_647), z.null()]).optional();

export const timestamp = z.string();

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
  sort: z.string().max(64).optional(),
});

export const listOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
export const pagedListOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

export const auditColumns = {
  created_at: timestamp,
  created_by: z.number().int().nullable(),
  modified_at: timestamp,
  modified_by: z.number().int().nullable(),
  version: z.number().int(),
};

/**
 * The records the old system had (dossiers, actions, the reference lists): a moment it never
 * recorded is null after an import rather than invented, and an author no account matches is
 * named as the old system wrote it (often "user").
 */
export const legacyAuditColumns = {
  ...auditColumns,
  created_at: timestamp.nullable(),
  modified_at: timestamp.nullable(),
  created_by_name: z.string().nullable().optional(),
  modified_by_name: z.string().nullable().optional(),
};

/** Optimistic concurrency: the version the client read. Optional for API compatibility. */
export const versionInput = z.number().int().min(1).optional();
