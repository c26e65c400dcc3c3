import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDossier } from '../../../test/case-fixtures';
import { signInUser, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => ({ server, admin } = await startServerWithAdmin({ at: '2026-03-10T09:00:00Z', settings: { currency: 'TND' } })));
afterEach(() => server.close());

const entry = (kind: string, amount: string | number, extra: Record<string, unknown> = {}) => ({
  kind,
  date: '2026-03-01',
  amount,
  label: `${kind} ${amount}`,
  ...extra,
});

async function post(client: TestClient, dossierId: number, body: Record<string, unknown>) {
  const res = await client.post(`/api/dossiers/${dossierId}/money`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A staff account with this money access, signed in. */
async function staffWith(money: 'none' | 'read' | 'write', email = `${money}@example.test`): Promise<TestClient> {
  const client = await signInUser(server, admin, email);
  const id = (await client.get('/api/auth/session')).json().user.id as number;
  const res = await admin.patch(`/api/users/${id}`, { money });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().user.money).toBe(money);
  return client;
}

describe('the ledger of a dossier', () => {
  it('keeps exact amounts in the currency’s places and adds them up exactly', async () => {
    const dossier = await createDossier(admin);
    // Sums that a binary float gets wrong: 0.1 + 0.2, and 1.005 × 3.
    await post(admin, dossier.id_dossier, entry('provision_requested', '0.1'));
    await post(admin, dossier.id_dossier, entry('provision_requested', 0.2));
    for (let i = 0; i < 3; i++) await post(admin, dossier.id_dossier, entry('disbursement', '1.005'));
    await post(admin, dossier.id_dossier, entry('provision_received', '0.300'));
    await post(admin, dossier.id_dossier, entry('fee', '1500'));
    await post(admin, dossier.id_dossier, entry('fee_agreement', '3000', { result_percent: '10' }));
    await post(admin, dossier.id_dossier, entry('bar_deposit', '25000.125'));
    await post(admin, dossier.id_dossier, entry('bar_release', '20000.1'));
    await post(admin, dossier.id_dossier, entry('payment_received', '99999999999.999'));
    await post(admin, dossier.id_dossier, entry('refund', '0.001'));

    const money = (await admin.get(`/api/dossiers/${dossier.id_dossier}/money`)).json();
    expect(money.currency).toBe('TND');
    expect(money.entries).toHaveLength(12);
    expect(money.entries.find((e: { kind: string }) => e.kind === 'provision_requested')).toMatchObject({
      amount: '0.100',
      currency: 'TND',
      billable: false,
      fk_invoice: null,
      version: 1,
    });
    expect(money.entries.find((e: { kind: string }) => e.kind === 'fee_agreement')).toMatchObject({
      amount: '3000.000',
      result_percent: '10',
    });
    expect(money.balances).toEqual({
      provisions_requested: '0.300',
      provisions_received: '0.300',
      disbursements: '3.015',
      fees: '1500.000',
      invoiced: '0.000',
      paid: '99999999999.998',
      due: '-99999999999.998',
      bar_account: '5000.025',
    });
  });

  it('refuses more places than the currency has, negative amounts, unknown kinds and bad dates', async () => {
    const dossier = await createDossier(admin);
    const url = `/api/dossiers/${dossier.id_dossier}/money`;
    const fieldsOf = async (body: Record<string, unknown>) => {
      const res = await admin.post(url, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields;
    };
    expect(await fieldsOf(entry('fee', '1.0001'))).toEqual({ amount: 'Enter an amount with at most three decimals' });
    expect(await fieldsOf(entry('fee', '-5'))).toEqual({ amount: 'An amount cannot be negative' });
    expect(await fieldsOf(entry('fee', '1e3'))).toEqual({ amount: 'Enter an amount with at most three decimals' });
    expect(await fieldsOf(entry('salary', '1'))).toEqual({ kind: 'Choose a kind of entry' });
    expect(await fieldsOf({ ...entry('fee', '1'), date: '3026-01-01' })).toEqual({ date: 'Enter a date between 1900 and 2199' });
    expect(await fieldsOf({ ...entry('fee', '1'), label: ' ' })).toEqual({ label: 'Label is required' });
    expect(await fieldsOf(entry('fee', '1', { result_percent: '5' }))).toEqual({
      result_percent: 'Only a fee agreement has a result percentage',
    });
    expect(await fieldsOf(entry('fee', '1', { fk_party: 4242 }))).toEqual({ fk_party: 'Choose a party from the list' });
    expect((await admin.post('/api/dossiers/999999/money', entry('fee', '1'))).statusCode).toBe(404);
  });

  it('in euros, refuses a third decimal', async () => {
    const { server: euros, admin: office } = await startServerWithAdmin({ settings: { currency: 'EUR' } });
    try {
      const dossier = await createDossier(office);
      const res = await office.post(`/api/dossiers/${dossier.id_dossier}/money`, entry('fee', '10.005'));
      expect(res.json().error.fields).toEqual({ amount: 'Enter an amount with at most two decimals' });
      // Trailing zeros beyond the places are the same amount.
      expect((await office.post(`/api/dossiers/${dossier.id_dossier}/money`, entry('fee', '10.050'))).json().amount).toBe('10.05');
    } finally {
      await euros.close();
    }
  });

  it('edits and deletes an entry with its version, auditing each write', async () => {
    const dossier = await createDossier(admin);
    const party = (await admin.post('/api/parties', { kind: 'organisation', name: 'Huissier Benali' })).json();
    const created = await post(admin, dossier.id_dossier, entry('disbursement', '150.5', { fk_party: party.id_party }));
    expect(created).toMatchObject({ amount: '150.500', party_name: 'Huissier Benali' });

    const edited = await admin.patch(`/api/money/${created.id}`, { amount: '175', label: 'Huissier: signification', version: 1 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ amount: '175.000', label: 'Huissier: signification', version: 2 });
    const stale = await admin.patch(`/api/money/${created.id}`, { amount: '1', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current).toMatchObject({ amount: '175.000', version: 2 });

    const audit = (await admin.get(`/api/audit?entity=money_entry&entity_id=${created.id}`)).json().items;
    expect(audit.map((e: { operation: string }) => e.operation).sort()).toEqual(['create', 'update']);
    expect(audit.find((e: { operation: string }) => e.operation === 'update').changes).toEqual({
      amount: ['150.500', '175.000'],
      label: ['disbursement 150.5', 'Huissier: signification'],
    });

    expect((await admin.delete(`/api/money/${created.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/dossiers/${dossier.id_dossier}/money`)).json().entries).toEqual([]);
    expect((await admin.delete(`/api/money/${created.id}`)).statusCode).toBe(404);
    // A dossier's history, which every user reads, shows no amount.
    const history = (await admin.get(`/api/audit?entity=dossier&entity_id=${dossier.id_dossier}&page_size=100`)).json().items;
    expect(history.map((e: { entity: string }) => e.entity)).not.toContain('money_entry');
  });

  it('is refused (403) to an account without money access, read-only to a reader, open to a writer', async () => {
    const dossier = await createDossier(admin);
    const created = await post(admin, dossier.id_dossier, entry('fee', '10'));
    const none = await staffWith('none');
    const reader = await staffWith('read');
    const writer = await staffWith('write');
    const url = `/api/dossiers/${dossier.id_dossier}/money`;

    for (const res of [
      await none.get(url),
      await none.post(url, entry('fee', '1')),
      await none.patch(`/api/money/${created.id}`, { amount: '2' }),
      await none.delete(`/api/money/${created.id}`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    expect((await reader.get(url)).statusCode).toBe(200);
    expect((await reader.post(url, entry('fee', '1'))).statusCode).toBe(403);
    expect((await reader.patch(`/api/money/${created.id}`, { amount: '2' })).statusCode).toBe(403);
    expect((await writer.post(url, entry('fee', '1'))).statusCode).toBe(201);
    expect((await writer.patch(`/api/money/${created.id}`, { amount: '2' })).statusCode).toBe(200);

    // Taking the access back applies to the next request of an open session.
    const writerId = (await writer.get('/api/auth/session')).json().user.id;
    await admin.patch(`/api/users/${writerId}`, { money: 'none' });
    expect((await writer.get(url)).statusCode).toBe(403);
    // An administrator always writes, whatever the stored access says.
    expect((await admin.get('/api/auth/session')).json().user).toMatchObject({ role: 'admin', money: 'none' });
    expect((await admin.post(url, entry('fee', '1'))).statusCode).toBe(201);
    const audit = (await admin.get(`/api/audit?entity=user&entity_id=${writerId}`)).json().items;
    expect(
      audit.some((e: { changes: Record<string, unknown> }) => JSON.stringify(e.changes.money) === JSON.stringify(['write', 'none'])),
    ).toBe(true);
  });

  it('keeps the currency once money is recorded', async () => {
    const dossier = await createDossier(admin);
    expect((await admin.patch('/api/settings', { currency: 'EUR' })).statusCode).toBe(200);
    expect((await admin.patch('/api/settings', { currency: 'TND' })).statusCode).toBe(200);
    await post(admin, dossier.id_dossier, entry('fee', '10'));
    const res = await admin.patch('/api/settings', { currency: 'EUR' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ currency: 'The currency cannot change once money has been recorded' });
  });
});

describe('a dossier with money', () => {
  it('can be purged with its ledger, but never once it has fee notes', async () => {
    const kept = await createDossier(admin);
    const purged = await createDossier(admin);
    await post(admin, purged.id_dossier, entry('fee', '10'));
    await post(admin, kept.id_dossier, entry('fee', '10'));
    const party = (await admin.post('/api/parties', { name: 'Client' })).json().id_party;
    expect((await admin.post('/api/invoices', { fk_dossier: kept.id_dossier, fk_client_party: party, lines: [] })).statusCode).toBe(201);
    for (const dossier of [kept, purged]) await admin.delete(`/api/dossiers/${dossier.id_dossier}`);
    expect((await admin.delete(`/api/trash/dossiers/${purged.id_dossier}`)).statusCode).toBe(204);
    const refused = await admin.delete(`/api/trash/dossiers/${kept.id_dossier}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('in_use');
    // A trashed dossier's money is not reachable until it is restored.
    expect((await admin.get(`/api/dossiers/${kept.id_dossier}/money`)).statusCode).toBe(404);
  });
});
