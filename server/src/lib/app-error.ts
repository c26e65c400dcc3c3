import type { ErrorCode } from '@cabinet/shared';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_credentials: 401,
  unauthenticated: 401,
  forbidden: 403,
  account_pending: 403,
  account_disabled: 403,
  not_found: 404,
  conflict: 409,
  in_use: 409,
  conflict_of_interest: 409,
  issued: 409,
  open_deadlines: 409,
  payload_too_large: 413,
  unsupported_type: 415,
  too_many_requests: 429,
  storage_quota_exceeded: 413,
  upload_rate_limited: 429,
  roll_too_large: 422,
  template_invalid: 422,
  mail_not_configured: 409,
  notification_type_required: 422,
  no_usable_phone: 422,
  internal: 500,
};

/** The one error type services throw; the error handler turns it into the API error shape. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: { retryAfterSeconds?: number; current?: unknown; details?: Record<string, unknown> },
  ) {
    super(message);
    this.statusCode = STATUS_BY_CODE[code];
  }
}

export const notFound = (what: string) => new AppError('not_found', `${what} not found`);

/**
 * A write based on a version someone else has replaced meanwhile (409): with the record as it now
 * stands, when the caller has it, so the client can show what changed and offer to save anyway.
 */
export const staleWrite = (current?: unknown) =>
  new AppError('conflict', 'This record was changed by someone else', undefined, current === undefined ? undefined : { current });
