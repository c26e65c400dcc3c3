import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A write on a stale version: 409, the conflict error, and the record as it now stands. */
export function expectStaleConflict(res: LightMyRequestResponse, current: Record<string, unknown>): void {
  expect(res.statusCode).toBe(409);
  expect(res.json().error).toMatchObject({ code: 'conflict', message: 'This record was changed by someone else', current });
}

/** A 200 the browser saves as a file of this type and name. */
export function expectAttachment(res: LightMyRequestResponse, contentType: string, filename: string): void {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe(contentType);
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
}
