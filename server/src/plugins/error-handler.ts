import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import type { StorageHealth } from '../lib/storage-health';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

/** Maps zod issues to `{field: message}` (first message per field). */
function fieldMessages(issues: ValidationIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path?.map(String).join('.') ?? issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    const key = path || '_';
    fields[key] ??= issue.params?.issue?.message ?? issue.message ?? 'Invalid value';
  }
  return fields;
}

export function sendError(reply: import('fastify').FastifyReply, status: number, code: string, message: string, extra: object = {}) {
  return reply.code(status).type('application/json').send({ error: { code, message, ...extra } });
}

/** One error handler: every error leaves as `{ error: { code, message, fields? } }`, never with a stack or a query. */
export function registerErrorHandler(app: FastifyInstance, storage: StorageHealth): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra?.retryAfterSeconds) reply.header('Retry-After', String(error.extra.retryAfterSeconds));
      return sendError(reply, error.statusCode, error.code, error.message, {
        ...(error.fields ? { fields: error.fields } : {}),
        ...(error.extra?.current !== undefined ? { current: error.extra.current } : {}),
        ...error.extra?.details,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 400, 'validation_failed', 'Some fields are invalid', {
        fields: fieldMessages(error.validation as unknown as ValidationIssue[]),
      });
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return sendError(reply, 413, 'payload_too_large', 'The request is too large');
    }
    if (status === 429) {
      return sendError(reply, 429, 'too_many_requests', 'Too many requests, please retry later');
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, bad headers: the client's fault, said plainly.
      return sendError(reply, 400, 'validation_failed', error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Send JSON' : 'The request could not be read', {
        fields: {},
      });
    }
    if (storage.noteFailure(error)) {
      request.log.error({ err: error }, 'the database cannot write (disk full or read-only?)');
      return sendError(reply, 500, 'internal', 'The server cannot save right now; please tell the office administrator');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'internal', 'Something went wrong on the server');
  });

}
