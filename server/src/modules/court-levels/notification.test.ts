import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier } from '../../../test/case-fixtures';
import { startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
let notification: number;
let oldCode: number;
let newCode: number;

beforeEach(async () => {
  ({ server, admin } = await startServerWithAdmin({ at: '2026-09-20T09:00:00Z', settings: { timezone: 'UTC', country: 'MA' } }));
  const types = (await admin.get('/api/action-types')).json().items as { id_type_action: number; code: string | null }[];
  notification = types.find((t) => t.code === 'notification_judgment')!.id_type_action;
  const rules = (await admin.get('/api/deadline-rules')).json().items as { id: number; preset_key: string | null }[];
  // Morocco's appeal under the 1974 code (judgments before 24 August 2026) and under loi 58.25 (after).
  oldCode = rules.find((r) => r.preset_key === 'ma_appeal_cpc1974')!.id;
  newCode = rules.find((r) => r.preset_key === 'ma_appeal_cpc2026')!.id;
  for (const id of [oldCode, newCode]) expect((await admin.patch(`/api/deadline-rules/${id}`, { active: true })).statusCode).toBe(200);
});
afterEach(() => server.close());

type Deadline = { rule: { id: number }; start_date: string; due_date: string; trigger_action_id: number };
const deadlinesOf = async (dossierId: number) => (await admin.get(`/api/dossiers/${dossierId}/deadlines`)).json().items as Deadline[];
const actionsOf = async (dossierId: number) =>
  (await admin.get(`/api/dossiers/${dossierId}/actions`)).json().items as { id_action: number; date_action: string; fk_type_action: number; fk_stage: number | null; contenu: string }[];

async function judged(decision_date: string) {
  const dossier = await createDossier(admin);
  const res = await admin.post(`/api/dossiers/${dossier.id_dossier}/stages`, { kind: 'first_instance', file_raw: '1457/1201/2026', decision_date });
  expect(res.statusCode, res.body).toBe(201);
  return { dossier, stage: res.json() };
}

describe('a level’s notification', () => {
  it('is refused with 422 when neither the request nor the settings name the action type, and nothing is written', async () => {
    const { dossier, stage } = await judged('2026-08-10');
    const res = await admin.patch(`/api/stages/${stage.id}`, { notified_on: '2026-09-14' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'notification_type_required' });
    expect((await admin.get(`/api/stages/${stage.id}`)).json()).toMatchObject({ notified_on: null, version: 1 });
    expect(await actionsOf(dossier.id_dossier)).toEqual([]);
    // The office's setting names it from then on.
    expect((await admin.patch('/api/settings', { notification_action_type: 99999 })).statusCode).toBe(400);
    expect((await admin.patch('/api/settings', { notification_action_type: notification })).statusCode).toBe(200);
    expect((await admin.patch(`/api/stages/${stage.id}`, { notified_on: '2026-09-14' })).statusCode).toBe(200);
    expect((await actionsOf(dossier.id_dossier)).map((a) => [a.fk_type_action, a.date_action, a.fk_stage])).toEqual([
      [notification, '2026-09-14', stage.id],
    ]);
  });

  it('adds the notification action linked to the level, which starts the deadline under the law of the judgment’s date', async () => {
    const { dossier, stage } = await judged('2026-08-10');
    const res = await admin.patch(`/api/stages/${stage.id}`, { notified_on: '2026-09-14', notification_type_id: notification });
    expect(res.statusCode, res.body).toBe(200);
    const [action] = await actionsOf(dossier.id_dossier);
    expect(action).toMatchObject({ date_action: '2026-09-14', fk_type_action: notification, fk_stage: stage.id });
    expect(action!.contenu).toContain('1457/1201/2026');
    // Judged before 24 August 2026: the 1974 code's appeal, though notified after.
    expect((await deadlinesOf(dossier.id_dossier)).map((d) => [d.rule.id, d.start_date, d.trigger_action_id])).toEqual([
      [oldCode, '2026-09-14', action!.id_action],
    ]);

    // The same notification typed as a plain action, with no level: the law of its own date.
    const plain = await createDossier(admin);
    await addAction(admin, plain.id_dossier, { date_action: '2026-09-14', fk_type_action: notification, contenu: 'Notification' });
    expect((await deadlinesOf(plain.id_dossier)).map((d) => d.rule.id)).toEqual([newCode]);

    // The judgment's date corrected: its actions' deadlines follow the law it now falls under.
    expect((await admin.patch(`/api/stages/${stage.id}`, { decision_date: '2026-09-01' })).statusCode).toBe(200);
    expect((await deadlinesOf(dossier.id_dossier)).map((d) => d.rule.id)).toEqual([newCode]);

    // The notification date moved: the same action moves, and its deadline with it; no second action.
    expect((await admin.patch(`/api/stages/${stage.id}`, { notified_on: '2026-09-16', notification_type_id: notification })).statusCode).toBe(200);
    expect((await actionsOf(dossier.id_dossier)).map((a) => [a.id_action, a.date_action])).toEqual([[action!.id_action, '2026-09-16']]);
    expect((await deadlinesOf(dossier.id_dossier)).map((d) => [d.rule.id, d.start_date])).toEqual([[newCode, '2026-09-16']]);
  });

  it('is recorded on a level created already notified, and its history names the action', async () => {
    const dossier = await createDossier(admin);
    const res = await admin.post(`/api/dossiers/${dossier.id_dossier}/stages`, {
      kind: 'appeal',
      file_raw: '1/1201/2026',
      decision_date: '2026-08-01',
      notified_on: '2026-09-02',
      notification_type_id: notification,
    });
    expect(res.statusCode, res.body).toBe(201);
    const history = (await admin.get(`/api/audit?entity=dossier&entity_id=${dossier.id_dossier}&page_size=100`)).json().items as { entity: string; operation: string }[];
    expect(history.map((e) => `${e.entity}:${e.operation}`)).toEqual(expect.arrayContaining(['stage:create', 'action:create', 'deadline:create']));
    expect((await deadlinesOf(dossier.id_dossier)).map((d) => d.rule.id)).toEqual([oldCode]);
  });
});

describe('the board of levels', () => {
  it('lists judgments awaiting notification, pending appeals and enforcement, with each dossier’s reference, by filter', async () => {
    const responsible = (await admin.get('/api/auth/session')).json().user.id as number;
    const a = await createDossier(admin, { fk_responsible: responsible, nom_responsable_civil: 'Karim Tazi' });
    const b = await createDossier(admin);
    const post = async (dossierId: number, body: Record<string, unknown>) => (await admin.post(`/api/dossiers/${dossierId}/stages`, body)).json();
    const judged = await post(a.id_dossier, { kind: 'first_instance', decision_date: '2026-06-01' });
    await post(a.id_dossier, { kind: 'first_instance', decision_date: '2026-05-01', notified_on: '2026-05-10', notification_type_id: notification });
    const pending = await post(b.id_dossier, { kind: 'appeal', filed_on: '2026-07-01' });
    await post(b.id_dossier, { kind: 'cassation', status: 'closed' });
    const enforcement = await post(a.id_dossier, { kind: 'enforcement' });
    const board = async (query: string) => (await admin.get(`/api/stages?${query}`)).json();

    const awaiting = await board('awaiting=notification');
    expect(awaiting.items.map((s: { id: number }) => s.id)).toEqual([judged.id]);
    expect(awaiting.items[0]).toMatchObject({ ref_dossier_bureau: a.ref_dossier_bureau, dossier_label: 'Karim Tazi' });
    expect((await board('awaiting=appeal')).items.map((s: { id: number }) => s.id)).toEqual([pending.id]);
    expect((await board('awaiting=enforcement')).items.map((s: { id: number }) => s.id)).toEqual([enforcement.id]);
    expect((await board(`responsible=${responsible}`)).total).toBe(3);
    expect((await board('kind=cassation&status=closed')).total).toBe(1);
    expect((await board('page_size=2&page=2')).items).toHaveLength(2);
    expect((await admin.get('/api/stages?awaiting=later')).statusCode).toBe(400);
  });
});
