import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier, insertExpert, insertExpertiseType } from '../../../test/case-fixtures';
import { countRows, onPostgres, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';
import { expectStaleConflict } from '../../../test/response-expectations';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => ({ server, admin } = await startServerWithAdmin()));
afterEach(() => server.close());

const count = (table: 'action' | 'expertise' | 'audit_log') => countRows(server.database.db, table);

describe('adding an action', () => {
  it('requires the date and, except for expertise types, the content', async () => {
    const dossier = await createDossier(admin);
    const noDate = await admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, { contenu: 'x', date_action: '' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().error.fields).toEqual({ date_action: 'Please fill in required fields.' });
    const noContent = await admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, { date_action: '2026-02-01', fk_type_action: 73 });
    expect(noContent.statusCode).toBe(400);
    expect(noContent.json().error).toMatchObject({
      message: 'Please fill in required fields.',
      fields: { contenu: 'Please fill in required fields.' },
    });
    const expertise = await admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, { date_action: '2026-02-01', fk_type_action: 60 });
    expect(expertise.statusCode).toBe(201);
    expect(expertise.json().action).toMatchObject({ contenu: null, type_effect: 'expertise', expertise: null });
    const unknownType = await admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, {
      date_action: '2026-02-01',
      contenu: 'x',
      fk_type_action: 9999,
    });
    expect(unknownType.json().error.fields).toEqual({ fk_type_action: 'This action type does not exist' });
    expect((await admin.post('/api/dossiers/9999/actions', { date_action: '2026-02-01', contenu: 'x' })).statusCode).toBe(404);
  });

  it('returns the action and the refreshed dossier, and lists actions newest first', async () => {
    const dossier = await createDossier(admin);
    const res = await admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, {
      date_action: '2026-02-10',
      fk_type_action: 73,
      contenu: 'Audience',
      date_prochaine: '2026-03-01',
    });
    expect(res.statusCode).toBe(201);
    const { action, dossier: after } = res.json();
    const me = (await admin.get('/api/auth/session')).json().user;
    expect(action).toMatchObject({
      fk_dossier: dossier.id_dossier,
      ref_dossier_bureau: dossier.ref_dossier_bureau,
      date_action: '2026-02-10',
      date_prochaine: '2026-03-01',
      fk_type_action: 73,
      type_libelle: 'Audience',
      type_effect: 'none',
      expertise: null,
      created_by: me.id,
      version: 1,
    });
    expect(after.last_action_date).toBe('2026-02-10');
    await addAction(admin, dossier.id_dossier, { date_action: '2026-01-05', contenu: 'older' });
    const newest = await addAction(admin, dossier.id_dossier, { date_action: '2026-02-10', contenu: 'same day, later id' });
    const list = (await admin.get(`/api/dossiers/${dossier.id_dossier}/actions`)).json();
    expect(list.total).toBe(3);
    expect(list.items.map((a: { id_action: number }) => a.id_action)).toEqual([
      newest.id_action,
      action.id_action,
      list.items[2].id_action,
    ]);
    expect(list.items[2].contenu).toBe('older');
    expect((await admin.get(`/api/dossiers/${dossier.id_dossier}`)).json().last_action_date).toBe('2026-02-10');
  });
});

