import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier, insertExpert, insertTribunal } from '../../../test/case-fixtures';
import { onPostgres, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';
import * as actionCount from '../../db/migrations/017-action-count';
import { ACTION_COUNT_ROWS_TO_FOLD } from './dashboard.repository';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => {
  // 12:00 UTC on 21 November is already 01:00 on 22 November in Auckland (UTC+13).
  ({ server, admin } = await startServerWithAdmin({ at: '2026-11-21T12:00:00Z', settings: { timezone: 'Pacific/Auckland' } }));
});
afterEach(() => server.close());

describe('dashboard', () => {
  it('counts tomorrow in the office time zone with the union rule, live dossiers only', async () => {
    await insertExpert(server);
    await insertTribunal(server);
    await insertTribunal(server, 'Cour d’appel', 'Fès');
    const live = await createDossier(admin);
    const quiet = await createDossier(admin);
    const trashed = await createDossier(admin);
    await addAction(admin, live.id_dossier, { date_action: '2026-11-23' });
    await addAction(admin, live.id_dossier, { date_action: '2026-11-01', date_prochaine: '2026-11-23' });
    await addAction(admin, live.id_dossier, { date_action: '2026-11-23', date_prochaine: '2026-11-23' });
    // Tomorrow in UTC, today in Auckland: not counted.
    await addAction(admin, live.id_dossier, { date_action: '2026-11-22', date_prochaine: '2026-11-24' });
    await addAction(admin, trashed.id_dossier, { date_action: '2026-11-23' });
    await addAction(admin, trashed.id_dossier, { date_action: '2026-01-01' });
    await admin.delete(`/api/dossiers/${trashed.id_dossier}`);

    const res = await admin.get('/api/dashboard');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_dossiers: 2,
      total_actions: 4,
      experts: 1,
      tribunals: 2,
      actions_tomorrow: 3,
      stale_dossiers: 1,
      deadlines_overdue: 0,
      deadlines_week: 0,
      tomorrow: '2026-11-23',
    });
    expect((await admin.get(`/api/dossiers/stale`)).json().items.map((d: { id_dossier: number }) => d.id_dossier)).toEqual([
      quiet.id_dossier,
    ]);

    // The same instant in a UTC office: tomorrow is the 22nd, where only one action falls.
    await admin.patch('/api/settings', { timezone: 'UTC' });
    expect((await admin.get('/api/dashboard')).json()).toMatchObject({ tomorrow: '2026-11-22', actions_tomorrow: 1 });
  });

  it('counts the actions right as they are added, deleted and purged with their dossier', async () => {
    const totalActions = async () => (await admin.get('/api/dashboard')).json().total_actions;
    const kept = await createDossier(admin);
    const purged = await createDossier(admin);
    const first = await addAction(admin, kept.id_dossier, { date_action: '2026-10-01' });
    await addAction(admin, kept.id_dossier, { date_action: '2026-10-02' });
    await addAction(admin, purged.id_dossier, { date_action: '2026-10-03' });
    await addAction(admin, purged.id_dossier, { date_action: '2026-10-04' });
    expect(await totalActions()).toBe(4);
    expect((await admin.delete(`/api/actions/${first.id_action}`)).statusCode).toBe(204);
    expect(await totalActions()).toBe(3);
    // In the trash, its actions are no longer counted; purged, they are gone from the table.
    await admin.delete(`/api/dossiers/${purged.id_dossier}`);
    expect(await totalActions()).toBe(1);
    expect((await admin.delete(`/api/trash/dossiers/${purged.id_dossier}`)).statusCode).toBe(204);
    expect(await totalActions()).toBe(1);
    await addAction(admin, kept.id_dossier, { date_action: '2026-10-05' });
    expect(await totalActions()).toBe(2);
  });

  it.runIf(onPostgres())('starts the kept action count from the actions already there (PostgreSQL, migration 017)', async () => {
    const dossier = await createDossier(admin);
    for (const date_action of ['2026-10-01', '2026-10-02', '2026-10-03']) await addAction(admin, dossier.id_dossier, { date_action });
    await actionCount.down(server.database.db);
    await actionCount.up(server.database.db);
    expect((await admin.get('/api/dashboard')).json().total_actions).toBe(3);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-04' });
    expect((await admin.get('/api/dashboard')).json().total_actions).toBe(4);
  });

  it.runIf(onPostgres())('folds the kept action count into one row once it has many (PostgreSQL)', async () => {
    const dossier = await createDossier(admin);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-01' });
    const db = server.database.db;
    // Many changes that cancel out, as many single-action writes would leave.
    await sql`insert into action_count_change (n) select case when i % 2 = 0 then 1 else -1 end from generate_series(1, ${ACTION_COUNT_ROWS_TO_FOLD + 2}) as i`.execute(db);
    await addAction(admin, dossier.id_dossier, { date_action: '2026-10-02' });
    expect((await admin.get('/api/dashboard')).json().total_actions).toBe(2);
    const { rows } = await sql<{ rows: number; total: number }>`select count(*) as rows, sum(n) as total from action_count_change`.execute(db);
    expect({ rows: Number(rows[0]!.rows), total: Number(rows[0]!.total) }).toEqual({ rows: 1, total: 2 });
  });

  it('agrees with the agenda of tomorrow, which says which date matched', async () => {
    const dossier = await createDossier(admin, { ref_dossier_bureau: 4711 });
    const onAction = await addAction(admin, dossier.id_dossier, { date_action: '2026-11-23', fk_type_action: 73, contenu: 'Audience' });
    const onNext = await addAction(admin, dossier.id_dossier, {
      date_action: '2026-11-02',
      date_prochaine: '2026-11-23',
      contenu: 'Renvoi',
    });
    const onBoth = await addAction(admin, dossier.id_dossier, { date_action: '2026-11-23', date_prochaine: '2026-11-23', contenu: 'Both' });
    const agenda = (await admin.get('/api/agenda')).json();
    expect(agenda).toMatchObject({ from: '2026-11-23', to: '2026-11-23', total: 3 });
    expect(agenda.items).toEqual([
      {
        kind: 'action',
        agenda_key: `action-${onAction.id_action}-date_action`,
        id_action: onAction.id_action,
        fk_dossier: dossier.id_dossier,
        ref_dossier_bureau: 4711,
        date_action: '2026-11-23',
        date_prochaine: null,
        contenu: 'Audience',
        fk_type_action: 73,
        type_libelle: 'Audience',
        type_labels: { en: 'Hearing', fr: 'Audience', ar: 'جلسة' },
        fk_assignee: null,
        fk_responsible: null,
        matched: 'date_action',
        agenda_date: '2026-11-23',
        version: 1,
        modified_at: onAction.modified_at,
        client_name: null,
        client_name_ar: null,
        tribunal_nom: null,
        tribunal_nom_ar: null,
      },
      expect.objectContaining({ id_action: onNext.id_action, matched: 'date_prochaine', agenda_date: '2026-11-23', type_libelle: null }),
      expect.objectContaining({ id_action: onBoth.id_action, matched: 'date_action' }),
    ]);
    expect((await admin.get('/api/dashboard')).json().actions_tomorrow).toBe(agenda.total);
  });
});
