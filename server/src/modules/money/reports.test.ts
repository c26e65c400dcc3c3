import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier } from '../../../test/case-fixtures';
import { signInUser, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';
import { readStatement } from './reports.service';
import { statementBody } from './statement-body';
import { STATEMENT_IN_THREAD_MAX_DOSSIERS } from './statement-download';

const MOROCCO = { currency: 'MAD', fiscal_profile: 'MA', office_identifiers: { ice: '001525846000088', if: '40123456', tp: '35012345' } };

let server: TestServer;
let admin: TestClient;
let insurer: number;
let dossiers: { a: number; b: number; other: number };

async function ok(res: { statusCode: number; body: string; json(): unknown }, status = 201) {
  expect(res.statusCode, res.body).toBe(status);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads the answers it checks field by field
  return res.json() as any;
}

async function issuedNote(dossier: number, party: number, unitPrice: string): Promise<{ id: number; number: string }> {
  const draft = await ok(
    await admin.post('/api/invoices', {
      fk_dossier: dossier,
      fk_client_party: party,
      lines: [{ label: 'Honoraires', unit_price: unitPrice }],
    }),
  );
  return ok(await admin.post(`/api/invoices/${draft.id}/issue`, {}), 200);
}

const entry = (dossier: number, kind: string, amount: string, date = '2026-02-01') =>
  admin.post(`/api/dossiers/${dossier}/money`, { kind, date, amount, label: kind });

beforeEach(async () => {
  ({ server, admin } = await startServerWithAdmin({ at: '2026-03-10T09:00:00Z', settings: MOROCCO }));
  const tribunal = (await ok(await admin.post('/api/tribunals', { nom: '=HYPERLINK("http://x") <script>', ville: 'Rabat' }))).id_tribunal;
  insurer = (await ok(await admin.post('/api/parties', { kind: 'organisation', name: 'Wafa Assurance' }))).id_party;
  const client = (await ok(await admin.post('/api/parties', { name: 'Karim Alaoui' }))).id_party;
  const a = (
    await createDossier(admin, {
      ref_dossier_bureau: 501,
      fk_tribunal: tribunal,
      montant_dette: '120000.50',
      num_dossier_tribunal: '2026/1201/45',
      num_dossier_tribunal_a: '2026/1221/7',
    })
  ).id_dossier;
  const b = (await createDossier(admin, { ref_dossier_bureau: 502 })).id_dossier;
  const other = (await createDossier(admin, { ref_dossier_bureau: 503 })).id_dossier;
  dossiers = { a, b, other };
  await ok(await admin.post(`/api/dossiers/${a}/parties`, { id_party: insurer, role: 'insurer' }));
  await ok(await admin.post(`/api/dossiers/${b}/parties`, { id_party: insurer, role: 'insurer' }));
  await ok(await admin.post(`/api/dossiers/${other}/parties`, { id_party: client, role: 'client' }));
  await addAction(admin, a, { date_action: '2026-03-01', date_prochaine: '2026-04-15' });
  await addAction(admin, a, { date_action: '2026-03-20' });

  const first = await issuedNote(a, insurer, '1000');
  await ok(await admin.post(`/api/invoices/${first.id}/payments`, { date: '2026-03-05', amount: '400', method: 'transfer' }));
  const second = await issuedNote(b, insurer, '200');
  await ok(await admin.post(`/api/invoices/${second.id}/credit-note`, {}));
  await issuedNote(other, client, '50');
  await ok(await entry(a, 'bar_deposit', '5000'));
  await ok(await entry(a, 'bar_release', '1000.25'));
  await ok(await entry(other, 'provision_requested', '300'));
  await ok(await entry(other, 'provision_received', '100', '2026-01-10'));
  await ok(await entry(b, 'provision_requested', '50'));
  await ok(await entry(b, 'provision_received', '50', '2025-12-30'));
});
afterEach(() => server.close());

describe("a client's statement", () => {
  it("lists the insurer's dossiers with their level, next date, claim and account", async () => {
    const statement = await ok(await admin.get(`/api/clients/${insurer}/statement`), 200);
    expect(statement).toMatchObject({ client: { id_party: insurer, name: 'Wafa Assurance' }, currency: 'MAD', from: null, to: null });
    expect(statement.dossiers).toEqual([
      {
        id_dossier: dossiers.a,
        ref_dossier_bureau: 501,
        role: 'insurer',
        tribunal: '=HYPERLINK("http://x") <script>',
        level: 'appeal',
        court_number: '2026/1221/7',
        next_hearing: '2026-03-20',
        claimed: '120000.50',
        awarded: null,
        invoiced: '1100.00',
        paid: '400.00',
        due: '700.00',
        bar_account: '3999.75',
      },
      {
        id_dossier: dossiers.b,
        ref_dossier_bureau: 502,
        role: 'insurer',
        tribunal: null,
        level: null,
        court_number: null,
        next_hearing: null,
        claimed: null,
        awarded: null,
        invoiced: '0.00',
        paid: '0.00',
        due: '0.00',
        bar_account: '0.00',
      },
    ]);
    expect(statement.totals).toEqual({ invoiced: '1100.00', paid: '400.00', due: '700.00', bar_account: '3999.75' });
    expect((statement.invoices as { number: string; status: string }[]).map((note) => [note.number, note.status])).toEqual([
      ['2026-0001', 'partly_paid'],
      ['2026-0002', 'credited'],
      ['AV-2026-0001', 'issued'],
    ]);
    const later = await ok(await admin.get(`/api/clients/${insurer}/statement?from=2026-04-01`), 200);
    expect(later.invoices).toEqual([]);
    expect(later.totals).toMatchObject({ invoiced: '0.00', due: '0.00' });
    expect((await admin.get('/api/clients/999999/statement')).statusCode).toBe(404);
  });

  it('downloads as a formula-safe CSV in the language asked, and prints as a page that escapes every text', async () => {
    const csv = await admin.get(`/api/clients/${insurer}/statement?format=csv&language=fr`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('attachment');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Référence du cabinet;Qualité;Juridiction;Degré actuel;N° de dossier à la juridiction;Prochaine date;Montant réclamé;Montant alloué;Facturé;Encaissé;Reste dû;Compte de dépôts du barreau',
    );
    expect(lines[1]).toBe(
      '501;Assureur;"\'=HYPERLINK(""http://x"") <script>";Appel;2026/1221/7;2026-03-20;120000.50;;1100.00;400.00;700.00;3999.75',
    );
    expect(lines.at(-1)).toBe('Totaux;;;;;;;;1100.00;400.00;700.00;3999.75');

    const html = await admin.get(`/api/clients/${insurer}/statement?format=html&language=ar`);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.body).toContain('<html lang="ar" dir="rtl">');
    expect(html.body).toContain('كشف حساب Wafa Assurance');
    expect(html.body).not.toContain('<script>');
    expect(html.body).toContain('&lt;script&gt;');
  });

  it('is read in a job process for an insurer on many dossiers, and says the same in every format', async () => {
    const before = {
      json: await admin.get(`/api/clients/${insurer}/statement`),
      csv: await admin.get(`/api/clients/${insurer}/statement?format=csv&language=ar`),
    };
    // Read here: a body of known length.
    expect(before.json.headers['content-length']).toBeDefined();
    const created = server.clock.now();
    for (let i = 0; i < STATEMENT_IN_THREAD_MAX_DOSSIERS; i++) {
      const id = (await createDossier(admin, { ref_dossier_bureau: 10_000 + i })).id_dossier;
      await server.database.db
        .insertInto('dossier_party')
        .values({ fk_dossier: id, fk_party: insurer, role: 'insurer', created_at: new Date(created).toISOString(), created_by: null })
        .execute();
    }
    const office = { currency: 'MAD' as const, timezone: (await admin.get('/api/settings')).json().timezone as string };
    const expected = await readStatement(server.database.db, office, server.clock.now(), insurer, {});
    expect(expected!.dossiers).toHaveLength(STATEMENT_IN_THREAD_MAX_DOSSIERS + 2);

    for (const [format, query] of [
      ['json', ''],
      ['csv', '?format=csv&language=ar'],
      ['html', '?format=html&language=fr'],
    ] as const) {
      const res = await admin.get(`/api/clients/${insurer}/statement${query}`);
      expect(res.statusCode, res.body).toBe(200);
      // Streamed from the file the job process wrote.
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.body).toBe(statementBody(expected!, format, format === 'csv' ? 'ar' : 'fr'));
    }
    const csv = await admin.get(`/api/clients/${insurer}/statement?format=csv&language=ar`);
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body.split('\r\n')[0]).toBe(before.csv.body.split('\r\n')[0]);
    expect((await admin.get('/api/clients/999999/statement')).statusCode).toBe(404);
  }, 60_000);
});

