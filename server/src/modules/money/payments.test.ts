import { paymentListResponse } from '@cabinet/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDossier } from '../../../test/case-fixtures';
import { signInUser, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

const MOROCCO = {
  currency: 'MAD',
  fiscal_profile: 'MA',
  office_identifiers: { ice: '001525846000088', if: '40123456', tp: '35012345' },
};

let server: TestServer;
let admin: TestClient;
beforeEach(async () => ({ server, admin } = await startServerWithAdmin({ at: '2026-03-10T09:00:00Z', settings: MOROCCO })));
afterEach(() => server.close());

async function ok(res: { statusCode: number; body: string; json(): unknown }, status = 201) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as Record<string, unknown> & { id: number };
}

/** An issued note of `total` (VAT 0) on a dossier for a client. */
async function issuedNote(dossier: number, client: number, total: string) {
  const note = await ok(
    await admin.post('/api/invoices', {
      fk_dossier: dossier,
      fk_client_party: client,
      lines: [{ label: 'Honoraires', unit_price: total, vat_rate: '0' }],
    }),
  );
  return ok(await admin.post(`/api/invoices/${note.id}/issue`, { issue_date: '2026-01-05' }), 200);
}

const pay = (note: number, date: string, amount: string, method: string, reference?: string) =>
  admin.post(`/api/invoices/${note}/payments`, { date, amount, method, ...(reference ? { reference } : {}) });

async function staffWith(money: 'none' | 'read' | 'write'): Promise<TestClient> {
  const client = await signInUser(server, admin, `${money}@example.test`);
  const id = (await client.get('/api/auth/session')).json().user.id as number;
  expect((await admin.patch(`/api/users/${id}`, { money })).statusCode).toBe(200);
  return client;
}

/** Two clients, three dossiers, payments by every method over two months; a provision received is no payment. */
async function office() {
  const wafa = (await ok(await admin.post('/api/parties', { kind: 'organisation', name: 'Wafa Assurance' }))).id_party as number;
  const saham = (await ok(await admin.post('/api/parties', { kind: 'organisation', name: 'Saham' }))).id_party as number;
  const one = (await createDossier(admin)).id_dossier;
  const two = (await createDossier(admin)).id_dossier;
  const three = (await createDossier(admin)).id_dossier;
  const a = await issuedNote(one, wafa, '1000');
  const b = await issuedNote(two, saham, '500');
  const c = await issuedNote(three, wafa, '100');
  await ok(await pay(a.id, '2026-01-10', '0.10', 'cash'));
  await ok(await pay(a.id, '2026-01-20', '0.20', 'cheque', 'CHQ 0042'));
  await ok(await pay(a.id, '2026-02-03', '400.05', 'transfer'));
  await ok(await pay(b.id, '2026-02-03', '250.35', 'transfer'));
  await ok(await pay(b.id, '2026-03-01', '0.01', 'card'));
  await ok(await pay(c.id, '2026-02-15', '99.99', 'cash'));
  await ok(
    await admin.post(`/api/dossiers/${one}/money`, { kind: 'provision_received', date: '2026-01-02', amount: '3000', label: 'Provision' }),
  );
  return { wafa, saham, one, two, three, a, b, c };
}

