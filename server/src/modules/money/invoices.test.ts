import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDossier } from '../../../test/case-fixtures';
import { ADMIN, onPostgres, signInUser, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

const MOROCCO = {
  currency: 'MAD',
  fiscal_profile: 'MA',
  office_identifiers: { ice: '001525846000088', if: '40123456', tp: '35012345' },
  office_address: '5, bd Zerktouni, Casablanca',
};
const TUNISIA = {
  currency: 'TND',
  fiscal_profile: 'TN',
  office_identifiers: { matricule_fiscal: '1234567/A/M/000' },
  timezone: 'Africa/Tunis',
};

let server: TestServer;
let admin: TestClient;
let dossier: number;
let client: number;

async function start(settings: Record<string, unknown>) {
  ({ server, admin } = await startServerWithAdmin({ at: '2026-03-10T09:00:00Z', settings }));
  dossier = (await createDossier(admin)).id_dossier;
  client = (await admin.post('/api/parties', { kind: 'organisation', name: 'Wafa Assurance', address: 'Casablanca' })).json().id_party;
}
afterEach(() => server.close());

const line = (label: string, unit_price: string, extra: Record<string, unknown> = {}) => ({ label, unit_price, ...extra });

async function draft(lines: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  const res = await admin.post('/api/invoices', { fk_dossier: dossier, fk_client_party: client, lines, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function issue(id: number) {
  const res = await admin.post(`/api/invoices/${id}/issue`, {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('fee notes in Morocco', () => {
  beforeEach(() => start(MOROCCO));

  it('computes exact totals with VAT per line, and keeps drafts freely editable', async () => {
    // 3 × 0.10 is 0.30000000000000004 in binary floats; 10 % VAT of 333.35 is 33.335 (half up: 33.34).
    const note = await draft(
      [line('Consultation', '0.1', { quantity: 3 }), line('Plaidoirie', '333.35'), line('Frais de greffe', '150', { vat_rate: '0' })],
      { client_identifiers: { ice: '000012345000067' } },
    );
    expect(note).toMatchObject({
      number: null,
      status: 'draft',
      kind: 'invoice',
      currency: 'MAD',
      language: 'fr',
      fiscal_profile: 'MA',
      version: 1,
    });
    expect(note.lines.map((l: Record<string, string>) => [l.quantity, l.unit_price, l.vat_rate, l.net, l.vat])).toEqual([
      ['3', '0.10', '10', '0.30', '0.03'],
      ['1', '333.35', '10', '333.35', '33.34'],
      ['1', '150.00', '0', '150.00', '0.00'],
    ]);
    expect(note.totals).toEqual({ net: '483.65', vat: '33.37', stamp: '0.00', total: '517.02' });
    expect(note.seller).toMatchObject({ name: expect.any(String), address: '5, bd Zerktouni, Casablanca' });
    expect(note.seller.identifiers.map((i: { key: string }) => i.key)).toEqual(['ice', 'if', 'tp']);
    expect(note.client).toMatchObject({
      id_party: client,
      name: 'Wafa Assurance',
      identifiers: [{ key: 'ice', value: '000012345000067' }],
    });

    const edited = await admin.patch(`/api/invoices/${note.id}`, {
      lines: [line('Plaidoirie', '1000')],
      due_date: '2026-04-10',
      version: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      totals: { net: '1000.00', vat: '100.00', total: '1100.00' },
      due_date: '2026-04-10',
      version: 2,
    });
    expect((await admin.patch(`/api/invoices/${note.id}`, { note: 'x', version: 1 })).statusCode).toBe(409);
    const other = await draft([line('x', '1')]);
    expect((await admin.delete(`/api/invoices/${other.id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/invoices/${other.id}`)).statusCode).toBe(404);
  });

  it('numbers issued notes in one series per year, then never lets them change', async () => {
    const first = await draft([line('Honoraires', '1000')]);
    const second = await draft([line('Honoraires', '2000')]);
    expect((await issue(second.id)).number).toBe('2026-0001');
    const issued = await issue(first.id);
    expect(issued).toMatchObject({ number: '2026-0002', status: 'issued', issue_date: '2026-03-10' });
    expect(issued.mentions[0]).toContain('145-III');

    for (const res of [
      await admin.patch(`/api/invoices/${first.id}`, { note: 'changed' }),
      await admin.delete(`/api/invoices/${first.id}`),
      await admin.post(`/api/invoices/${first.id}/issue`, {}),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('issued');
    }
    // The database itself refuses, whatever the application does.
    await expect(server.database.db.updateTable('invoice').set({ total: 1 }).where('id', '=', first.id).execute()).rejects.toThrow(
      /issued fee note/,
    );
    await expect(server.database.db.deleteFrom('invoice').where('id', '=', first.id).execute()).rejects.toThrow(/issued fee note/);
    await expect(
      server.database.db.updateTable('invoice_line').set({ label: 'x' }).where('fk_invoice', '=', first.id).execute(),
    ).rejects.toThrow(/issued fee note/);
    await expect(
      server.database.db
        .insertInto('invoice_line')
        .values({
          fk_invoice: first.id,
          position: 9,
          label: 'x',
          quantity: 1000,
          unit_price: 1,
          vat_rate: 0,
          fk_entry: null,
          net: 1,
          vat: 0,
          fk_credited_line: null,
        })
        .execute(),
    ).rejects.toThrow(/issued fee note/);

    // A new year starts a new series.
    server.clock.set(Date.parse('2027-01-02T09:00:00Z'));
    await admin.post('/api/auth/login', { login: ADMIN.email, password: ADMIN.password });
    expect((await issue((await draft([line('Honoraires', '5')])).id)).number).toBe('2027-0001');
    // A note dated before the last one of its series is refused, and takes no number.
    const late = await draft([line('Honoraires', '5')], { issue_date: '2026-03-01' });
    const refused = await admin.post(`/api/invoices/${late.id}/issue`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ issue_date: 'A fee note cannot be dated before the last one issued in its series' });
    const future = await draft([line('Honoraires', '5')], { issue_date: '2027-02-01' });
    expect((await admin.post(`/api/invoices/${future.id}/issue`, {})).json().error.fields).toEqual({
      issue_date: 'A fee note cannot be dated in the future',
    });
    await admin.patch(`/api/invoices/${late.id}`, { issue_date: '2026-03-10' });
    expect((await issue(late.id)).number).toBe('2026-0003');

    const audit = (await admin.get(`/api/audit?entity=invoice&entity_id=${first.id}`)).json().items;
    expect(audit[0]).toMatchObject({ operation: 'update', changes: { status: ['draft', 'issued'], number: [null, '2026-0002'] } });
  });

  it('refuses to issue without the fiscal profile and the identifiers it requires, or without a line', async () => {
    const empty = await draft([]);
    expect((await admin.post(`/api/invoices/${empty.id}/issue`, {})).json().error.fields).toEqual({ lines: 'Add at least one line' });
    await admin.patch('/api/settings', { office_identifiers: { ice: '001525846000088' } });
    const note = await draft([line('Honoraires', '10')]);
    const res = await admin.post(`/api/invoices/${note.id}/issue`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('conflict');
    expect((await admin.get(`/api/invoices/${note.id}`)).json().status).toBe('draft');
    await admin.patch('/api/settings', MOROCCO);
    expect((await issue(note.id)).number).toBe('2026-0001');
  });

  it('corrects an issued note with credit notes in their own series', async () => {
    const note = await issue((await draft([line('Honoraires', '1000'), line('Déplacement', '200')])).id);
    const partial = await admin.post(`/api/invoices/${note.id}/credit-note`, { lines: [note.lines[1].id] });
    expect(partial.statusCode, partial.body).toBe(201);
    expect(partial.json()).toMatchObject({
      kind: 'credit_note',
      number: 'AV-2026-0001',
      credited_invoice: note.id,
      credited_number: '2026-0001',
      totals: { net: '-200.00', vat: '-20.00', total: '-220.00' },
    });
    expect((await admin.get(`/api/invoices/${note.id}`)).json()).toMatchObject({ status: 'issued', due: '1100.00' });

    const again = await admin.post(`/api/invoices/${note.id}/credit-note`, { lines: [note.lines[1].id] });
    expect(again.statusCode).toBe(409);
    const rest = await admin.post(`/api/invoices/${note.id}/credit-note`, {});
    expect(rest.statusCode).toBe(409);
    const last = await admin.post(`/api/invoices/${note.id}/credit-note`, { lines: [note.lines[0].id] });
    expect(last.json()).toMatchObject({ number: 'AV-2026-0002', totals: { total: '-1100.00' } });
    expect((await admin.get(`/api/invoices/${note.id}`)).json()).toMatchObject({ status: 'credited', due: '0.00' });
    expect((await admin.post(`/api/invoices/${partial.json().id}/credit-note`, {})).statusCode).toBe(409);
    // The next note's number follows its own series, untouched by the credit notes.
    expect((await issue((await draft([line('x', '1')])).id)).number).toBe('2026-0002');
    const money = (await admin.get(`/api/dossiers/${dossier}/money`)).json();
    expect(money.balances).toMatchObject({ invoiced: '1.10', due: '1.10' });
  });

  it('records payments against a note: partly paid, paid, never more than due; balances per note and dossier', async () => {
    const note = await issue((await draft([line('Honoraires', '1000')])).id);
    const pay = (body: Record<string, unknown>) => admin.post(`/api/invoices/${note.id}/payments`, { date: '2026-03-10', ...body });
    const first = await pay({ amount: '400.10', method: 'cheque', reference: 'CHQ 1234567' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().payment).toMatchObject({
      kind: 'payment_received',
      amount: '400.10',
      method: 'cheque',
      reference: 'CHQ 1234567',
      fk_invoice: note.id,
      invoice_number: '2026-0001',
    });
    expect(first.json().invoice).toMatchObject({ status: 'partly_paid', paid: '400.10', due: '699.90' });
    const tooMuch = await pay({ amount: '699.91', method: 'cash' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields).toEqual({ amount: 'The amount is more than what remains due on this note' });
    const fromBar = await pay({ amount: '699.90', method: 'bar_account' });
    expect(fromBar.json().error.fields).toEqual({ method: 'The bar deposit account of this dossier does not hold this amount' });
    await admin.post(`/api/dossiers/${dossier}/money`, {
      kind: 'bar_deposit',
      date: '2026-03-05',
      amount: '5000',
      label: 'Indemnité versée par l’assureur',
    });
    expect((await pay({ amount: '699.90', method: 'bar_account' })).json().invoice).toMatchObject({ status: 'paid', due: '0.00' });

    // A payment is on an issued note: it cannot be edited; a refund corrects it.
    const refused = await admin.patch(`/api/money/${first.json().payment.id}`, { amount: '1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('issued');

    const money = (await admin.get(`/api/dossiers/${dossier}/money`)).json();
    expect(money.balances).toEqual({
      provisions_requested: '0.00',
      provisions_received: '0.00',
      disbursements: '0.00',
      fees: '0.00',
      invoiced: '1100.00',
      paid: '1100.00',
      due: '0.00',
      bar_account: '4300.10',
    });
    const list = (await admin.get(`/api/invoices?dossier=${dossier}&status=paid`)).json();
    expect(list).toMatchObject({ total: 1, items: [{ number: '2026-0001', status: 'paid' }] });
    expect((await admin.get('/api/invoices?status=partly_paid')).json().total).toBe(0);
    expect((await admin.get(`/api/invoices?client=${client}&year=2026`)).json().total).toBe(1);
    expect((await admin.get('/api/invoices?year=2025')).json().total).toBe(0);
    const draftNote = await draft([line('x', '1')]);
    expect(
      (await admin.post(`/api/invoices/${draftNote.id}/payments`, { date: '2026-03-10', amount: '1', method: 'cash' })).statusCode,
    ).toBe(409);
  });

  it('bills ledger entries on a note: on an issued note they no longer change', async () => {
    const fee = (
      await admin.post(`/api/dossiers/${dossier}/money`, {
        kind: 'fee',
        date: '2026-03-01',
        amount: '1500',
        label: 'Plaidoirie',
        billable: true,
      })
    ).json();
    const provision = (
      await admin.post(`/api/dossiers/${dossier}/money`, {
        kind: 'provision_received',
        date: '2026-03-01',
        amount: '500',
        label: 'Provision',
      })
    ).json();
    expect(
      (
        await admin.post('/api/invoices', {
          fk_dossier: dossier,
          fk_client_party: client,
          lines: [line('x', '1', { fk_entry: provision.id })],
        })
      ).json().error.fields,
    ).toEqual({
      lines: 'Bill only a fee or a disbursement of this dossier that no other note bills',
    });
    const note = await draft([line('Plaidoirie', '1500', { fk_entry: fee.id })]);
    expect((await admin.get(`/api/dossiers/${dossier}/money`)).json().entries.find((e: { id: number }) => e.id === fee.id).fk_invoice).toBe(
      note.id,
    );
    expect(
      (await admin.post('/api/invoices', { fk_dossier: dossier, fk_client_party: client, lines: [line('x', '1', { fk_entry: fee.id })] }))
        .statusCode,
    ).toBe(400);
    // On a draft, the entry may still change; once issued, not.
    expect((await admin.patch(`/api/money/${fee.id}`, { label: 'Plaidoirie du 3 mars' })).statusCode).toBe(200);
    await issue(note.id);
    expect((await admin.patch(`/api/money/${fee.id}`, { label: 'x' })).json().error.code).toBe('issued');
    expect((await admin.delete(`/api/money/${fee.id}`)).json().error.code).toBe('issued');
  });

  it('gives concurrent issues consecutive numbers, each once', async () => {
    const drafts = await Promise.all(Array.from({ length: 24 }, (_, i) => draft([line(`Note ${i}`, '10')])));
    const results = await Promise.all(drafts.map((note) => admin.post(`/api/invoices/${note.id}/issue`, {})));
    expect(results.map((r) => r.statusCode)).toEqual(Array(24).fill(200));
    const numbers = results.map((r) => r.json().number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 24 }, (_, i) => `2026-${String(i + 1).padStart(4, '0')}`));
    // The same draft issued twice at once: one number, one 409.
    const one = await draft([line('Once', '10')]);
    const twice = await Promise.all([admin.post(`/api/invoices/${one.id}/issue`, {}), admin.post(`/api/invoices/${one.id}/issue`, {})]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(twice.find((r) => r.statusCode === 200)!.json().number).toBe('2026-0025');
    expect((await issue((await draft([line('Next', '10')])).id)).number).toBe('2026-0026');
  });

  it('leaves no gap when an issue fails after taking its number', async () => {
    const db = server.database.db;
    // A failure inside the issuing transaction, after the number was taken: the audit line refused.
    if (onPostgres()) {
      await sql`create function refuse_invoice_audit() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`.execute(
        db,
      );
      await sql`create trigger refuse_invoice_audit before insert on audit_log for each row when (new.entity = 'invoice' and new.operation = 'update') execute function refuse_invoice_audit()`.execute(
        db,
      );
    } else {
      await sql`create trigger refuse_invoice_audit before insert on audit_log when new.entity = 'invoice' and new.operation = 'update' begin select raise(abort, 'disk full'); end`.execute(
        db,
      );
    }
    const note = await draft([line('Honoraires', '10')]);
    expect((await admin.post(`/api/invoices/${note.id}/issue`, {})).statusCode).toBe(500);
    expect((await admin.get(`/api/invoices/${note.id}`)).json()).toMatchObject({ status: 'draft', number: null });
    await sql`drop trigger refuse_invoice_audit${sql.raw(onPostgres() ? ' on audit_log' : '')}`.execute(db);
    expect((await issue(note.id)).number).toBe('2026-0001');
    const series = await db.selectFrom('invoice_series').select(['series', 'last_number']).execute();
    expect(series).toEqual([{ series: '2026', last_number: 1 }]);
  });

  it('lists a dossier’s notes page by page, each in the state its filter finds it in', async () => {
    const pay = (id: number, amount: string) =>
      admin.post(`/api/invoices/${id}/payments`, { date: '2026-03-10', amount, method: 'transfer' });
    await draft([line('Brouillon', '100')]);
    await issue((await draft([line('Émise', '100')])).id);
    const partly = await issue((await draft([line('En partie payée', '100')])).id);
    expect((await pay(partly.id, '0.10')).statusCode).toBe(201);
    const paid = await issue((await draft([line('Payée', '100')])).id);
    expect((await pay(paid.id, '110.00')).statusCode).toBe(201);
    const credited = await issue((await draft([line('Annulée', '100')])).id);
    expect((await admin.post(`/api/invoices/${credited.id}/credit-note`, {})).statusCode).toBe(201);

    const all = (await admin.get(`/api/invoices?dossier=${dossier}&page_size=100`)).json();
    expect(all.total).toBe(6);
    const states = Object.fromEntries(all.items.map((note: { id: number; status: string }) => [note.id, note.status]));
    expect(Object.values(states).sort()).toEqual(['credited', 'draft', 'issued', 'issued', 'paid', 'partly_paid']);
    expect(states[partly.id]).toBe('partly_paid');
    for (const status of ['draft', 'issued', 'partly_paid', 'paid', 'credited']) {
      const found = (await admin.get(`/api/invoices?dossier=${dossier}&status=${status}`)).json();
      const expected = all.items.filter((note: { status: string }) => note.status === status).map((note: { id: number }) => note.id);
      expect(found.items.map((note: { id: number }) => note.id)).toEqual(expected);
      expect(found.total).toBe(expected.length);
    }

    // Newest first, four pages of two: a full page and the pages past the end are counted, the last one is not.
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push((await admin.get(`/api/invoices?dossier=${dossier}&page_size=2&page=${page}`)).json());
    expect(pages.map((p) => p.total)).toEqual([6, 6, 6, 6]);
    expect(pages.flatMap((p) => p.items.map((note: { id: number }) => note.id))).toEqual(all.items.map((note: { id: number }) => note.id));
    expect(pages[3].items).toEqual([]);
  });

  it('prints a note in its own language and direction, every text escaped', async () => {
    const note = await issue((await draft([line('<script>alert(1)</script> مرافعة', '1000')], { language: 'ar' })).id);
    const page = await admin.get(`/api/invoices/${note.id}/print`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('مذكرة أتعاب رقم 2026-0001');
    expect(page.body).toContain('المعرف الموحد للمقاولة (ICE) : <bdi dir="ltr">001525846000088</bdi>');
    expect(page.body).toContain('145-III');
    expect(page.body).toContain('<bdi dir="ltr">1100.00 MAD</bdi>');
    expect(page.body).not.toContain('<script>');
    const draftPage = await admin.get(`/api/invoices/${(await draft([line('x', '1')])).id}/print`);
    expect(draftPage.body).toContain('BROUILLON');
  });

  it('is refused to accounts without money access', async () => {
    const staff = await signInUser(server, admin);
    const note = await draft([line('x', '1')]);
    for (const res of [
      await staff.get('/api/invoices'),
      await staff.get(`/api/invoices/${note.id}`),
      await staff.post(`/api/invoices/${note.id}/issue`, {}),
      await staff.get('/api/fiscal-profiles'),
    ]) {
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('fee notes in Tunisia', () => {
  beforeEach(() => start(TUNISIA));

  it('counts millimes exactly and adds the fiscal stamp, which a whole credit note cancels', async () => {
    // 0.335 × 3 = 1.005; 19 % of 1.005 = 0.19095 → 0.191. 7 % of 0.015 = 0.00105 → 0.001.
    const note = await issue(
      (await draft([line('Photocopies', '0.335', { quantity: 3 }), line('Timbres', '0.015', { vat_rate: '7' })])).id,
    );
    expect(note.lines.map((l: Record<string, string>) => [l.net, l.vat])).toEqual([
      ['1.005', '0.191'],
      ['0.015', '0.001'],
    ]);
    expect(note).toMatchObject({
      currency: 'TND',
      number: '2026-0001',
      totals: { net: '1.020', vat: '0.192', stamp: '1.000', total: '2.212' },
    });
    expect(note.seller.identifiers).toEqual([{ key: 'matricule_fiscal', label: 'Matricule fiscal', value: '1234567/A/M/000' }]);
    const credit = (await admin.post(`/api/invoices/${note.id}/credit-note`, {})).json();
    expect(credit).toMatchObject({ number: 'AV-2026-0001', totals: { net: '-1.020', vat: '-0.192', stamp: '-1.000', total: '-2.212' } });
    expect((await admin.get(`/api/invoices/${note.id}`)).json()).toMatchObject({ status: 'credited', due: '0.000' });
  });
});
