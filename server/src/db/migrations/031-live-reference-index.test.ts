import { sql, type Kysely } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { freshMigratedDatabaseUrl, onPostgres } from '../../../test/harness';
import { createDatabase, type DatabaseHandle } from '../database';
import type { Database } from '../schema';

let handle: DatabaseHandle | null = null;
let drop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await handle?.close();
  await drop?.();
  handle = null;
  drop = null;
});

/** The plan of a statement, one line per step. */
async function planOf(db: Kysely<Database>, statement: string): Promise<string> {
  if (!onPostgres()) {
    const { rows } = await sql.raw<{ detail: string }>(`explain query plan ${statement}`).execute(db);
    return rows.map((row) => row.detail).join('\n');
  }
  // A table this small is read whole whatever its indexes: the plan shows the index it can use.
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await sql.raw<{ 'QUERY PLAN': string }>(`explain ${statement}`).execute(trx);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

it('finds the live dossiers holding a reference through an index, duplicates kept by an import included', async () => {
  const fresh = await freshMigratedDatabaseUrl();
  drop = fresh.drop;
  handle = createDatabase(fresh.url);
  const db = handle.db;
  const audit = { created_at: '2026-07-01T09:00:00.000Z', modified_at: '2026-07-01T09:00:00.000Z', search_text: '' };
  await db
    .insertInto('dossier')
    .values([
      { ref_dossier_bureau: 16561, date_inscription_bureau: '2026-01-05', ref_duplicate_kept: 0, ...audit },
      { ref_dossier_bureau: 16561, date_inscription_bureau: '2026-01-06', ref_duplicate_kept: 1, ...audit },
      { ref_dossier_bureau: 16562, date_inscription_bureau: '2026-01-07', ref_duplicate_kept: 0, ...audit },
    ])
    .execute();
  const statement = 'select id_dossier from dossier where ref_dossier_bureau = 16561 and deleted_at is null';
  expect(await planOf(db, statement)).toContain('dossier_ref_live_idx');
  expect((await sql.raw<{ id_dossier: number }>(statement).execute(db)).rows).toHaveLength(2);
});
