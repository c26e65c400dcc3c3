import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDossier, insertCaseType, insertTribunal } from '../../../test/case-fixtures';
import { startServerWithAdmin, TestClient, type TestClient as Client, type TestServer } from '../../../test/harness';
import { expectStaleConflict } from '../../../test/response-expectations';

let server: TestServer;
let admin: Client;
beforeEach(async () => ({ server, admin } = await startServerWithAdmin()));
afterEach(() => server.close());

describe('creating a dossier', () => {
  it('assigns the id, joins the reference names and records the real user', async () => {
    const tribunal = await insertTribunal(server, 'TPI Casablanca');
    const caseType = await insertCaseType(server, 'Accident de la route');
    const res = await admin.post('/api/dossiers', {
      ref_dossier_bureau: 42,
      date_inscription_bureau: '2026-03-04',
      fk_tribunal: tribunal,
      fk_type_affaire_bureau: caseType,
      montant_dette: '1250',
      nom_responsable_civil: '  Hélène Dupont ',
      num_police: '',
      date_accident: '',
    });
    expect(res.statusCode).toBe(201);
    const dossier = res.json();
    const session = (await admin.get('/api/auth/session')).json().user;
    expect(dossier).toMatchObject({
      ref_dossier_bureau: 42,
      date_inscription_bureau: '2026-03-04',
      tribunal_nom: 'TPI Casablanca',
      type_affaire_bureau_libelle: 'Accident de la route',
      montant_dette: '1250.00',
      nom_responsable_civil: 'Hélène Dupont',
      num_police: null,
      date_accident: null,
      last_action_date: null,
      created_by: session.id,
      modified_by: session.id,
      version: 1,
    });
    expect(dossier.id_dossier).toBeGreaterThan(0);
    expect(dossier).not.toHaveProperty('search_text');
    expect((await admin.get(`/api/dossiers/${dossier.id_dossier}`)).json()).toEqual(dossier);
  });

  it('requires the reference and the registration date with clear messages', async () => {
    const res = await admin.post('/api/dossiers', { ref_dossier_bureau: '', nom_responsable_civil: 'X' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      ref_dossier_bureau: 'Reference is required',
      date_inscription_bureau: 'Registration date is required',
    });
    const bad = await admin.post('/api/dossiers', { ref_dossier_bureau: 1.5, date_inscription_bureau: '2026-02-30' });
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['date_inscription_bureau', 'ref_dossier_bureau']);
    const digits = await admin.post('/api/dossiers', {
      ref_dossier_bureau: '77',
      date_inscription_bureau: '2026-02-28',
      fk_tribunal: '',
      montant_dette: '',
    });
    expect(digits.json()).toMatchObject({ ref_dossier_bureau: 77, fk_tribunal: null, montant_dette: null });
  });

  it('refuses unknown references with a field message', async () => {
    const res = await admin.post('/api/dossiers', {
      ref_dossier_bureau: 5,
      date_inscription_bureau: '2026-01-01',
      fk_tribunal: 999,
      fk_type_affaire_bureau: 998,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      fk_tribunal: 'This tribunal does not exist',
      fk_type_affaire_bureau: 'This case type does not exist',
    });
  });

  it('keeps money exact', async () => {
    for (const [input, output] of [
      ['0.10', '0.10'],
      [0.1, '0.10'],
      ['1234567.89', '1234567.89'],
      [1234567.89, '1234567.89'],
      ['0.07', '0.07'],
      ['999999999999.99', '999999999999.99'],
    ] as const) {
      const dossier = await createDossier(admin, { montant_dette: input });
      expect(dossier.montant_dette).toBe(output);
      expect((await admin.get(`/api/dossiers/${dossier.id_dossier}`)).json().montant_dette).toBe(output);
    }
    const stored = await server.database.db
      .selectFrom('dossier')
      .select('montant_dette')
      .where('montant_dette', '=', 123456789)
      .executeTakeFirst();
    expect(Number(stored?.montant_dette)).toBe(123456789);
    const tooPrecise = await admin.post('/api/dossiers', {
      ref_dossier_bureau: 9,
      date_inscription_bureau: '2026-01-01',
      montant_dette: '1.005',
    });
    expect(tooPrecise.statusCode).toBe(400);
  });

  it('refuses a negative debt or fee with a message, and stores nothing', async () => {
    const negative = await admin.post('/api/dossiers', {
      ref_dossier_bureau: 10,
      date_inscription_bureau: '2026-01-01',
      montant_dette: '-250.00',
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.fields).toEqual({ montant_dette: 'An amount cannot be negative' });
    expect(
      (await admin.get('/api/dossiers?q=10')).json().items.filter((d: { ref_dossier_bureau: number }) => d.ref_dossier_bureau === 10),
    ).toEqual([]);
    const dossier = await createDossier(admin);
    const fee = await admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, { date_action: '2026-02-01', expertise: { frais: -1 } });
    expect(fee.statusCode).toBe(400);
    expect(JSON.stringify(fee.json().error.fields)).toContain('An amount cannot be negative');
    expect((await createDossier(admin, { montant_dette: '-0.00' })).montant_dette).toBe('0.00');
  });
});

