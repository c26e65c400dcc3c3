import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleDocx } from '../src/modules/templates/examples/example-docx';
import { multipart, pdf } from './document-fixtures';
import { textImage } from './text-fixtures';
import { ADMIN, signInAdmin, signInUser, startTestServer, TestClient, type TestServer } from './harness';

/**
 * Every write route of the route table, performed once by a real user: each must leave an
 * audit entry naming that user and the fields it changed, with their values before and after.
 * A write route added later fails here until it is given a scenario below.
 */

/** Session operations, not changes to a record: signing in and out. */
const NOT_RECORD_CHANGES = new Set(['POST /api/auth/login', 'POST /api/auth/logout']);
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

interface AuditEntry {
  id: number;
  at: string;
  user: { id: number; full_name: string } | null;
  entity: string;
  entity_id: number;
  operation: string;
  changes: Record<string, [unknown, unknown]>;
}

const writeRoutes = new Set<string>();
const covered = new Set<string>();
let server: TestServer;
let admin: TestClient;
let staff: TestClient;
let adminId: number;
let staffId: number;

beforeAll(async () => {
  server = await startTestServer({
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const key = `${method} ${route.url}`;
        if (WRITE_METHODS.has(method) && route.url.startsWith('/api/') && !NOT_RECORD_CHANGES.has(key)) writeRoutes.add(key);
      }
    },
  });
  admin = await signInAdmin(server);
  staff = await signInUser(server, admin);
  adminId = (await admin.get('/api/auth/session')).json().user.id;
  staffId = (await staff.get('/api/auth/session')).json().user.id;
});

afterAll(async () => {
  await server?.close();
});

/** Performs a write and returns its answer, marking the route covered. */
async function write(client: TestClient, route: string, url: string, body?: unknown) {
  const [method] = route.split(' ') as ['POST' | 'PATCH' | 'DELETE'];
  const res = await client.request(method, url, method === 'DELETE' ? undefined : (body ?? {}));
  expect(res.statusCode, `${route}: ${res.body}`).toBeLessThan(300);
  covered.add(route);
  return res;
}

/** The newest audit entry for a record with this operation, read through the admin API. */
async function entryFor(entity: string, entityId: number, operation: string): Promise<AuditEntry> {
  const res = await admin.get(`/api/audit?entity=${entity}&entity_id=${entityId}&page_size=100`);
  expect(res.statusCode).toBe(200);
  const entry = (res.json().items as AuditEntry[]).find((e) => e.operation === operation);
  expect(entry, `no ${operation} entry for ${entity} #${entityId}`).toBeDefined();
  return entry!;
}

/** The entry names the real user and holds at least these changes (`[before, after]`). */
async function expectAudited(
  entity: string,
  entityId: number,
  operation: string,
  userId: number,
  changes: Record<string, [unknown, unknown]>,
) {
  const entry = await entryFor(entity, entityId, operation);
  expect(entry.user?.id, `${entity} #${entityId} ${operation}: user`).toBe(userId);
  expect(Date.parse(entry.at)).not.toBeNaN();
  expect(entry.changes, `${entity} #${entityId} ${operation}`).toMatchObject(changes);
  return entry;
}