describe('the office reports', () => {
  it('lists what is outstanding: fee notes with something due and provisions not received', async () => {
    const outstanding = await ok(await admin.get('/api/money/outstanding'), 200);
    expect((outstanding.invoices as { number: string; due: string }[]).map((note) => [note.number, note.due])).toEqual([
      ['2026-0001', '700.00'],
      ['2026-0003', '55.00'],
    ]);
    expect(outstanding.provisions).toEqual([
      { id_dossier: dossiers.other, ref_dossier_bureau: 503, requested: '300.00', received: '100.00', due: '200.00' },
    ]);
    expect(outstanding.totals).toEqual({ invoices: '755.00', provisions: '200.00' });
  });

  it("lists the year's dossiers in which fees were received, as JSON and CSV", async () => {
    const report = await ok(await admin.get('/api/money/fee-dossiers?year=2026'), 200);
    expect(report).toMatchObject({ year: 2026, currency: 'MAD', total: 2 });
    expect(report.items).toEqual([
      {
        id_dossier: dossiers.a,
        ref_dossier_bureau: 501,
        tribunal: '=HYPERLINK("http://x") <script>',
        level: 'appeal',
        court_number: '2026/1221/7',
        first_received: '2026-03-05',
        received: '400.00',
      },
      {
        id_dossier: dossiers.other,
        ref_dossier_bureau: 503,
        tribunal: null,
        level: null,
        court_number: null,
        first_received: '2026-01-10',
        received: '100.00',
      },
    ]);
    expect((await ok(await admin.get('/api/money/fee-dossiers?year=2025'), 200)).items).toMatchObject([
      { ref_dossier_bureau: 502, received: '50.00' },
    ]);
    const csv = await admin.get('/api/money/fee-dossiers?year=2026&format=csv&language=en');
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[1]).toBe(
      '501,"\'=HYPERLINK(""http://x"") <script>",Appeal,2026/1221/7,2026-03-05,400.00',
    );
    expect((await admin.get('/api/money/fee-dossiers')).statusCode).toBe(400);
  });

  it('are refused to accounts without money access', async () => {
    const staff = await signInUser(server, admin);
    for (const url of [
      `/api/clients/${insurer}/statement`,
      `/api/clients/${insurer}/statement?format=csv`,
      '/api/money/outstanding',
      '/api/money/fee-dossiers?year=2026',
    ]) {
      expect((await staff.get(url)).statusCode, url).toBe(403);
    }
  });
});
