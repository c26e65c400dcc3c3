import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock, TestClient, freshDatabaseUrl, signInAdmin } from '../../../test/harness';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { dossierSearch } from '../../modules/dossiers/dossier-search.repository';
import { createDatabase, type DatabaseHandle } from '../database';
import { makeLegacyStages } from '../legacy-stages';
import { migrateToLatest, migrations } from '../migrate';
import type { Database } from '../schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

let handle: DatabaseHandle | null = null;
let drop: (() => Promise<void>) | null = null;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await handle?.close();
  await drop?.();
  handle = null;
  drop = null;
});

const now = '2026-07-01T09:00:00.000Z';
const audit = { created_at: now, modified_at: now, created_by: null, modified_by: null };

/** The eight old number fields and the complaint's, as offices typed them: either way round, spaced, as free text. */
const FILLED = {
  num_pv_tribunal: 'PV 1234 du 3 mars',
  num_plainte_tribunal: '55/2101/2024',
  num_dossier_tribunal: ' 2024/1201/1457 ',
  num_instrument_a: 'Requête 88',
  num_dossier_tribunal_a: '3030/1221/2025',
  num_instrument_c: 'Pourvoi 7',
  num_dossier_tribunal_c: '2026/2/1/4321',
  num_dossier_tribunal_n: '١٢/٣٤/٢٠٢٥',
  num_dossier_tribunal_e: '77/8/25',
};
const FIELDS = Object.keys(FILLED) as (keyof typeof FILLED)[];

async function migratedTo028() {
  const fresh = await freshDatabaseUrl();
  drop = fresh.drop;
  handle = createDatabase(fresh.url, { poolSize: 1 });
  const db = handle.db as AnyDb;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('028-court-stages')).error).toBeUndefined();
  const dossier = async (ref: number, values: Record<string, string | null>) =>
    (
      await db
        .insertInto('dossier')
        .values({ ref_dossier_bureau: ref, date_inscription_bureau: '2025-01-05', search_text: '', ...values, ...audit })
        .returning('id_dossier')
        .executeTakeFirstOrThrow()
    ).id_dossier as number;
  return { db, url: fresh.url, full: await dossier(1, FILLED), appealOnly: await dossier(2, { num_instrument_a: 'Requête 9' }), none: await dossier(3, {}) };
}

describe('migration 029: the levels the old number fields describe', () => {
  it('makes one level per filled field, leaves the fields as typed, and finds the numbers either way round', async () => {
    const { db, full, appealOnly, none } = await migratedTo028();
    await migrateToLatest(handle!);

    const stages = await db
      .selectFrom('stage')
      .select(['fk_dossier', 'kind', 'file_number', 'file_code', 'file_year', 'file_chamber', 'file_section', 'file_raw', 'filing_ref', 'status'])
      .orderBy('fk_dossier')
      .orderBy('kind')
      .execute();
    const level = (file_number: string | null, file_code: string | null, file_year: string | null, rest: Record<string, unknown> = {}) => ({
      file_number,
      file_code,
      file_year,
      file_chamber: null,
      file_section: null,
      file_raw: null,
      filing_ref: null,
      ...rest,
    });
    expect(stages).toEqual([
      { fk_dossier: full, kind: 'appeal', ...level('3030', '1221', '2025', { filing_ref: 'Requête 88' }), status: 'closed' },
      { fk_dossier: full, kind: 'cassation', ...level('4321', null, '2026', { file_chamber: '1', file_section: '2', filing_ref: 'Pourvoi 7' }), status: 'closed' },
      { fk_dossier: full, kind: 'complaint', ...level('55', '2101', '2024'), status: 'closed' },
      { fk_dossier: full, kind: 'enforcement', ...level(null, null, null, { file_raw: '77/8/25' }), status: 'open' },
      { fk_dossier: full, kind: 'first_instance', ...level('1457', '1201', '2024'), status: 'closed' },
      { fk_dossier: full, kind: 'notification', ...level('12', '34', '2025'), status: 'open' },
      { fk_dossier: full, kind: 'police_report', ...level(null, null, null, { file_raw: 'PV 1234 du 3 mars' }), status: 'closed' },
      { fk_dossier: appealOnly, kind: 'appeal', ...level(null, null, null, { filing_ref: 'Requête 9' }), status: 'open' },
    ]);
    expect(stages.some((s) => s.fk_dossier === none)).toBe(false);

    // The fields read back as they were typed.
    const row = await db.selectFrom('dossier').select(FIELDS).where('id_dossier', '=', full).executeTakeFirstOrThrow();
    expect(row).toEqual(FILLED);

    // Found by the first-instance number written the other way round, and by the cassation's.
    const found = async (q: string) =>
      (await (handle!.db as Kysely<Database>).selectFrom('dossier').select('id_dossier').where(dossierSearch(handle!.db, q)).execute()).map((r) => r.id_dossier);
    expect(await found('1457/1201/2024')).toEqual([full]);
    expect(await found('4321/1/2/2026')).toEqual([full]);

    // Again: nothing more.
    expect(await makeLegacyStages(db, { now })).toBe(0);
    expect(await db.selectFrom('stage').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).toEqual({ n: stages.length });
  });

  it('keeps the fields identical through the API while the levels are edited without touching their numbers', async () => {
    const { full, url } = await migratedTo028();
    await migrateToLatest(handle!);
    const documentsDir = mkdtempSync(join(tmpdir(), 'cabinet-test-documents-'));
    const database = createDatabase(url, { poolSize: 2 });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url, WEB_DIST: '/nonexistent', STORAGE_URL: `file:${documentsDir}` });
    const app = await buildApp({ config, database, clock: new ManualClock(Date.parse(now)), logger: false });
    cleanups.push(() => rmSync(documentsDir, { recursive: true, force: true }), () => database.close(), () => app.close());
    const admin: TestClient = await signInAdmin({ app, database, url, clock: new ManualClock(), close: async () => {} });

    const stages = (await admin.get(`/api/dossiers/${full}/stages`)).json().items as { id: number; version: number; kind: string }[];
    expect(stages.map((s) => s.kind)).toEqual(['police_report', 'complaint', 'first_instance', 'appeal', 'cassation', 'notification', 'enforcement']);
    for (const stage of stages) {
      const res = await admin.patch(`/api/stages/${stage.id}`, { judge: 'M. Alaoui', version: stage.version });
      expect(res.statusCode, res.body).toBe(200);
    }
    const dossier = (await admin.get(`/api/dossiers/${full}`)).json();
    expect(Object.fromEntries(FIELDS.map((f) => [f, dossier[f]]))).toEqual(FILLED);
  });
});
