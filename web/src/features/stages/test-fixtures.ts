import type { Stage } from '@cabinet/shared';
import { vi } from 'vitest';
import { fetchByPath, jsonResponse } from '../../test/render-route';

/** A level as the API returns it, every optional field empty; a test names only what it is about. */
export function aStage(fields: Partial<Stage> = {}): Stage {
  return {
    id: 1,
    fk_dossier: 5,
    kind: 'first_instance',
    fk_tribunal: null,
    file_number: null,
    file_code: null,
    file_year: null,
    file_chamber: null,
    file_section: null,
    file_raw: null,
    national_number: null,
    filing_ref: null,
    filed_on: null,
    judge: null,
    chamber: null,
    decision_number: null,
    decision_date: null,
    outcome: null,
    amount_awarded: null,
    fk_bailiff_party: null,
    notified_on: null,
    status: 'open',
    note: null,
    file_number_text: null,
    tribunal_name: null,
    tribunal_name_ar: null,
    bailiff_name: null,
    created_at: '2026-01-01T00:00:00Z',
    created_by: 1,
    modified_at: '2026-01-01T00:00:00Z',
    modified_by: 1,
    version: 1,
    ...fields,
  };
}

export const PUBLIC_SETTINGS = { office_name: 'Cabinet', timezone: 'Africa/Casablanca', currency: 'MAD', stale_months: 3, max_upload_mb: 25, arabic_months: 'ma' };

export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * Answers GETs by path and every write with `write` (by default the body echoed, 201), recording
 * each request; the tests read what the screen asked for.
 */
export function stubApi(routes: Record<string, unknown>, write: (sent: Sent) => Response = (sent) => jsonResponse(sent.body, 201)) {
  const sent: Sent[] = [];
  const answer = fetchByPath(routes);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const request = { method, path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
      sent.push(request);
      return method === 'GET' ? answer(input) : write(request);
    }),
  );
  return sent;
}