describe('the special action types (effect is data)', () => {
  const fieldTypes = [
    [63, 'num_pv_tribunal'],
    [65, 'num_dossier_tribunal'],
    [66, 'num_instrument_a'],
    [67, 'num_dossier_tribunal_a'],
    [68, 'num_instrument_c'],
    [69, 'num_dossier_tribunal_c'],
    [70, 'num_dossier_tribunal_n'],
    [72, 'num_dossier_tribunal_e'],
  ] as const;

  it('fills the dossier field each dossier-field type names, and keeps search text current', async () => {
    const dossier = await createDossier(admin);
    for (const [typeId, field] of fieldTypes) {
      const res = await admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, {
        date_action: '2026-02-01',
        fk_type_action: typeId,
        contenu: `type ${typeId}`,
        dossier_field_value: `N° ${typeId}/2026`,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().dossier[field]).toBe(`N° ${typeId}/2026`);
      expect(res.json().action.type_dossier_field).toBe(field);
    }
    const after = (await admin.get(`/api/dossiers/${dossier.id_dossier}`)).json();
    for (const [typeId, field] of fieldTypes) expect(after[field]).toBe(`N° ${typeId}/2026`);
    expect(after.version).toBe(1 + fieldTypes.length);
    const search = (await admin.get('/api/dossiers?q=n%C2%B0%2065%2F2026')).json();
    expect(search.items.map((d: { id_dossier: number }) => d.id_dossier)).toEqual([dossier.id_dossier]);
  });

  it('leaves the dossier alone when the value is empty or the type has no such effect', async () => {
    const dossier = await createDossier(admin, { num_pv_tribunal: 'keep' });
    const empty = await admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, {
      date_action: '2026-02-01',
      fk_type_action: 63,
      contenu: 'x',
      dossier_field_value: '  ',
    });
    expect(empty.json().dossier).toMatchObject({ num_pv_tribunal: 'keep', version: 1 });
    const plain = await admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, {
      date_action: '2026-02-01',
      fk_type_action: 73,
      contenu: 'x',
      dossier_field_value: 'ignored',
    });
    expect(plain.json().dossier).toMatchObject({ num_pv_tribunal: 'keep', version: 1 });
  });

  it('follows the data when an admin re-targets a type', async () => {
    await server.database.db
      .updateTable('type_action')
      .set({ dossier_field: 'num_instrument_c' })
      .where('id_type_action', '=', 63)
      .execute();
    const dossier = await createDossier(admin);
    const res = await admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, {
      date_action: '2026-02-01',
      fk_type_action: 63,
      contenu: 'x',
      dossier_field_value: 'IC-1',
    });
    expect(res.json().dossier).toMatchObject({ num_instrument_c: 'IC-1', num_pv_tribunal: null });
  });

  it('saves the expertise of an expertise type, with names and exact fees', async () => {
    const typeExpertise = await insertExpertiseType(server, 'Médicale');
    const expert = await insertExpert(server, 'Dr Alami', typeExpertise);
    const dossier = await createDossier(admin);
    const res = await admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, {
      date_action: '2026-02-01',
      fk_type_action: 60,
      expertise: { fk_type_expertise: typeExpertise, fk_expert: expert, frais: '1500.10', contenu: 'Rapport déposé' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().action.expertise).toEqual({
      id_expertise: expect.any(Number),
      fk_type_expertise: typeExpertise,
      type_expertise_libelle: 'Médicale',
      fk_expert: expert,
      expert_nom: 'Dr Alami',
      frais: '1500.10',
      contenu: 'Rapport déposé',
    });
    const listed = (await admin.get(`/api/dossiers/${dossier.id_dossier}/actions`)).json().items[0];
    expect(listed.expertise.frais).toBe('1500.10');
    const ignored = await admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, {
      date_action: '2026-02-01',
      fk_type_action: 73,
      contenu: 'hearing',
      expertise: { fk_expert: expert, frais: '10' },
    });
    expect(ignored.json().action.expertise).toBeNull();
    expect(await count('expertise')).toBe(1);
  });
});

