import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier } from '../../../test/case-fixtures';
import { startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => ({ server, admin } = await startServerWithAdmin()));
afterEach(() => server.close());

const typeOf = async (id: number) => (await admin.get(`/api/action-types/${id}`)).json();

describe('action type translations', () => {
  it('come with the default types of a new database, the label staying the office’s own', async () => {
    expect(await typeOf(73)).toMatchObject({ libelle: 'Audience', labels: { en: 'Hearing', fr: 'Audience', ar: 'جلسة' } });
    expect(await typeOf(70)).toMatchObject({ libelle: 'Dossier tribunal (N)', labels: { en: 'Notification case', ar: 'ملف التبليغ' } });
    const items = (await admin.get('/api/action-types')).json().items as { libelle: string; labels: Record<string, string> }[];
    expect(items.find((t) => t.libelle === 'Notification du jugement')?.labels).toEqual({
      en: 'Notification of the judgment',
      fr: 'Notification du jugement',
      ar: 'تبليغ الحكم',
    });
    // Every seeded type has all three.
    for (const type of items) expect(Object.keys(type.labels).sort()).toEqual(['ar', 'en', 'fr']);
  });

  it('are written with a new type, replaced together by a patch, and audited', async () => {
    const created = await admin.post('/api/action-types', {
      libelle: 'Conciliation',
      labels: { en: 'Conciliation hearing', ar: 'جلسة الصلح', fr: '' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id_type_action as number;
    expect(created.json().labels).toEqual({ en: 'Conciliation hearing', ar: 'جلسة الصلح' });
    expect((await admin.post('/api/action-types', { libelle: 'Sans traduction' })).json().labels).toEqual({});

    // A patch without labels keeps them; with labels, the three are what it sends.
    expect((await admin.patch(`/api/action-types/${id}`, { libelle: 'Tentative de conciliation' })).json().labels).toEqual({
      en: 'Conciliation hearing',
      ar: 'جلسة الصلح',
    });
    const patched = await admin.patch(`/api/action-types/${id}`, { labels: { fr: 'Audience de conciliation' }, version: 2 });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ libelle: 'Tentative de conciliation', labels: { fr: 'Audience de conciliation' }, version: 3 });
    expect(patched.json().labels).toEqual({ fr: 'Audience de conciliation' });

    const audit = (await admin.get(`/api/audit?entity=type_action&entity_id=${id}`)).json().items as { changes: Record<string, unknown> }[];
    expect(audit[0]!.changes).toMatchObject({
      label_en: ['Conciliation hearing', null],
      label_ar: ['جلسة الصلح', null],
      label_fr: [null, 'Audience de conciliation'],
    });
  });

  it('refuse a translation longer than a label may be', async () => {
    const long = await admin.post('/api/action-types', { libelle: 'X', labels: { ar: 'ج'.repeat(201) } });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().error.fields)).toEqual(['labels.ar']);
  });

  it('travel with the actions and the agenda that name the type', async () => {
    const dossier = await createDossier(admin, { ref_dossier_bureau: 1001 });
    const action = await addAction(admin, dossier.id_dossier, { date_action: '2026-02-10', fk_type_action: 73 });
    expect(action).toMatchObject({ type_libelle: 'Audience', type_labels: { en: 'Hearing', fr: 'Audience', ar: 'جلسة' } });
    const untyped = await addAction(admin, dossier.id_dossier, { date_action: '2026-02-10' });
    expect(untyped).toMatchObject({ type_libelle: null, type_labels: {} });
    const agenda = (await admin.get('/api/agenda?from=2026-02-10&to=2026-02-10')).json().items as {
      id_action: number;
      type_labels: unknown;
    }[];
    expect(agenda.find((i) => i.id_action === action.id_action)?.type_labels).toEqual({ en: 'Hearing', fr: 'Audience', ar: 'جلسة' });
  });
});
