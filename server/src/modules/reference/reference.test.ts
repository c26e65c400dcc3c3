import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInUser, startServerWithAdmin, TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
let adminId: number;

beforeEach(async () => {
  ({ server, admin } = await startServerWithAdmin());
  adminId = (await admin.get('/api/auth/session')).json().user.id;
});
afterEach(() => server.close());

type Body = Record<string, unknown>;

const CASES = [
  {
    path: 'experts',
    idField: 'id_expert',
    entity: 'expert',
    create: { nom: 'Karim Benali', specialite: 'Automobile', tel: '0600000000', email: 'karim@example.test', adresse: '1 rue des Lilas' },
    update: { specialite: 'Bâtiment', tel: '' },
    updated: { specialite: 'Bâtiment', tel: null },
    required: { nom: 'Name is required', specialite: 'Speciality is required' },
  },
  {
    path: 'tribunals',
    idField: 'id_tribunal',
    entity: 'tribunal',
    create: { nom: 'Tribunal de première instance', ville: 'Casablanca', adresse: 'Boulevard Anfa', telephone: '0522000000' },
    update: { ville: 'Rabat' },
    updated: { ville: 'Rabat' },
    required: { nom: 'Name is required', ville: 'City is required' },
  },
  {
    path: 'action-types',
    idField: 'id_type_action',
    entity: 'type_action',
    create: { libelle: 'Plaidoirie', description: 'Oral argument' },
    update: { description: 'Final oral argument' },
    updated: { description: 'Final oral argument', effect: 'none', dossier_field: null },
    required: { libelle: 'Label is required' },
  },
  {
    path: 'expertise-types',
    idField: 'id_type_expertise',
    entity: 'type_expertise',
    create: { libelle: 'Médicale', description: 'Medical assessment' },
    update: { libelle: 'Médicale (contre-expertise)' },
    updated: { libelle: 'Médicale (contre-expertise)' },
    required: { libelle: 'Label is required' },
  },
  {
    path: 'case-types',
    idField: 'id_type_affaire_bureau',
    entity: 'type_affaire_bureau',
    create: { libelle: 'Accident de la circulation', description: '' },
    update: { description: 'Road accidents' },
    updated: { description: 'Road accidents' },
    required: { libelle: 'Label is required' },
  },
] as const;

const auditRows = (entity: string, entityId: number) =>
  server.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('id')
    .execute();