describe('one transaction', () => {
  it('rolls back the action when its expertise names an expert that does not exist', async () => {
    const dossier = await createDossier(admin);
    const auditBefore = await count('audit_log');
    const res = await admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, {
      date_action: '2026-02-01',
      fk_type_action: 60,
      expertise: { fk_expert: 4242, frais: '10.00' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ 'expertise.fk_expert': 'This expert does not exist' });
    expect(await count('action')).toBe(0);
    expect(await count('expertise')).toBe(0);
    expect(await count('audit_log')).toBe(auditBefore);
    expect((await admin.get(`/api/dossiers/${dossier.id_dossier}`)).json()).toEqual(dossier);
  });

  it('rolls back the action and the dossier field when the last step (the audit entry) fails', async () => {
    const dossier = await createDossier(admin, { num_pv_tribunal: 'PV-old' });
    // A fault injected in the database: the action's audit entry, written last, cannot be stored.
    const statements = onPostgres()
      ? [
          sql`create function fail_action_audit() returns trigger language plpgsql as $$ begin raise exception 'injected'; end $$`,
          sql`create trigger fail_action_audit before insert on audit_log for each row when (new.entity = 'action') execute function fail_action_audit()`,
        ]
      : [
          sql`create trigger fail_action_audit before insert on audit_log when new.entity = 'action' begin select raise(abort, 'injected'); end`,
        ];
    for (const statement of statements) await statement.execute(server.database.db);
    const res = await admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, {
      date_action: '2026-02-01',
      fk_type_action: 63,
      contenu: 'PV',
      dossier_field_value: 'PV-new',
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toEqual({ code: 'internal', message: 'Something went wrong on the server' });
    expect(await count('action')).toBe(0);
    expect((await admin.get(`/api/dossiers/${dossier.id_dossier}`)).json()).toEqual(dossier);
  });
});

describe('concurrent writes', () => {
  it('keeps the last action date right when actions arrive at once', async () => {
    const dossier = await createDossier(admin);
    const dates = ['2026-03-05', '2026-07-09', '2026-01-02', '2026-05-30', '2026-02-11', '2026-06-17'];
    const results = await Promise.all(
      dates.map((date_action) => admin.post(`/api/dossiers/${dossier.id_dossier}/actions`, { date_action, contenu: 'x' })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(dates.map(() => 201));
    expect((await admin.get(`/api/dossiers/${dossier.id_dossier}`)).json().last_action_date).toBe('2026-07-09');
    const latest = (await admin.get(`/api/dossiers/${dossier.id_dossier}/actions`)).json().items.slice(0, 3);
    await Promise.all(latest.map((a: { id_action: number }) => admin.delete(`/api/actions/${a.id_action}`)));
    expect((await admin.get(`/api/dossiers/${dossier.id_dossier}`)).json().last_action_date).toBe('2026-03-05');
  });
});

describe('editing an action', () => {
  it('saves empty dates and references as null and checks references exist', async () => {
    const dossier = await createDossier(admin);
    const action = await addAction(admin, dossier.id_dossier, { fk_type_action: 73, date_prochaine: '2026-05-01' });
    const res = await admin.patch(`/api/actions/${action.id_action}`, { date_prochaine: '', fk_type_action: '', contenu: 'Renvoi' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ date_prochaine: null, fk_type_action: null, type_libelle: null, contenu: 'Renvoi', version: 2 });
    const bad = await admin.patch(`/api/actions/${action.id_action}`, { fk_dossier: 9999 });
    expect(bad.json().error.fields).toEqual({ fk_dossier: 'This dossier does not exist' });
    const badType = await admin.patch(`/api/actions/${action.id_action}`, { fk_type_action: 9999 });
    expect(badType.json().error.fields).toEqual({ fk_type_action: 'This action type does not exist' });
    const noContent = await admin.patch(`/api/actions/${action.id_action}`, { contenu: '' });
    expect(noContent.json().error.fields).toEqual({ contenu: 'Please fill in required fields.' });
    const noDate = await admin.patch(`/api/actions/${action.id_action}`, { date_action: '' });
    expect(noDate.json().error.fields).toEqual({ date_action: 'Please fill in required fields.' });
  });

  it('moves an action to another dossier and recomputes both last action dates', async () => {
    const a = await createDossier(admin);
    const b = await createDossier(admin);
    await addAction(admin, a.id_dossier, { date_action: '2026-01-01' });
    const moving = await addAction(admin, a.id_dossier, { date_action: '2026-03-01' });
    const res = await admin.patch(`/api/actions/${moving.id_action}`, { fk_dossier: b.id_dossier });
    expect(res.json()).toMatchObject({ fk_dossier: b.id_dossier, ref_dossier_bureau: b.ref_dossier_bureau });
    expect((await admin.get(`/api/dossiers/${a.id_dossier}`)).json().last_action_date).toBe('2026-01-01');
    expect((await admin.get(`/api/dossiers/${b.id_dossier}`)).json().last_action_date).toBe('2026-03-01');
    await admin.patch(`/api/actions/${moving.id_action}`, { date_action: '2025-12-01' });
    expect((await admin.get(`/api/dossiers/${b.id_dossier}`)).json().last_action_date).toBe('2025-12-01');
  });

  it('edits, keeps and drops the expertise with the type', async () => {
    const expert = await insertExpert(server);
    const dossier = await createDossier(admin);
    const action = await addAction(admin, dossier.id_dossier, {
      fk_type_action: 60,
      contenu: null,
      expertise: { fk_expert: expert, frais: '100' },
    });
    const edited = await admin.patch(`/api/actions/${action.id_action}`, { expertise: { frais: '250.5' } });
    expect(edited.json().expertise).toMatchObject({ fk_expert: expert, frais: '250.50' });
    const missing = await admin.patch(`/api/actions/${action.id_action}`, { expertise: { fk_expert: 777 } });
    expect(missing.json().error.fields).toEqual({ 'expertise.fk_expert': 'This expert does not exist' });
    expect((await admin.get(`/api/actions/${action.id_action}`)).json().expertise.fk_expert).toBe(expert);
    const needsContent = await admin.patch(`/api/actions/${action.id_action}`, { fk_type_action: 73 });
    expect(needsContent.statusCode).toBe(400);
    const retyped = await admin.patch(`/api/actions/${action.id_action}`, { fk_type_action: 73, contenu: 'Audience' });
    expect(retyped.json().expertise).toBeNull();
    expect(await count('expertise')).toBe(0);
  });

  it('answers 409 with the current action when the version is stale', async () => {
    const dossier = await createDossier(admin);
    const action = await addAction(admin, dossier.id_dossier);
    await admin.patch(`/api/actions/${action.id_action}`, { contenu: 'first', version: 1 });
    const stale = await admin.patch(`/api/actions/${action.id_action}`, { contenu: 'second', version: 1 });
    expectStaleConflict(stale, { contenu: 'first', version: 2 });
  });
});

describe('deleting an action', () => {
  it('answers 204, recomputes the last action date, and 404 afterwards', async () => {
    const dossier = await createDossier(admin);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-01-01' });
    const latest = await addAction(admin, dossier.id_dossier, { date_action: '2026-04-01' });
    const res = await admin.delete(`/api/actions/${latest.id_action}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await admin.get(`/api/dossiers/${dossier.id_dossier}`)).json().last_action_date).toBe('2026-01-01');
    expect((await admin.get(`/api/actions/${latest.id_action}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/actions/${latest.id_action}`)).statusCode).toBe(404);
  });

  it('hides the actions of a trashed dossier', async () => {
    const dossier = await createDossier(admin);
    const action = await addAction(admin, dossier.id_dossier);
    await admin.delete(`/api/dossiers/${dossier.id_dossier}`);
    expect((await admin.get(`/api/actions/${action.id_action}`)).statusCode).toBe(404);
    expect((await admin.patch(`/api/actions/${action.id_action}`, { contenu: 'x' })).statusCode).toBe(404);
    const other = await createDossier(admin);
    const moving = await addAction(admin, other.id_dossier);
    expect((await admin.patch(`/api/actions/${moving.id_action}`, { fk_dossier: dossier.id_dossier })).statusCode).toBe(400);
  });
});
