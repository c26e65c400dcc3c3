import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDossier } from '../../../test/case-fixtures';
import { signInUser, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

const MOROCCO = {
  currency: 'MAD',
  fiscal_profile: 'MA',
  timezone: 'Africa/Casablanca',
  office_identifiers: { ice: '001525846000088', if: '40123456', tp: '35012345' },
};

let server: TestServer;
let admin: TestClient;
let dossier: number;
let client: number;

beforeEach(async () => {
  ({ server, admin } = await startServerWithAdmin({ at: '2026-06-15T09:00:00Z', settings: MOROCCO }));
  dossier = (await createDossier(admin)).id_dossier;
  client = (await admin.post('/api/parties', { kind: 'organisation', name: 'Wafa Assurance' })).json().id_party;
});
afterEach(() => server.close());

async function ok(response: Promise<LightMyRequestResponse>) {
  const res = await response;
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json();
}

async function issueNote(issue_date = '2026-06-01') {
  const note = await ok(
    admin.post('/api/invoices', {
      fk_dossier: dossier,
      fk_client_party: client,
      issue_date,
      lines: [{ label: 'Honoraires', unit_price: '100' }],
    }),
  );
  return ok(admin.post(`/api/invoices/${note.id}/issue`, {}));
}

const setNext = (next_number: unknown, kind?: string, as = admin) =>
  as.patch('/api/invoices/numbering', kind ? { kind, next_number } : { next_number });

describe('where the numbering of the year starts', () => {
  it('goes on from the number an office starting mid-year sets, then one by one', async () => {
    expect(await ok(admin.get('/api/invoices/numbering'))).toEqual({
      year: 2026,
      series: [
        { kind: 'invoice', series: '2026', last_number: 0, next_number: 1, next: '2026-0001' },
        { kind: 'credit_note', series: 'AV-2026', last_number: 0, next_number: 1, next: 'AV-2026-0001' },
      ],
    });
    const set = await ok(setNext(57));
    expect(set.series[0]).toEqual({ kind: 'invoice', series: '2026', last_number: 56, next_number: 57, next: '2026-0057' });
    expect((await issueNote()).number).toBe('2026-0057');
    expect((await issueNote()).number).toBe('2026-0058');
    // Credit notes keep their own series, set on its own.
    expect((await ok(setNext('12', 'credit_note'))).series[1]).toMatchObject({ next: 'AV-2026-0012' });
    const notes = (await admin.get('/api/invoices')).json().items as { id: number; number: string }[];
    expect((await ok(admin.post(`/api/invoices/${notes[0]!.id}/credit-note`, {}))).number).toBe('AV-2026-0012');

    const audit = (await admin.get('/api/audit?entity=invoice_series')).json();
    expect(audit.items.map((item: { operation: string; changes: Record<string, unknown> }) => [item.operation, item.changes])).toEqual([
      ['update', { last_number: [0, 11] }],
      ['update', { last_number: [0, 56] }],
    ]);
  });

  it('never goes back, nor onto a number a note already has', async () => {
    await ok(setNext(20));
    await issueNote();
    const back = await setNext(20);
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toMatchObject({ code: 'conflict', fields: { next_number: expect.stringMatching(/can only go forward/) } });
    expect((await setNext(5)).statusCode).toBe(409);
    // Where it stands already: nothing changes, nothing to audit.
    expect((await ok(setNext(21))).series[0]).toMatchObject({ next: '2026-0021' });
    expect((await admin.get('/api/audit?entity=invoice_series')).json().total).toBe(1);

    // A note numbered beyond the counter (moved back by hand, or brought in without it) is a number taken too.
    await server.database.db.deleteFrom('invoice_series').execute();
    expect((await ok(admin.get('/api/invoices/numbering'))).series[0]).toMatchObject({ last_number: 20, next: '2026-0021' });
    const collide = await setNext(20);
    expect(collide.statusCode).toBe(409);
    expect(collide.json().error).toMatchObject({ code: 'conflict', last_number: 20 });
    expect((await ok(setNext(21))).series[0]).toMatchObject({ last_number: 20, next: '2026-0021' });
    expect((await issueNote()).number).toBe('2026-0021');
  });

  it('is the office’s year, in its time zone', async () => {
    await server.close();
    // 23:30 on 31 December in UTC is already 1 January in Casablanca (UTC+1).
    ({ server, admin } = await startServerWithAdmin({ at: '2026-12-31T23:30:00Z', settings: MOROCCO }));
    expect((await ok(admin.get('/api/invoices/numbering'))).year).toBe(2027);
    expect((await ok(setNext(3))).series[0]).toMatchObject({ series: '2027', next: '2027-0003' });
  });

  it('is set by administrators only, to a whole number from 1', async () => {
    const staff = await signInUser(server, admin);
    expect((await staff.get('/api/invoices/numbering')).statusCode).toBe(403);
    const id = (await admin.get('/api/users')).json().items.find((u: { email: string }) => u.email === 'staff@example.test').id;
    expect((await admin.patch(`/api/users/${id}`, { money: 'write' })).statusCode).toBe(200);
    expect((await staff.get('/api/invoices/numbering')).statusCode).toBe(200);
    expect((await setNext(10, undefined, staff)).statusCode).toBe(403);
    for (const wrong of [0, -1, 1.5, 'abc', 1_000_000]) {
      const res = await setNext(wrong);
      expect(res.statusCode, String(wrong)).toBe(400);
      expect(res.json().error.fields.next_number).toBe('Enter a whole number from 1 to 999999');
    }
    expect((await admin.patch('/api/invoices/numbering', { kind: 'receipt', next_number: 2 })).statusCode).toBe(400);
  });
});
