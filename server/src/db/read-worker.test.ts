import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDossier } from '../../test/case-fixtures';
import { onPostgres, startServerWithAdmin, type TestClient, type TestServer } from '../../test/harness';
import { createDatabase } from './database';
import { readBeside, ReadQueryError, readWorkerOf } from './read-worker';

let server: TestServer;
let admin: TestClient;
beforeEach(async () => ({ server, admin } = await startServerWithAdmin({ readWorker: true })));
afterEach(() => server.close());

const page = async (path: string) => (await admin.get(path)).json() as { items: unknown[]; total: number };

describe('the read worker (long index reads beside the request)', () => {
  it('runs on SQLite files only', () => {
    expect(readWorkerOf(server.database.db) !== null).toBe(!onPostgres());
  });

  it('gives the exact totals of the dossier and party searches, and sees a write at once', async () => {
    for (let i = 0; i < 7; i++) await createDossier(admin, { nom_responsable_civil: i % 2 === 0 ? `Karim Benjelloun ${i}` : `Sara Alaoui ${i}` });
    await createDossier(admin, { nom_responsable_civil: 'مؤسسة النور' });
    expect(await page('/api/dossiers?q=benjell&page_size=2')).toMatchObject({ total: 4 });
    expect(await page('/api/dossiers?q=alaoui&page_size=2')).toMatchObject({ total: 3 });
    expect(await page('/api/dossiers?q=Karim%20Benjelloun&page_size=2')).toMatchObject({ total: 4 });
    expect((await page('/api/dossiers?q=laoui&page=3&page_size=1')).items).toHaveLength(1);

    // A dossier written now is counted by the next search (the worker reads the last commit).
    await createDossier(admin, { nom_responsable_civil: 'Nadia Benjelloun' });
    expect(await page('/api/dossiers?q=benjell&page_size=2')).toMatchObject({ total: 5 });
    // The thread itself answers (the searches would fall back to the request's connection).
    const reader = readWorkerOf(server.database.db);
    if (reader) expect(await reader.all(sql`select count(*) as n from dossier_search where dossier_search match ${'"benjell"'}`.compile(server.database.db))).toEqual([{ n: 5 }]);

    for (let i = 0; i < 5; i++) expect((await admin.post('/api/parties', { kind: 'person', name: `Youssef Kettani ${i}` })).statusCode).toBe(201);
    expect((await admin.post('/api/parties', { kind: 'organisation', name: 'Trans-Atlas SARL' })).statusCode).toBe(201);
    const parties = await page('/api/parties?q=kettani&page_size=2');
    expect(parties.total).toBe(5);
    expect(parties.items).toHaveLength(2);
    expect(await page('/api/parties?q=trans%20atlas')).toMatchObject({ total: 1 });
  });

  it.skipIf(onPostgres())('fails a query SQLite refuses as it is, without running it again on the request connection', async () => {
    const db = server.database.db;
    const refused = sql`select no_such_column from dossier`.compile(db);
    let mainRuns = 0;
    const sqlite = server.database.sqlite!;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((text: string) => {
      if (text.includes('no_such_column')) mainRuns++;
      return prepare(text);
    }) as typeof sqlite.prepare;
    await expect(readBeside(db, refused)).rejects.toBeInstanceOf(ReadQueryError);
    await expect(readBeside(db, refused)).rejects.toThrow(/no_such_column/);
    expect(mainRuns).toBe(0);
  });

  it.skipIf(onPostgres())('keeps the page cache the server gives it, as the request connection does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cabinet-page-cache-'));
    const handle = createDatabase(`sqlite:${join(dir, 'cabinet.db')}`, { readWorker: true, pageCacheKb: 4096 });
    try {
      expect(handle.sqlite!.pragma('cache_size', { simple: true })).toBe(-4096);
      expect(await readWorkerOf(handle.db)!.all(sql`pragma cache_size`.compile(handle.db))).toEqual([{ cache_size: -4096 }]);
    } finally {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