describe('the payments received, office-wide', () => {
  it('lists every payment newest first with its dossier, note and client, and adds them up exactly', async () => {
    const { wafa, one, a } = await office();
    const res = await admin.get('/api/payments');
    expect(res.statusCode, res.body).toBe(200);
    const list = paymentListResponse.parse(res.json());
    expect(list).toMatchObject({ total: 6, page: 1, currency: 'MAD', total_amount: '750.70' });
    expect(list.items.map((p) => [p.date, p.amount, p.method])).toEqual([
      ['2026-03-01', '0.01', 'card'],
      ['2026-02-15', '99.99', 'cash'],
      ['2026-02-03', '250.35', 'transfer'],
      ['2026-02-03', '400.05', 'transfer'],
      ['2026-01-20', '0.20', 'cheque'],
      ['2026-01-10', '0.10', 'cash'],
    ]);
    const cheque = list.items[4]!;
    expect(cheque).toMatchObject({
      fk_dossier: one,
      fk_invoice: a.id,
      invoice_number: a.number,
      fk_party: wafa,
      party_name: 'Wafa Assurance',
      reference: 'CHQ 0042',
      currency: 'MAD',
    });
  });

  it('filters by the dates received, the method and the client, each sum of all the pages', async () => {
    const { wafa, saham } = await office();
    const get = async (query: string) => paymentListResponse.parse((await admin.get(`/api/payments?${query}`)).json());
    expect(await get('from=2026-02-01&to=2026-02-28')).toMatchObject({ total: 3, total_amount: '750.39' });
    expect(await get('from=2026-02-03&to=2026-02-03')).toMatchObject({ total: 2, total_amount: '650.40' });
    expect(await get('method=cash')).toMatchObject({ total: 2, total_amount: '100.09' });
    expect(await get(`client=${wafa}`)).toMatchObject({ total: 4, total_amount: '500.34' });
    expect(await get(`client=${saham}&method=transfer`)).toMatchObject({ total: 1, total_amount: '250.35' });
    expect(await get('from=2026-04-01')).toMatchObject({ total: 0, items: [], total_amount: '0.00' });

    const pages = [await get('page_size=4&page=1'), await get('page_size=4&page=2'), await get('page_size=4&page=3')];
    expect(pages.map((p) => [p.items.length, p.total, p.total_amount])).toEqual([
      [4, 6, '750.70'],
      [2, 6, '750.70'],
      [0, 6, '750.70'],
    ]);
    const all = await get('page_size=100');
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(all.items.map((i) => i.id));
  });

  it('leaves out the payments of a dossier in the trash', async () => {
    const { three } = await office();
    expect((await admin.delete(`/api/dossiers/${three}`)).statusCode).toBe(204);
    expect((await admin.get('/api/payments')).json()).toMatchObject({ total: 5, total_amount: '650.71' });
  });

  it('refuses a range that ends before it starts, dates out of range, unknown methods and oversized pages', async () => {
    for (const query of [
      'from=2026-03-01&to=2026-02-01',
      'from=3026-01-01',
      'to=2026-02-30',
      'method=bitcoin',
      'page_size=1000',
      'client=abc',
    ]) {
      const res = await admin.get(`/api/payments?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe('validation_failed');
    }
    expect((await admin.get('/api/payments?from=2026-03-01&to=2026-02-01')).json().error.fields).toMatchObject({
      to: 'The end date must not be before the start date',
    });
  });

  it('downloads every payment matched as a formula-safe CSV in the reader’s language', async () => {
    const { a } = await office();
    await ok(await pay(a.id, '2026-03-02', '1.00', 'cash', '=HYPERLINK("x")'));
    const res = await admin.get('/api/payments?format=csv&language=fr&page_size=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('cabinet-payments.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Encaissé le;Référence du cabinet;Numéro;Client;Mode de règlement;Référence du règlement;Montant');
    expect(lines).toHaveLength(8);
    expect(lines[1]).toContain('Espèces');
    expect(lines[1]).toContain(`'=HYPERLINK`);
    expect(lines[1]).not.toMatch(/;=/);
  });

  it('is open to administrators and money readers, refused (403) to accounts without money access', async () => {
    await office();
    const none = await staffWith('none');
    const reader = await staffWith('read');
    for (const url of ['/api/payments', '/api/payments?format=csv']) {
      const refused = await none.get(url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('forbidden');
      expect((await reader.get(url)).statusCode).toBe(200);
      expect((await admin.get(url)).statusCode).toBe(200);
    }
    expect((await reader.get('/api/payments')).json()).toMatchObject({ total: 6, total_amount: '750.70' });
  });
});
