import { z } from 'zod';

export const ERROR_CODES = [
  'validation_failed',
  'invalid_credentials',
  'unauthenticated',
  'forbidden',
  'account_pending',
  'account_disabled',
  'registration_closed',
  'not_found',
  'conflict',
  'in_use',
  'payload_too_large',
  'too_many_requests',
  'mail_not_configured',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    current: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
