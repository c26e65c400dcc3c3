import { errorBodySchema } from '@cabinet/shared';

type ErrorStatus = 400 | 403 | 404 | 409 | 413 | 415 | 422 | 429;

/** Documents which API errors a route may answer (the body is always `{ error: { code, message, fields? } }`, see plugins/error-handler.ts). */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<S, typeof errorBodySchema>;
}
