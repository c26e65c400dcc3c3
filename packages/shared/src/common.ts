import { z } from 'zod';
import { LIMITS } from './limits';

/** A calendar date, `YYYY-MM-DD`, never shifted by a time zone. */
export const calendarDate = z.iso.date({ error: 'Enter a valid date (YYYY-MM-DD)' });

/** Optional calendar date: an empty string or null means "no date". */
export const optionalCalendarDate = z
  .union([calendarDate, z.literal(''), z.null()])
  .transform((v) => (v === '' ? null : v))
  .optional();

/** Money in: a number or a decimal string with at most two places. Out: a string with two. */
export const moneyInput = z
  .union([z.number(), z.string().trim().max(20)])
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v;
    if (!/^-?\d+(\.\d{1,2})?$/.test(text) || Math.abs(Number(text)) > LIMITS.moneyMax) {
      ctx.addIssue({ code: 'custom', message: 'Enter an amount with at most two decimals' });
      return z.NEVER;
    }
    return text;
  });
export const optionalMoneyInput = z
  .union([moneyInput, z.literal(''), z.null()])
  .transform((v) => (v === '' ? null : v))
  .optional();
export const moneyOutput = z.string().regex(/^-?\d+\.\d{2}$/);

export const shortText = (max: number = LIMITS.shortText) => z.string().trim().max(max);
export const requiredText = (message: string, max: number = LIMITS.shortText) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max);
/** Optional text: empty or blank becomes null. */
export const optionalText = (max: number = LIMITS.shortText) =>
  z
    .union([z.string().trim().max(max), z.null()])
    .transform((v) => (v === '' ? null : v))
    .optional();

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id: idSchema });
/** An optional reference to another record: empty means none. */
export const optionalRef = z
  .union([z.number().int().positive().max(2_147_483_647), z.null()])
  .optional();

export const timestamp = z.string();

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(LIMITS.pageSizeMax).default(LIMITS.pageSizeDefault),
  sort: z.string().max(64).optional(),
});

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int() });
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

/** Optimistic concurrency: the version the client read. Optional for API compatibility. */
export const versionInput = z.number().int().min(1).optional();
