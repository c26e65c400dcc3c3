import { Migrator, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabaseUrl } from '../../../test/harness';
import { createDatabase, type DatabaseHandle } from '../database';
import { migrateToLatest, migrations } from '../migrate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

let handle: DatabaseHandle | null = null;
let drop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await handle?.close();
  await drop?.();
  handle = null;
  drop = null;
});

const now = '2026-07-01T09:00:00.000Z';
const audit = { created_at: now, modified_at: now, created_by: null, modified_by: null };

/** An office as part two left it: its country, a preset it activated, a deadline counted on its calendar, its own days. */
async function officeBeforeUpgrade(db: AnyDb) {
  await db.updateTable('settings').set({ country: 'MA', weekend_days: '5,6' }).execute();
  const appeal = await db.selectFrom('deadline_rule').select(['id']).where('label_fr', '=', 'Appel (Maroc)').executeTakeFirstOrThrow();
  await db.updateTable('deadline_rule').set({ active: 1, version: 2 }).where('id', '=', appeal.id).execute();
  const trigger = await db
    .selectFrom('deadline_rule_trigger')
    .select('id_type_action')
    .where('rule_id', '=', appeal.id)
    .executeTakeFirstOrThrow();
  const dossier = await db
    .insertInto('dossier')
    .values({ ref_dossier_bureau: 77, date_inscription_bureau: '2026-01-05', ...audit })
    .returning('id_dossier')
    .executeTakeFirstOrThrow();
  const action = await db
    .insertInto('action')
    .values({
      fk_dossier: dossier.id_dossier,
      date_action: '2026-07-16',
      fk_type_action: trigger.id_type_action,
      contenu: 'Jugement notifié',
      ...audit,
    })
    .returning('id_action')
    .executeTakeFirstOrThrow();
  // Counted on the office's calendar: its two weeks of closure carried it to 31 August (the review's case C23).
  await db
    .insertInto('deadline')
    .values({
      fk_dossier: dossier.id_dossier,
      fk_rule: appeal.id,
      trigger_action_id: action.id_action,
      start_date: '2026-07-16',
      due_date: '2026-08-31',
      status: 'open',
      ...audit,
    })
    .execute();
  await db
    .insertInto('calendar_day')
    .values([
      { date: '2026-08-17', working: 0, label: 'Congés du cabinet', created_at: now, created_by: null },
      { date: '2026-11-06', working: 1, label: 'Permanence', created_at: now, created_by: null },
    ])
    .execute();
  return { appeal: appeal.id, type: trigger.id_type_action };
}

describe('migration 022: an office upgraded to the law’s calendars', () => {
  it('keeps its deadlines’ dates until it recounts, lists its closed days to sort, and finds its presets by key and code', async () => {
    const fresh = await freshDatabaseUrl();
    drop = fresh.drop;
    handle = createDatabase(fresh.url, { poolSize: 1 });
    const db = handle.db as AnyDb;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('017-action-count')).error).toBeUndefined();
    const before = await officeBeforeUpgrade(db);

    await migrateToLatest(handle);

    expect(
      await db
        .selectFrom('deadline')
        .select(['due_date', 'counted_months', 'counted_days', 'counted_franc', 'counted_country', 'counted_legacy'])
        .execute(),
    ).toEqual([
      { due_date: '2026-08-31', counted_months: 0, counted_days: 30, counted_franc: 1, counted_country: 'MA', counted_legacy: 1 },
    ]);
    expect(await db.selectFrom('calendar_entry').select(['date', 'kind', 'country', 'label']).orderBy('date').execute()).toEqual([
      { date: '2026-08-17', kind: 'unsorted', country: null, label: 'Congés du cabinet' },
      { date: '2026-11-06', kind: 'worked', country: 'MA', label: 'Permanence' },
    ]);
    // The preset the office activated keeps what counts a date, and gains its key and its sources per language.
    const appeal = await db.selectFrom('deadline_rule').selectAll().where('id', '=', before.appeal).executeTakeFirstOrThrow();
    expect(appeal).toMatchObject({
      preset_key: 'ma_appeal_cpc1974',
      label_fr: 'Appel (Maroc)',
      active: 1,
      months: 0,
      days: 30,
      valid_to: null,
    });
    expect(appeal.legal_reference_ar).toBe('الفصل 134 والفصل 512 من قانون المسطرة المدنية (ظهير 28 شتنبر 1974)');
    // A preset nobody touched is rewritten as shipped: Tunisia's cassation no longer cites art. 175 as its period.
    const cassation = await db.selectFrom('deadline_rule').selectAll().where('preset_key', '=', 'tn_cassation').executeTakeFirstOrThrow();
    expect(cassation.legal_reference).toMatch(/lists the grounds of cassation, not the period/);
    expect(await db.selectFrom('type_action').select('code').where('id_type_action', '=', before.type).executeTakeFirstOrThrow()).toEqual({
      code: 'notification_judgment',
    });
    const keys = (await db.selectFrom('deadline_rule').select('preset_key').where('preset_key', 'is not', null).execute()).map(
      (r) => r.preset_key,
    );
    expect(keys).toEqual(
      expect.arrayContaining(['ma_appeal_cpc2026', 'dz_appeal_domicile', 'dz_default_appeal_in_person', 'fr_summary_appeal_abroad']),
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(await db.selectFrom('calendar_day').selectAll().execute()).toEqual([]);
  });
});
