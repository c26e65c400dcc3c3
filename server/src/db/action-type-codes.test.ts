import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { writeAudit } from '../lib/audit';
import * as actionTypeCodes from './migrations/020-action-type-codes';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const triggersOf = async (label: string) =>
  (
    await server.database.db
      .selectFrom('deadline_rule_trigger')
      .innerJoin('deadline_rule', 'deadline_rule.id', 'deadline_rule_trigger.rule_id')
      .select('deadline_rule_trigger.id_type_action')
      .where('deadline_rule.label', '=', label)
      .execute()
  ).map((r) => r.id_type_action);

describe('migration 018: Cabinet’s own action types get their codes', () => {
  it('codes the seeded types, and gives back to untouched presets the notification type an earlier import took', async () => {
    const { db } = server.database;
    expect(
      await db
        .selectFrom('type_action')
        .select(['id_type_action', 'code'])
        .where('code', 'is not', null)
        .orderBy('id_type_action')
        .execute(),
    ).toEqual([
      { id_type_action: 73, code: 'hearing' },
      { id_type_action: 74, code: 'filing' },
      { id_type_action: 75, code: 'notification_judgment' },
      { id_type_action: 76, code: 'notification_summary_order' },
      { id_type_action: 77, code: 'notification_appeal_ruling' },
    ]);

    // A database from before the codes, where an import replaced types 75 and 77 with the old system's.
    await actionTypeCodes.down(db);
    for (const [id, libelle] of [
      [75, 'Plainte déposée'],
      [77, 'Versement client'],
    ] as const) {
      await db
        .updateTable('type_action')
        .set({ libelle, created_by_name: 'user', label_fr: null })
        .where('id_type_action', '=', id)
        .execute();
    }
    // The office chose by hand what starts its Moroccan cassation rule: that is its choice, left alone.
    const cassation = await db
      .selectFrom('deadline_rule')
      .select('id')
      .where('label', '=', 'Pourvoi en cassation (Maroc)')
      .executeTakeFirstOrThrow();
    await writeAudit(db, {
      at: '2026-11-01T10:00:00.000Z',
      userId: null,
      entity: 'deadline_rule',
      entityId: cassation.id,
      operation: 'update',
      changes: { trigger_type_ids: ['75', '77'] },
    });

    await actionTypeCodes.up(db);
    const codes = await db
      .selectFrom('type_action')
      .select(['id_type_action', 'libelle', 'code'])
      .where('code', 'is not', null)
      .orderBy('id_type_action')
      .execute();
    expect(codes).toEqual([
      { id_type_action: 73, libelle: 'Audience', code: 'hearing' },
      { id_type_action: 74, libelle: 'Dépôt', code: 'filing' },
      { id_type_action: 76, libelle: 'Notification de l’ordonnance de référé', code: 'notification_summary_order' },
      { id_type_action: 78, libelle: 'Notification du jugement', code: 'notification_judgment' },
      { id_type_action: 79, libelle: 'Notification de l’arrêt d’appel', code: 'notification_appeal_ruling' },
    ]);
    // The imported types keep their ids and labels.
    expect(
      await db.selectFrom('type_action').select('libelle').where('id_type_action', 'in', [75, 77]).orderBy('id_type_action').execute(),
    ).toEqual([{ libelle: 'Plainte déposée' }, { libelle: 'Versement client' }]);
    expect(await triggersOf('Appel (Maroc)')).toEqual([78]);
    expect(await triggersOf('Appel (France)')).toEqual([78]);
    expect(await triggersOf('Pourvoi en cassation (France)')).toEqual([79]);
    expect(await triggersOf('Appel d’une ordonnance de référé (Maroc)')).toEqual([76]);
    expect(await triggersOf('Pourvoi en cassation (Maroc)')).toEqual([77]);
  });
});