describe('references are unique among live dossiers', () => {
  it('answers 409 for a duplicate and allows reuse once the first is in the trash', async () => {
    const first = await createDossier(admin, { ref_dossier_bureau: 500 });
    const dup = await admin.post('/api/dossiers', { ref_dossier_bureau: 500, date_inscription_bureau: '2026-01-01' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toEqual({
      code: 'conflict',
      message: 'A dossier with reference 500 already exists',
      fields: { ref_dossier_bureau: 'A dossier with reference 500 already exists' },
    });
    expect((await admin.delete(`/api/dossiers/${first.id_dossier}`)).statusCode).toBe(204);
    expect((await admin.post('/api/dossiers', { ref_dossier_bureau: 500, date_inscription_bureau: '2026-01-01' })).statusCode).toBe(201);
  });

  it('maps the unique index violation of a racing insert to the same 409', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => admin.post('/api/dossiers', { ref_dossier_bureau: 600, date_inscription_bureau: '2026-01-01' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('refuses a PATCH to a reference another live dossier holds', async () => {
    await createDossier(admin, { ref_dossier_bureau: 700 });
    const other = await createDossier(admin, { ref_dossier_bureau: 701 });
    const res = await admin.patch(`/api/dossiers/${other.id_dossier}`, { ref_dossier_bureau: 700 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.ref_dossier_bureau).toBe('A dossier with reference 700 already exists');
    expect((await admin.patch(`/api/dossiers/${other.id_dossier}`, { ref_dossier_bureau: 701 })).statusCode).toBe(200);
  });
});

describe('updating a dossier', () => {
  it('changes only the fields sent, bumps the version and audits the changed fields', async () => {
    const dossier = await createDossier(admin, { num_police: 'P-1', montant_dette: '10.00' });
    const res = await admin.patch(`/api/dossiers/${dossier.id_dossier}`, {
      num_police: 'P-2',
      montant_dette: '10.5',
      accusation: null,
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      num_police: 'P-2',
      montant_dette: '10.50',
      version: 2,
      ref_dossier_bureau: dossier.ref_dossier_bureau,
    });
    const history = (await admin.get(`/api/audit?entity=dossier&entity_id=${dossier.id_dossier}`)).json();
    expect(history.items[0]).toMatchObject({
      operation: 'update',
      entity: 'dossier',
      entity_id: dossier.id_dossier,
      changes: { num_police: ['P-1', 'P-2'], montant_dette: ['10.00', '10.50'] },
    });
    expect(Object.keys(history.items[0].changes).sort()).toEqual(['montant_dette', 'num_police']);
  });

  it('answers 409 with the current record when the version is stale', async () => {
    const dossier = await createDossier(admin);
    await admin.patch(`/api/dossiers/${dossier.id_dossier}`, { num_police: 'A', version: 1 });
    const stale = await admin.patch(`/api/dossiers/${dossier.id_dossier}`, { num_police: 'B', version: 1 });
    expectStaleConflict(stale, { num_police: 'A', version: 2 });
    expect((await admin.get(`/api/dossiers/${dossier.id_dossier}`)).json().num_police).toBe('A');
    expect((await admin.patch(`/api/dossiers/${dossier.id_dossier}`, { num_police: 'C' })).json().version).toBe(3);
  });

  it('refuses to clear the required fields', async () => {
    const dossier = await createDossier(admin);
    const res = await admin.patch(`/api/dossiers/${dossier.id_dossier}`, { ref_dossier_bureau: null, date_inscription_bureau: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      ref_dossier_bureau: 'Reference is required',
      date_inscription_bureau: 'Registration date is required',
    });
  });
});

describe('unknown and trashed dossiers', () => {
  it('answers 404 for an unknown or trashed id on every route', async () => {
    const dossier = await createDossier(admin);
    await admin.delete(`/api/dossiers/${dossier.id_dossier}`);
    for (const id of [dossier.id_dossier, 99999]) {
      expect((await admin.get(`/api/dossiers/${id}`)).statusCode).toBe(404);
      expect((await admin.patch(`/api/dossiers/${id}`, { num_police: 'x' })).statusCode).toBe(404);
      expect((await admin.delete(`/api/dossiers/${id}`)).statusCode).toBe(404);
      expect((await admin.get(`/api/dossiers/${id}/actions`)).statusCode).toBe(404);
    }
    expect((await admin.get('/api/dossiers/abc')).statusCode).toBe(400);
  });

  it('answers reads of several dossiers at once each with its own, and sees a change at once', async () => {
    // On PostgreSQL, reads arriving together share one statement (db/batched-reads.ts).
    const dossiers = await Promise.all([101, 102, 103].map((ref) => createDossier(admin, { ref_dossier_bureau: ref })));
    const [first, trashed, changed] = dossiers.map((dossier) => dossier.id_dossier);
    await admin.delete(`/api/dossiers/${trashed}`);
    const patched = await admin.patch(`/api/dossiers/${changed}`, { num_police: 'P-7', version: dossiers[2]!.version });
    expect(patched.statusCode).toBe(200);
    const answers = await Promise.all([first, trashed, changed, first, 99999].map((id) => admin.get(`/api/dossiers/${id}`)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 200, 200, 404]);
    expect(answers.filter((res) => res.statusCode === 200).map((res) => [res.json().id_dossier, res.json().ref_dossier_bureau, res.json().num_police])).toEqual([
      [first, 101, null],
      [changed, 103, 'P-7'],
      [first, 101, null],
    ]);
  });

  it('requires a session', async () => {
    const anonymous = new TestClient(server.app);
    expect((await anonymous.get('/api/dossiers')).statusCode).toBe(401);
    expect((await anonymous.post('/api/dossiers', { ref_dossier_bureau: 1, date_inscription_bureau: '2026-01-01' })).statusCode).toBe(401);
  });
});