describe('audit completeness', () => {
  it('accounts and settings: register, profile, password, role and status, password reset, settings', async () => {
    const visitor = new TestClient(server.app);
    const reg = await write(visitor, 'POST /api/auth/register', '/api/auth/register', {
      full_name: 'New Comer',
      email: 'new@example.test',
      password: 'new comer pw 1',
    });
    const newId = reg.json().user.id as number;
    await expectAudited('user', newId, 'create', newId, {
      email: [null, 'new@example.test'],
      role: [null, 'user'],
      status: [null, 'pending'],
    });

    await write(staff, 'PATCH /api/auth/profile', '/api/auth/profile', { full_name: 'Samir S.', username: 'samir' });
    await expectAudited('user', staffId, 'update', staffId, { full_name: ['Samir Staff', 'Samir S.'], username: [null, 'samir'] });

    await write(staff, 'POST /api/auth/password', '/api/auth/password', {
      current_password: 'staff password 1',
      new_password: 'staff password 2',
    });
    const pw = await entryFor('user', staffId, 'update');
    expect(pw).toMatchObject({ user: { id: staffId }, changes: { password: ['***', '***'] } });

    await write(admin, 'PATCH /api/users/:id', `/api/users/${newId}`, { status: 'active', role: 'admin' });
    await expectAudited('user', newId, 'update', adminId, { status: ['pending', 'active'], role: ['user', 'admin'] });

    await write(admin, 'POST /api/users/:id/password', `/api/users/${newId}/password`, { new_password: 'reset password 1' });
    const reset = await entryFor('user', newId, 'update');
    expect(reset).toMatchObject({ user: { id: adminId }, changes: { password: ['***', '***'] } });

    const invited = await write(admin, 'POST /api/users', '/api/users', { full_name: 'Nadia Invitee', email: 'nadia@example.test' });
    const invitedId = invited.json().user.id as number;
    await expectAudited('user', invitedId, 'create', adminId, {
      full_name: [null, 'Nadia Invitee'],
      email: [null, 'nadia@example.test'],
      role: [null, 'user'],
      status: [null, 'active'],
    });

    const before = (await admin.get('/api/settings')).json();
    await write(admin, 'PATCH /api/settings', '/api/settings', { office_name: 'Cabinet Audit', stale_months: 6 });
    await expectAudited('settings', 1, 'update', adminId, {
      office_name: [before.office_name, 'Cabinet Audit'],
      stale_months: [before.stale_months, 6],
    });
  });

  it('dossiers and actions: create, update, delete, expertise and dossier-field effects', async () => {
    const created = await write(staff, 'POST /api/dossiers', '/api/dossiers', {
      ref_dossier_bureau: 7001,
      date_inscription_bureau: '2026-01-15',
      montant_dette: '1250.5',
      nom_responsable_civil: 'Karim',
    });
    const id = created.json().id_dossier as number;
    await expectAudited('dossier', id, 'create', staffId, {
      ref_dossier_bureau: [null, 7001],
      montant_dette: [null, '1250.50'],
      nom_responsable_civil: [null, 'Karim'],
    });

    await write(staff, 'PATCH /api/dossiers/:id', `/api/dossiers/${id}`, {
      nom_responsable_civil: 'Karim B.',
      montant_dette: null,
      version: created.json().version,
    });
    await expectAudited('dossier', id, 'update', staffId, {
      nom_responsable_civil: ['Karim', 'Karim B.'],
      montant_dette: ['1250.50', null],
    });

    const plain = await write(staff, 'POST /api/dossiers/:id/actions', `/api/dossiers/${id}/actions`, {
      date_action: '2026-02-01',
      contenu: 'Audience',
      fk_type_action: 73,
    });
    const plainId = plain.json().action.id_action as number;
    await expectAudited('action', plainId, 'create', staffId, {
      date_action: [null, '2026-02-01'],
      contenu: [null, 'Audience'],
      fk_type_action: [null, 73],
    });

    const expertiseType = (await staff.post('/api/expertise-types', { libelle: 'Médicale' })).json().id_type_expertise as number;
    const expert = (await staff.post('/api/experts', { nom: 'Dr Alami', specialite: 'Orthopédie' })).json().id_expert as number;
    const expertise = await staff.post(`/api/dossiers/${id}/actions`, {
      date_action: '2026-02-02',
      fk_type_action: 60,
      expertise: { fk_type_expertise: expertiseType, fk_expert: expert, frais: '300', contenu: 'Rapport' },
    });
    expect(expertise.statusCode).toBe(201);
    await expectAudited('action', expertise.json().action.id_action, 'create', staffId, {
      'expertise.fk_type_expertise': [null, expertiseType],
      'expertise.fk_expert': [null, expert],
      'expertise.frais': [null, '300.00'],
      'expertise.contenu': [null, 'Rapport'],
    });

    const field = await staff.post(`/api/dossiers/${id}/actions`, {
      date_action: '2026-02-03',
      contenu: 'PV',
      fk_type_action: 63,
      dossier_field_value: 'PV-77',
    });
    expect(field.statusCode).toBe(201);
    await expectAudited('action', field.json().action.id_action, 'create', staffId, { fk_type_action: [null, 63] });
    await expectAudited('dossier', id, 'update', staffId, { num_pv_tribunal: [null, 'PV-77'] });

    await write(staff, 'PATCH /api/actions/:id', `/api/actions/${plainId}`, { contenu: 'Audience renvoyée', date_prochaine: '2026-03-01' });
    await expectAudited('action', plainId, 'update', staffId, {
      contenu: ['Audience', 'Audience renvoyée'],
      date_prochaine: [null, '2026-03-01'],
    });

    await write(staff, 'DELETE /api/actions/:id', `/api/actions/${plainId}`);
    await expectAudited('action', plainId, 'delete', staffId, { contenu: ['Audience renvoyée', null], date_action: ['2026-02-01', null] });

    // The dossier's history holds its actions' entries, for every signed-in user.
    const history = (await staff.get(`/api/audit?entity=dossier&entity_id=${id}&page_size=100`)).json().items as AuditEntry[];
    expect(history.filter((e) => e.entity === 'action').length).toBeGreaterThanOrEqual(5);

    await write(staff, 'DELETE /api/dossiers/:id', `/api/dossiers/${id}`);
    const trashed = await expectAudited('dossier', id, 'delete', staffId, {});
    expect(trashed.changes.deleted_at?.[0]).toBeNull();

    await write(admin, 'POST /api/trash/dossiers/:id/restore', `/api/trash/dossiers/${id}/restore`);
    await expectAudited('dossier', id, 'restore', adminId, {});
    expect((await entryFor('dossier', id, 'restore')).changes.deleted_at?.[1]).toBeNull();

    await staff.delete(`/api/dossiers/${id}`);
    await write(admin, 'DELETE /api/trash/dossiers/:id', `/api/trash/dossiers/${id}`);
    const purge = await entryFor('dossier', id, 'delete');
    expect(purge).toMatchObject({ user: { id: adminId }, changes: { purged: [false, true], ref_dossier_bureau: [7001, null] } });
  });

  it('the five reference lists: create, update, delete', async () => {
    const lists = [
      {
        resource: 'experts',
        entity: 'expert',
        idField: 'id_expert',
        create: { nom: 'Dr Audit', specialite: 'Law', tel: '0600' },
        patch: { tel: '0700' },
        changed: { tel: ['0600', '0700'] },
      },
      {
        resource: 'tribunals',
        entity: 'tribunal',
        idField: 'id_tribunal',
        create: { nom: 'TPI', ville: 'Rabat' },
        patch: { ville: 'Salé' },
        changed: { ville: ['Rabat', 'Salé'] },
      },
      {
        resource: 'action-types',
        entity: 'type_action',
        idField: 'id_type_action',
        create: { libelle: 'Appel' },
        patch: { effect: 'dossier_field', dossier_field: 'num_instrument_a' },
        changed: { effect: ['none', 'dossier_field'], dossier_field: [null, 'num_instrument_a'] },
      },
      {
        resource: 'expertise-types',
        entity: 'type_expertise',
        idField: 'id_type_expertise',
        create: { libelle: 'Comptable' },
        patch: { description: 'Chiffres' },
        changed: { description: [null, 'Chiffres'] },
      },
      {
        resource: 'case-types',
        entity: 'type_affaire_bureau',
        idField: 'id_type_affaire_bureau',
        create: { libelle: 'Pénal' },
        patch: { libelle: 'Pénal routier' },
        changed: { libelle: ['Pénal', 'Pénal routier'] },
      },
    ] as const;
    for (const list of lists) {
      const created = await write(staff, `POST /api/${list.resource}`, `/api/${list.resource}`, list.create);
      const id = created.json()[list.idField] as number;
      await expectAudited(
        list.entity,
        id,
        'create',
        staffId,
        Object.fromEntries(Object.entries(list.create).map(([k, v]) => [k, [null, v]])),
      );
      await write(staff, `PATCH /api/${list.resource}/:id`, `/api/${list.resource}/${id}`, {
        ...list.patch,
        version: created.json().version,
      });
      await expectAudited(list.entity, id, 'update', staffId, list.changed as unknown as Record<string, [unknown, unknown]>);
      await write(staff, `DELETE /api/${list.resource}/:id`, `/api/${list.resource}/${id}`);
      const after = Object.fromEntries(Object.entries(list.changed).map(([k, v]) => [k, [v[1], null] as [unknown, unknown]]));
      await expectAudited(list.entity, id, 'delete', staffId, after);
    }
  });

  it('documents: upload, read again, capture, rename, attach, delete, restore, purge', async () => {
    const dossier = (await staff.post('/api/dossiers', { ref_dossier_bureau: 7300, date_inscription_bureau: '2026-01-15' })).json().id_dossier as number;
    const { payload, contentType } = multipart([{ filename: 'jugement.pdf', content: pdf() }], { title: 'Jugement' });
    const uploaded = await staff.request('POST', `/api/dossiers/${dossier}/documents`, undefined, { 'content-type': contentType }, payload);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    covered.add('POST /api/dossiers/:id/documents');
    const id = uploaded.json().items[0].id_document as number;
    await expectAudited('document', id, 'create', staffId, {
      filename: [null, 'jugement.pdf'],
      title: [null, 'Jugement'],
      content_type: [null, 'application/pdf'],
    });

    await write(staff, 'POST /api/documents/:id/text/retry', `/api/documents/${id}/text/retry`);
    await expectAudited('document', id, 'update', staffId, { text_status: ['pending', 'pending'] });

    const photo = multipart([{ filename: 'photo.png', content: await textImage(['Rôle']), field: 'photo' }], { title: 'Rôle' });
    const captured = await staff.request('POST', `/api/dossiers/${dossier}/documents/capture`, undefined, { 'content-type': photo.contentType }, photo.payload);
    expect(captured.statusCode, captured.body).toBe(201);
    covered.add('POST /api/dossiers/:id/documents/capture');
    await expectAudited('document', captured.json().id_document as number, 'create', staffId, { filename: [null, 'Rôle.pdf'], content_type: [null, 'application/pdf'] });

    await write(staff, 'PATCH /api/documents/:id', `/api/documents/${id}`, { title: 'Jugement du 2 mars', filename: 'حكم.pdf' });
    await expectAudited('document', id, 'update', staffId, {
      title: ['Jugement', 'Jugement du 2 mars'],
      filename: ['jugement.pdf', 'حكم.pdf'],
    });

    expect((await staff.get(`/api/documents/${id}/content`)).statusCode).toBe(200);
    await expectAudited('document', id, 'download', staffId, { filename: ['حكم.pdf', 'حكم.pdf'] });

    await write(staff, 'DELETE /api/documents/:id', `/api/documents/${id}`);
    await expectAudited('document', id, 'delete', staffId, { filename: ['حكم.pdf', 'حكم.pdf'] });
    await write(admin, 'POST /api/trash/documents/:id/restore', `/api/trash/documents/${id}/restore`);
    await expectAudited('document', id, 'restore', adminId, {});
    await staff.delete(`/api/documents/${id}`);
    await write(admin, 'DELETE /api/trash/documents/:id', `/api/trash/documents/${id}`);
    const purge = (await admin.get(`/api/audit?entity=document&entity_id=${id}&page_size=100`)).json().items[0] as AuditEntry;
    expect(purge).toMatchObject({ user: { id: adminId }, operation: 'delete', changes: { purged: [false, true] } });
  });

  it('parties and their links: create, update, link with a confirmed conflict, unlink, delete', async () => {
    const created = await write(staff, 'POST /api/parties', '/api/parties', { name: 'Karima Audit', national_id: 'AU 1', kind: 'person' });
    const id = created.json().id_party as number;
    await expectAudited('party', id, 'create', staffId, { name: [null, 'Karima Audit'], national_id: [null, 'AU 1'] });
    await write(staff, 'PATCH /api/parties/:id', `/api/parties/${id}`, { phone: '0612', version: 1 });
    await expectAudited('party', id, 'update', staffId, { phone: [null, '0612'] });

    const a = (await staff.post('/api/dossiers', { ref_dossier_bureau: 7101, date_inscription_bureau: '2026-01-15' })).json()
      .id_dossier as number;
    const b = (await staff.post('/api/dossiers', { ref_dossier_bureau: 7102, date_inscription_bureau: '2026-01-15' })).json()
      .id_dossier as number;
    await write(staff, 'POST /api/dossiers/:id/parties', `/api/dossiers/${a}/parties`, { id_party: id, role: 'adverse' });
    await write(staff, 'POST /api/dossiers/:id/parties', `/api/dossiers/${b}/parties`, {
      id_party: id,
      role: 'client',
      confirm_conflict: true,
    });
    const link = await expectAudited('dossier_party', id, 'create', staffId, {
      party: [null, 'Karima Audit'],
      role: [null, 'client'],
      conflict_confirmed: [null, true],
    });
    const history = (await staff.get(`/api/audit?entity=dossier&entity_id=${b}`)).json().items as AuditEntry[];
    expect(history.map((e) => e.id)).toContain(link.id);

    await write(staff, 'DELETE /api/dossiers/:id/parties/:id_party', `/api/dossiers/${b}/parties/${id}?role=client`);
    await staff.delete(`/api/dossiers/${a}/parties/${id}?role=adverse`);
    await expectAudited('dossier_party', id, 'delete', staffId, { party: ['Karima Audit', null], role: ['adverse', null] });
    await write(staff, 'DELETE /api/parties/:id', `/api/parties/${id}`);
    await expectAudited('party', id, 'delete', staffId, {});
    await write(admin, 'POST /api/parties/:id/restore', `/api/parties/${id}/restore`);
    expect((await expectAudited('party', id, 'restore', adminId, {})).changes.deleted_at?.[1]).toBeNull();
  });

  it('deadlines: rules, office calendar days, deadline state', async () => {
    const rule = await write(admin, 'POST /api/deadline-rules', '/api/deadline-rules', {
      label: 'Appel',
      trigger_type_ids: [74],
      amount: 30,
      unit: 'days',
      franc: true,
    });
    const ruleId = rule.json().id as number;
    await expectAudited('deadline_rule', ruleId, 'create', adminId, {
      label: [null, 'Appel'],
      amount: [null, 30],
      franc: [null, true],
      trigger_type_ids: [null, '74'],
    });
    await write(admin, 'PATCH /api/deadline-rules/:id', `/api/deadline-rules/${ruleId}`, { amount: 15, version: 1 });
    await expectAudited('deadline_rule', ruleId, 'update', adminId, { amount: [30, 15] });

    const dossier = (await staff.post('/api/dossiers', { ref_dossier_bureau: 7301, date_inscription_bureau: '2026-01-15' })).json();
    await staff.post(`/api/dossiers/${dossier.id_dossier}/actions`, {
      date_action: '2026-02-02',
      contenu: 'Jugement notifié',
      fk_type_action: 74,
    });
    const [deadline] = (await staff.get(`/api/dossiers/${dossier.id_dossier}/deadlines`)).json().items;
    await expectAudited('deadline', deadline.id, 'create', staffId, { status: [null, 'open'], start_date: [null, '2026-02-02'] });
    await write(staff, 'PATCH /api/deadlines/:id', `/api/deadlines/${deadline.id}`, {
      status: 'waived',
      note: 'Client renonce',
      version: deadline.version,
    });
    await expectAudited('deadline', deadline.id, 'update', staffId, { status: ['open', 'waived'], note: [null, 'Client renonce'] });

    await write(admin, 'POST /api/calendar/days', '/api/calendar/days', { date: '2026-03-02', working: false, label: 'Grève' });
    await expectAudited('calendar_day', 20260302, 'create', adminId, { date: [null, '2026-03-02'], kind: [null, 'office_closed'], working: [null, false], label: [null, 'Grève'] });
    await write(admin, 'DELETE /api/calendar/days/:date', '/api/calendar/days/2026-03-02');
    await expectAudited('calendar_day', 20260302, 'delete', adminId, { date: ['2026-03-02', null] });
    await write(admin, 'POST /api/calendar/migration/recount', '/api/calendar/migration/recount');
    await expectAudited('calendar_migration', 1, 'update', adminId, { legacy_deadlines: [0, 0] });

    const spare = await admin.post('/api/deadline-rules', {
      label: 'Spare',
      trigger_type_ids: [73],
      amount: 1,
      unit: 'months',
      active: false,
    });
    await write(admin, 'DELETE /api/deadline-rules/:id', `/api/deadline-rules/${spare.json().id}`);
    await expectAudited('deadline_rule', spare.json().id, 'delete', adminId, { label: ['Spare', null] });
  });

  it('reminders: calendar address made and rotated, test message, digest run', async () => {
    await staff.get('/api/calendar/feed');
    await expectAudited('calendar_feed', staffId, 'create', staffId, {});
    await write(staff, 'POST /api/calendar/feed/rotate', '/api/calendar/feed/rotate');
    const rotated = await expectAudited('calendar_feed', staffId, 'update', staffId, {});
    expect(JSON.stringify(rotated.changes)).not.toMatch(/token|nonce/);
    // Without SMTP_URL the test answers 409 and leaves nothing; the digest run is recorded either way.
    expect((await admin.post('/api/admin/mail/test')).statusCode).toBe(409);
    covered.add('POST /api/admin/mail/test');
    await write(admin, 'POST /api/admin/digest/run', '/api/admin/digest/run');
    await expectAudited('digest_run', adminId, 'create', adminId, { sent: [null, 0], skipped: [null, 0] });
  });

  it('money: ledger entries, their access', async () => {
    const dossier = (await staff.post('/api/dossiers', { ref_dossier_bureau: 7401, date_inscription_bureau: '2026-01-15' })).json()
      .id_dossier as number;
    await write(admin, 'PATCH /api/users/:id', `/api/users/${staffId}`, { money: 'write' });
    await expectAudited('user', staffId, 'update', adminId, { money: ['none', 'write'] });
    const created = await write(staff, 'POST /api/dossiers/:id/money', `/api/dossiers/${dossier}/money`, {
      kind: 'disbursement',
      date: '2026-02-01',
      amount: '120.5',
      label: 'Huissier',
    });
    const id = created.json().id as number;
    await expectAudited('money_entry', id, 'create', staffId, {
      kind: [null, 'disbursement'],
      amount: [null, '120.50'],
      label: [null, 'Huissier'],
    });
    await write(staff, 'PATCH /api/money/:id', `/api/money/${id}`, { amount: '130', version: 1 });
    await expectAudited('money_entry', id, 'update', staffId, { amount: ['120.50', '130.00'] });
    await write(staff, 'DELETE /api/money/:id', `/api/money/${id}`);
    await expectAudited('money_entry', id, 'delete', staffId, { amount: ['130.00', null] });

    await admin.patch('/api/settings', { currency: 'MAD', fiscal_profile: 'MA', office_identifiers: { ice: '1', if: '2', tp: '3' } });
    const party = (await staff.post('/api/parties', { name: 'Client Audit' })).json().id_party as number;
    const note = (
      await write(staff, 'POST /api/invoices', '/api/invoices', {
        fk_dossier: dossier,
        fk_client_party: party,
        lines: [{ label: 'Honoraires', unit_price: '100' }],
      })
    ).json();
    await expectAudited('invoice', note.id, 'create', staffId, { status: [null, 'draft'], total: [null, '110.00'] });
    await write(staff, 'PATCH /api/invoices/:id', `/api/invoices/${note.id}`, { due_date: '2026-04-01', version: 1 });
    await expectAudited('invoice', note.id, 'update', staffId, { due_date: [null, '2026-04-01'] });
    const issued = (await write(staff, 'POST /api/invoices/:id/issue', `/api/invoices/${note.id}/issue`, {})).json();
    await expectAudited('invoice', note.id, 'update', staffId, { status: ['draft', 'issued'], number: [null, issued.number] });
    const paid = (
      await write(staff, 'POST /api/invoices/:id/payments', `/api/invoices/${note.id}/payments`, {
        date: '2026-02-02',
        amount: '10',
        method: 'cash',
      })
    ).json();
    await expectAudited('money_entry', paid.payment.id, 'create', staffId, {
      kind: [null, 'payment_received'],
      amount: [null, '10.00'],
      fk_invoice: [null, note.id],
    });
    const credit = (await write(staff, 'POST /api/invoices/:id/credit-note', `/api/invoices/${note.id}/credit-note`, {})).json();
    await expectAudited('invoice', credit.id, 'create', staffId, {
      kind: [null, 'credit_note'],
      number: [null, credit.number],
      total: [null, '-110.00'],
    });
    const spare = (await staff.post('/api/invoices', { fk_dossier: dossier, fk_client_party: party })).json();
    await write(staff, 'DELETE /api/invoices/:id', `/api/invoices/${spare.id}`);
    await expectAudited('invoice', spare.id, 'delete', staffId, { status: ['draft', null] });
    // An office starting mid-year moves its series on: the number skipped to is in the log.
    await write(admin, 'PATCH /api/invoices/numbering', '/api/invoices/numbering', { kind: 'invoice', next_number: 100 });
    const [moved] = (await admin.get('/api/audit?entity=invoice_series')).json().items as AuditEntry[];
    expect(moved).toMatchObject({ operation: 'update', user: { id: adminId }, changes: { last_number: [1, 99] } });
  });

  it('templates: upload, rename, fill into a document, delete', async () => {
    const docx = exampleDocx([{ text: 'Dossier {dossier_reference} : {client_name}' }], false);
    const form = multipart([{ filename: 'modele.docx', content: docx }], { name: 'Lettre', language: 'fr', purpose: 'other' });
    const uploaded = await admin.request('POST', '/api/templates', undefined, { 'content-type': form.contentType }, form.payload);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    covered.add('POST /api/templates');
    const id = uploaded.json().id as number;
    await expectAudited('template', id, 'create', adminId, { name: [null, 'Lettre'], language: [null, 'fr'], purpose: [null, 'other'] });
    await write(admin, 'PATCH /api/templates/:id', `/api/templates/${id}`, { name: 'Lettre au client', version: 1 });
    await expectAudited('template', id, 'update', adminId, { name: ['Lettre', 'Lettre au client'] });
    const dossier = (await staff.post('/api/dossiers', { ref_dossier_bureau: 7501, date_inscription_bureau: '2026-01-15' })).json()
      .id_dossier as number;
    const filled = await write(staff, 'POST /api/dossiers/:id/documents/from-template', `/api/dossiers/${dossier}/documents/from-template`, {
      template_id: id,
    });
    await expectAudited('document', filled.json().id_document, 'create', staffId, { title: [null, 'Lettre au client'] });
    await write(admin, 'DELETE /api/templates/:id', `/api/templates/${id}`);
    await expectAudited('template', id, 'delete', adminId, { name: ['Lettre au client', null] });
  });

  it('court levels: create, update, delete, each in the dossier’s history with the field it keeps in step', async () => {
    const dossier = (await staff.post('/api/dossiers', { ref_dossier_bureau: 7502, date_inscription_bureau: '2026-01-15' })).json()
      .id_dossier as number;
    const created = await write(staff, 'POST /api/dossiers/:id/stages', `/api/dossiers/${dossier}/stages`, { kind: 'appeal', file_raw: '2026/1201/1457' });
    const id = created.json().id as number;
    await expectAudited('stage', id, 'create', staffId, { kind: [null, 'appeal'], file_number: [null, '1457'], file_number_text: [null, '1457/1201/2026'] });
    await expectAudited('dossier', dossier, 'update', staffId, { num_dossier_tribunal_a: [null, '1457/1201/2026'] });
    await write(staff, 'PATCH /api/stages/:id', `/api/stages/${id}`, { outcome: 'won', version: 1 });
    await expectAudited('stage', id, 'update', staffId, { outcome: [null, 'won'] });
    await write(staff, 'DELETE /api/stages/:id', `/api/stages/${id}`);
    await expectAudited('stage', id, 'delete', staffId, { kind: ['appeal', null] });
  });

  it('covers every write route of the route table', async () => {
    // Signing in again proves nothing above locked the admin out.
    expect((await new TestClient(server.app).post('/api/auth/login', { login: ADMIN.email, password: ADMIN.password })).statusCode).toBe(
      200,
    );
    expect(writeRoutes.size).toBeGreaterThan(20);
    expect([...writeRoutes].filter((r) => !covered.has(r)).sort()).toEqual([]);
    console.log(`audit completeness: ${covered.size} write routes, each audited with its user and changed fields`);
  });
});
