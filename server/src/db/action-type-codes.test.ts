import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabaseUrl, startTestServer, type TestServer } from '../../test/harness';
import { writeAudit } from '../lib/audit';
import { createDatabase, type DatabaseHandle } from './database';
import { migrateToLatest, migrations } from './migrate';
import * as actionTypeCodes from './migrations/020-action-type-codes';

let server: TestServer | null = null;
let handle: DatabaseHandle | null = null;
let drop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await server?.close();
  await handle?.close();
  await drop?.();
  server = null;
  handle = null;
  drop = null;
});

const triggersOf = async (db: DatabaseHandle['db'], label: string) =>
  (
    await db
      .selectFrom('deadline_rule_trigger')
      .innerJoin('deadline_rule', 'deadline_rule.id', 'deadline_rule_trigger.rule_id')
      .select('deadline_rule_trigger.id_type_action')
      .where('deadline_rule.label', '=', label)
      .execute()
  ).map((r) => r.id_type_action);

describe('migration 020: Cabinet’s own action types get their codes', () => {
  it('gives a new database one code per shipped type: the defaults, the seeded notifications, then the later presets’ starting types', async () => {
    server = await startTestServer();
    expect(
      await server.database.db
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
      // Created by migration 022 for the presets it adds.
      { id_type_action: 78, code: 'notification_default_judgment' },
      { id_type_action: 79, code: 'notification_commercial_judgment' },
      { id_type_action: 80, code: 'pronouncement_criminal_judgment' },
      { id_type_action: 81, code: 'pronouncement_criminal_appeal_judgment' },
      { id_type_action: 82, code: 'notification_judgment_abroad' },
      { id_type_action: 83, code: 'notification_summary_order_abroad' },
      { id_type_action: 84, code: 'notification_judgment_overseas' },
    ]);
  });

  it('codes the seeded types, and gives back to untouched presets the notification type an earlier import took', async () => {
    // A database as migration 020 finds it: migrated up to it, then the codes taken away.
    const fresh = await freshDatabaseUrl();
    drop = fresh.drop;
    handle = createDatabase(fresh.url, { poolSize: 1 });
    const { db } = handle;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('021-imported-as-is')).error).toBeUndefined();

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
    expect(await triggersOf(db, 'Appel (Maroc)')).toEqual([78]);
    expect(await triggersOf(db, 'Appel (France)')).toEqual([78]);
    expect(await triggersOf(db, 'Pourvoi en cassation (France)')).toEqual([79]);
    expect(await triggersOf(db, 'Appel d’une ordonnance de référé (Maroc)')).toEqual([76]);
    expect(await triggersOf(db, 'Pourvoi en cassation (Maroc)')).toEqual([77]);

    // Migration 022 finds the presets’ starting types by these codes: the presets keep them.
    await migrateToLatest(handle);
    const startOf = async (key: string) =>
      (
        await db
          .selectFrom('deadline_rule_trigger')
          .innerJoin('deadline_rule', 'deadline_rule.id', 'deadline_rule_trigger.rule_id')
          .select('deadline_rule_trigger.id_type_action')
          .where('deadline_rule.preset_key', '=', key)
          .execute()
      ).map((r) => r.id_type_action);
    expect(await startOf('ma_appeal_cpc1974')).toEqual([78]);
    expect(await startOf('fr_cassation')).toEqual([79]);
    expect(await startOf('ma_summary_appeal_cpc1974')).toEqual([76]);
  });
});
