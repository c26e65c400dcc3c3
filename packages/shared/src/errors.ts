import { z } from 'zod';
import { referenceUsageSchema } from './reference';

export const ERROR_CODES = [
  'validation_failed',
  'invalid_credentials',
  'unauthenticated',
  'forbidden',
  'account_pending',
  'account_disabled',
  'not_found',
  'conflict',
  'in_use',
  'conflict_of_interest',
  'issued',
  'open_deadlines',
  'payload_too_large',
  'unsupported_type',
  'too_many_requests',
  /** 413: the account's documents would go over its storage quota. */
  'storage_quota_exceeded',
  /** 429: the account uploaded as much as it may in an hour (Retry-After says when it may again). */
  'upload_rate_limited',
  /** 422: a court roll too long (ROLL_PDF_MAX_HEARINGS) or too heavy to lay out as a PDF in time. */
  'roll_too_large',
  /** 422: a template Cabinet cannot fill (not a Word file, a placeholder written wrong, too large once unzipped). */
  'template_invalid',
  'mail_not_configured',
  /** 422: a level's notification recorded, and neither the request nor the settings name the notification action's type. */
  'notification_type_required',
  /** 422: a party without a phone number WhatsApp can reach. */
  'no_usable_phone',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A fault of an uploaded template: `reason` (unclosed_tag, unopened_loop, …), the placeholder as written, where it is. */
export const templateProblemSchema = z.object({
  reason: z.string(),
  tag: z.string().nullable(),
  /** `body`, `header`, `footer`, `footnotes`… */
  part: z.string().nullable(),
  /** The paragraph of that part, counted from 1. */
  paragraph: z.number().int().nullable(),
});
export type TemplateProblem = z.infer<typeof templateProblemSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    current: z.unknown().optional(),
    conflicts: z.array(z.unknown()).optional(),
    where: z.array(z.unknown()).optional(),
    existing: z.unknown().optional(),
    /** On a 409 `in_use` refusing to delete a reference record: what uses it, as data to translate. */
    usages: z.array(referenceUsageSchema).optional(),
    /** On a 409 `open_deadlines`: how many open deadlines a rule's change would leave counted the old way. */
    count: z.number().int().optional(),
    /** On a 422 `template_invalid`: each fault of the template, where it is and the placeholder it names. */
    problems: z.array(templateProblemSchema).optional(),
    /** On a 409 refusing a fee-note series' next number: the last number the series has given. */
    last_number: z.number().int().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