describe.each(CASES)('/api/$path', (c) => {
  const base = `/api/${c.path}`;

  it('creates, reads, lists, updates and deletes, recording the real user and an audit entry each time', async () => {
    const created = await admin.post(base, c.create);
    expect(created.statusCode).toBe(201);
    const record = created.json();
    const id = record[c.idField] as number;
    expect(id).toBeGreaterThan(0);
    expect(record).toMatchObject({ version: 1, created_by: adminId, modified_by: adminId });
    expect(Date.parse(record.created_at)).not.toBeNaN();

    expect((await admin.get(`${base}/${id}`)).json()).toEqual(record);
    const list = (await admin.get(base)).json();
    expect(list.total).toBe(list.items.length);
    expect(list.items).toContainEqual(record);

    const staff = await signInUser(server, admin);
    const staffId = (await staff.get('/api/auth/session')).json().user.id;
    server.clock.advance(60_000);
    const updated = await staff.patch(`${base}/${id}`, c.update);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ ...c.updated, version: 2, created_by: adminId, modified_by: staffId });
    expect(updated.json().modified_at > record.modified_at).toBe(true);

    const deleted = await staff.delete(`${base}/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await admin.get(`${base}/${id}`)).statusCode).toBe(404);

    const audit = await auditRows(c.entity, id);
    expect(audit.map((row) => [row.operation, row.user_id])).toEqual([
      ['create', adminId],
      ['update', staffId],
      ['delete', staffId],
    ]);
    const changes = JSON.parse(audit[1]!.changes) as Record<string, [unknown, unknown]>;
    const [field, value] = Object.entries(c.updated)[0]!;
    expect(changes[field]).toEqual([record[field], value]);
    expect(changes).not.toHaveProperty('version');
  });

  it('says which required fields are missing, per field', async () => {
    const missing = await admin.post(base, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({ code: 'validation_failed', fields: c.required });
    const blank = await admin.post(base, Object.fromEntries(Object.keys(c.required).map((k) => [k, '   '])));
    expect(blank.json().error.fields).toEqual(c.required);

    const created = (await admin.post(base, c.create)).json();
    const cleared = await admin.patch(`${base}/${created[c.idField]}`, Object.fromEntries(Object.keys(c.required).map((k) => [k, ''])));
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().error.fields).toEqual(c.required);
  });

  it('refuses strings past their maximum length', async () => {
    const field = Object.keys(c.required)[0]!;
    const res = await admin.post(base, { ...c.create, [field]: 'x'.repeat(201) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(field);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    for (const res of [
      await admin.get(`${base}/999999`),
      await admin.patch(`${base}/999999`, c.update),
      await admin.delete(`${base}/999999`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    }
    expect((await admin.get(`${base}/abc`)).statusCode).toBe(400);
  });

  it('refuses a stale version with 409 and the current record', async () => {
    const created = (await admin.post(base, c.create)).json();
    const id = created[c.idField];
    const first = await admin.patch(`${base}/${id}`, { ...c.update, version: 1 });
    expect(first.json().version).toBe(2);
    const stale = await admin.patch(`${base}/${id}`, { ...c.create, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'conflict', message: 'This record was changed by someone else' });
    expect(stale.json().error.current).toEqual(first.json());
    const unversioned = await admin.patch(`${base}/${id}`, c.update);
    expect(unversioned.json().version).toBe(3);
  });

  it('is open to every signed-in user and to nobody else', async () => {
    const anonymous = new TestClient(server.app);
    expect((await anonymous.get(base)).statusCode).toBe(401);
    expect((await anonymous.post(base, c.create)).statusCode).toBe(401);
    expect((await anonymous.delete(`${base}/1`)).statusCode).toBe(401);
    const staff = await signInUser(server, admin);
    expect((await staff.post(base, c.create)).statusCode).toBe(201);
    expect((await staff.get(base)).statusCode).toBe(200);
  });
});

async function insertDossier(ref: number, values: Body = {}) {
  const now = new Date().toISOString();
  const row = await server.database.db
    .insertInto('dossier')
    .values({
      ref_dossier_bureau: ref,
      date_inscription_bureau: '2026-01-15',
      created_at: now,
      modified_at: now,
      search_text: '',
      ...values,
    })
    .returning('id_dossier')
    .executeTakeFirstOrThrow();
  return row.id_dossier;
}

async function insertAction(dossier: number, typeId: number | null) {
  const now = new Date().toISOString();
  const row = await server.database.db
    .insertInto('action')
    .values({ fk_dossier: dossier, date_action: '2026-02-01', fk_type_action: typeId, contenu: 'x', created_at: now, modified_at: now })
    .returning('id_action')
    .executeTakeFirstOrThrow();
  return row.id_action;
}

describe('deleting a record in use', () => {
  it('refuses a tribunal used by dossiers, naming how many (trashed ones included)', async () => {
    const tribunal = (await admin.post('/api/tribunals', { nom: 'TPI', ville: 'Fès' })).json().id_tribunal;
    await insertDossier(1, { fk_tribunal: tribunal });
    await insertDossier(2, { fk_tribunal: tribunal });
    await insertDossier(3, { fk_tribunal: tribunal });
    const refused = await admin.delete(`/api/tribunals/${tribunal}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'in_use',
      message: 'This tribunal is used by 3 dossiers',
      usages: [{ entity: 'dossier', total: 3, trashed: 0 }],
    });

    await server.database.db
      .updateTable('dossier')
      .set({ deleted_at: new Date().toISOString() })
      .where('ref_dossier_bureau', '=', 3)
      .execute();
    expect((await admin.delete(`/api/tribunals/${tribunal}`)).json().error).toEqual({
      code: 'in_use',
      message: 'This tribunal is used by 3 dossiers (1 in the trash)',
      usages: [{ entity: 'dossier', total: 3, trashed: 1 }],
    });
    expect((await admin.get(`/api/tribunals/${tribunal}`)).statusCode).toBe(200);
  });

  it('says where a record is used before any delete is tried, with the counts the refusal gives', async () => {
    const tribunal = (await admin.post('/api/tribunals', { nom: 'TPI Fès', ville: 'Fès' })).json().id_tribunal;
    expect((await admin.get(`/api/tribunals/${tribunal}/usages`)).json()).toEqual({ usages: [] });
    await insertDossier(31, { fk_tribunal: tribunal });
    await insertDossier(32, { fk_tribunal: tribunal });
    await server.database.db
      .updateTable('dossier')
      .set({ deleted_at: new Date().toISOString() })
      .where('ref_dossier_bureau', '=', 32)
      .execute();
    const usages = await admin.get(`/api/tribunals/${tribunal}/usages`);
    expect(usages.statusCode).toBe(200);
    expect(usages.json()).toEqual({ usages: [{ entity: 'dossier', total: 2, trashed: 1 }] });
    // Asking changes nothing; the delete is still refused by the same rule, with the same usages.
    const refused = await admin.delete(`/api/tribunals/${tribunal}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.usages).toEqual(usages.json().usages);

    const type = (await admin.post('/api/expertise-types', { libelle: 'Incendie' })).json().id_type_expertise;
    await admin.post('/api/experts', { nom: 'Sara', specialite: 'Feu', fk_type_expertise: type });
    expect((await admin.get(`/api/expertise-types/${type}/usages`)).json()).toEqual({
      usages: [{ entity: 'expert', total: 1, trashed: 0 }],
    });

    expect((await admin.get('/api/tribunals/999999/usages')).statusCode).toBe(404);
    expect((await admin.get('/api/tribunals/abc/usages')).statusCode).toBe(400);
    expect((await new TestClient(server.app).get(`/api/tribunals/${tribunal}/usages`)).statusCode).toBe(401);
  });

  it('refuses a case type used by a dossier and an action type used by actions', async () => {
    const caseType = (await admin.post('/api/case-types', { libelle: 'Pénal' })).json().id_type_affaire_bureau;
    const dossier = await insertDossier(10, { fk_type_affaire_bureau: caseType });
    expect((await admin.delete(`/api/case-types/${caseType}`)).json().error).toEqual({
      code: 'in_use',
      message: 'This case type is used by 1 dossier',
      usages: [{ entity: 'dossier', total: 1, trashed: 0 }],
    });

    const actionType = (await admin.post('/api/action-types', { libelle: 'Audience de renvoi' })).json().id_type_action;
    await insertAction(dossier, actionType);
    await insertAction(dossier, actionType);
    expect((await admin.delete(`/api/action-types/${actionType}`)).json().error).toEqual({
      code: 'in_use',
      message: 'This action type is used by 2 actions',
      usages: [{ entity: 'action', total: 2, trashed: 0 }],
    });
  });

  it('refuses an expertise type used by experts and expertises, and an expert used by an expertise', async () => {
    const type = (await admin.post('/api/expertise-types', { libelle: 'Automobile' })).json().id_type_expertise;
    const expert = (await admin.post('/api/experts', { nom: 'Ali', specialite: 'Auto', fk_type_expertise: type })).json().id_expert;
    const action = await insertAction(await insertDossier(20), 60);
    await server.database.db.insertInto('expertise').values({ fk_action: action, fk_expert: expert, fk_type_expertise: type }).execute();

    const typeRefused = await admin.delete(`/api/expertise-types/${type}`);
    expect(typeRefused.statusCode).toBe(409);
    expect(typeRefused.json().error).toEqual({
      code: 'in_use',
      message: 'This expertise type is used by 1 expert and 1 expertise',
      usages: [
        { entity: 'expert', total: 1, trashed: 0 },
        { entity: 'expertise', total: 1, trashed: 0 },
      ],
    });
    const expertRefused = await admin.delete(`/api/experts/${expert}`);
    expect(expertRefused.json().error).toEqual({
      code: 'in_use',
      message: 'This expert is used by 1 expertise',
      usages: [{ entity: 'expertise', total: 1, trashed: 0 }],
    });
    expect(await auditRows('expert', expert)).toHaveLength(1);
  });
});

describe('experts', () => {
  it('checks the email, stores an empty one as null and shows the expertise type by its label', async () => {
    const bad = await admin.post('/api/experts', { nom: 'A', specialite: 'B', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ email: 'Enter a valid email address' });

    const type = (await admin.post('/api/expertise-types', { libelle: 'Bâtiment' })).json().id_type_expertise;
    const created = await admin.post('/api/experts', { nom: 'A', specialite: 'B', email: '', fk_type_expertise: type });
    expect(created.json()).toMatchObject({
      email: null,
      tel: null,
      adresse: null,
      fk_type_expertise: type,
      type_expertise_libelle: 'Bâtiment',
    });
    const id = created.json().id_expert;

    const cleared = await admin.patch(`/api/experts/${id}`, { fk_type_expertise: null });
    expect(cleared.json()).toMatchObject({ fk_type_expertise: null, type_expertise_libelle: null });
  });

  it('refuses an expertise type that does not exist, with a field message', async () => {
    const created = await admin.post('/api/experts', { nom: 'A', specialite: 'B', fk_type_expertise: 4242 });
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { fk_type_expertise: 'Choose an existing expertise type' },
    });
    const id = (await admin.post('/api/experts', { nom: 'A', specialite: 'B' })).json().id_expert;
    const updated = await admin.patch(`/api/experts/${id}`, { fk_type_expertise: 4242 });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().error.fields).toEqual({ fk_type_expertise: 'Choose an existing expertise type' });
  });

  it('keeps the normalized search text up to date', async () => {
    const id = (await admin.post('/api/experts', { nom: 'Hélène Dupré', specialite: 'Médecine' })).json().id_expert;
    await admin.patch(`/api/experts/${id}`, { specialite: 'Ophtalmologie' });
    const row = await server.database.db.selectFrom('expert').select('search_text').where('id_expert', '=', id).executeTakeFirstOrThrow();
    expect(row.search_text).toBe('helene dupre ophtalmologie');
  });
});

describe('listing', () => {
  it('filters over the shown values, ignoring case and accents', async () => {
    const type = (await admin.post('/api/expertise-types', { libelle: 'Écriture' })).json().id_type_expertise;
    await admin.post('/api/experts', { nom: 'Hélène Dupré', specialite: 'Graphologie', fk_type_expertise: type });
    await admin.post('/api/experts', { nom: 'Marc Martin', specialite: 'Automobile', email: 'marc@example.test' });

    const names = async (q: string) => (await admin.get(`/api/experts?q=${encodeURIComponent(q)}`)).json().items.map((e: Body) => e.nom);
    expect(await names('helene')).toEqual(['Hélène Dupré']);
    expect(await names('DUPRÉ')).toEqual(['Hélène Dupré']);
    expect(await names('ecriture')).toEqual(['Hélène Dupré']);
    expect(await names('MARC@')).toEqual(['Marc Martin']);
    expect(await names('   ')).toEqual(['Hélène Dupré', 'Marc Martin']);
    expect(await names('nobody')).toEqual([]);

    await admin.post('/api/tribunals', { nom: 'Cour d’appel', ville: 'Fès' });
    const byCity = (await admin.get('/api/tribunals?q=fes')).json();
    expect(byCity).toMatchObject({ total: 1, items: [{ ville: 'Fès' }] });
  });

  it('orders by label the way people read, on either database', async () => {
    for (const libelle of ['Zoé', 'étude', 'Marché', 'agence', 'Étage']) await admin.post('/api/case-types', { libelle });
    const labels = (await admin.get('/api/case-types')).json().items.map((t: Body) => t.libelle);
    expect(labels).toEqual(['agence', 'Étage', 'étude', 'Marché', 'Zoé']);
  });
});

describe('action types', () => {
  it('come with the special types at their legacy ids', async () => {
    const items = (await admin.get('/api/action-types')).json().items as Body[];
    const effects = Object.fromEntries(items.map((t) => [t.id_type_action, t.effect === 'expertise' ? 'expertise' : t.dossier_field]));
    expect(effects).toMatchObject({
      60: 'expertise',
      63: 'num_pv_tribunal',
      65: 'num_dossier_tribunal',
      66: 'num_instrument_a',
      67: 'num_dossier_tribunal_a',
      68: 'num_instrument_c',
      69: 'num_dossier_tribunal_c',
      70: 'num_dossier_tribunal_n',
      72: 'num_dossier_tribunal_e',
    });
    expect(items.find((t) => t.id_type_action === 63)).toMatchObject({ effect: 'dossier_field', created_by: null, version: 1 });
    const created = await admin.post('/api/action-types', { libelle: 'Nouveau' });
    expect(created.json().id_type_action).toBeGreaterThan(72);
  });

  it('require a dossier field exactly when the effect is dossier_field', async () => {
    const missing = await admin.post('/api/action-types', { libelle: 'X', effect: 'dossier_field' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ dossier_field: 'Choose the dossier field this action type fills' });
    const extra = await admin.post('/api/action-types', { libelle: 'X', effect: 'expertise', dossier_field: 'num_pv_tribunal' });
    expect(extra.json().error.fields).toEqual({ dossier_field: 'Only an action type with the dossier field effect names a dossier field' });
    const unknown = await admin.post('/api/action-types', { libelle: 'X', effect: 'dossier_field', dossier_field: 'ref_dossier_bureau' });
    expect(unknown.json().error.fields).toHaveProperty('dossier_field');
    const badEffect = await admin.post('/api/action-types', { libelle: 'X', effect: 'explode' });
    expect(badEffect.json().error.fields).toEqual({ effect: 'Choose an effect' });

    const ok = await admin.post('/api/action-types', {
      libelle: 'Appel',
      effect: 'dossier_field',
      dossier_field: 'num_dossier_tribunal_a',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ effect: 'dossier_field', dossier_field: 'num_dossier_tribunal_a' });
  });

  it('check a partial update against the stored record; labels and effects are editable', async () => {
    const half = await admin.patch('/api/action-types/63', { effect: 'none' });
    expect(half.statusCode).toBe(400);
    expect(half.json().error.fields).toEqual({ dossier_field: 'Only an action type with the dossier field effect names a dossier field' });
    const renamed = await admin.patch('/api/action-types/63', { libelle: 'Procès-verbal du tribunal' });
    expect(renamed.json()).toMatchObject({
      libelle: 'Procès-verbal du tribunal',
      effect: 'dossier_field',
      dossier_field: 'num_pv_tribunal',
      version: 2,
    });
    const plain = await admin.patch('/api/action-types/63', { effect: 'none', dossier_field: null });
    expect(plain.json()).toMatchObject({ effect: 'none', dossier_field: null });
    const needsField = await admin.patch('/api/action-types/73', { effect: 'dossier_field' });
    expect(needsField.json().error.fields).toEqual({ dossier_field: 'Choose the dossier field this action type fills' });
  });
});

it('publishes the reference routes in the OpenAPI document', async () => {
  const paths = (await admin.get('/api/openapi.json')).json().paths;
  for (const c of CASES) {
    expect(Object.keys(paths[`/api/${c.path}`])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths[`/api/${c.path}/{id}`])).toEqual(expect.arrayContaining(['get', 'patch', 'delete']));
  }
});
