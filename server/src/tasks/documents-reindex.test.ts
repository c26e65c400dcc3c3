import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDossier } from '../../test/case-fixtures';
import { upload } from '../../test/document-fixtures';
import { onPostgres, startServerWithAdmin, TestClient, type TestServer } from '../../test/harness';
import { docxWith } from '../../test/text-fixtures';
import { loadConfig } from '../config';
import { buildApp } from '../app';
import { createDatabase } from '../db/database';
import { backupTask } from './backup';
import { documentsReindexTask } from './documents-reindex';
import { restoreTask } from './restore';

let dir: string;
let server: TestServer;
let admin: TestClient;
let printed: string[];

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cabinet-reindex-'));
  ({ server, admin } = await startServerWithAdmin({ env: { STORAGE_URL: `file:${join(dir, 'documents')}` } }));
  printed = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const configOf = (databaseUrl: string) => loadConfig({ DATABASE_URL: databaseUrl, STORAGE_URL: `file:${join(dir, 'documents')}` });
const search = async (client: TestClient, q: string) =>
  (await client.get(`/api/documents/search?q=${encodeURIComponent(q)}`)).json().total as number;

async function uploadDocx(words: string): Promise<number> {
  const dossier = await createDossier(admin);
  const res = await upload(admin, dossier.id_dossier, [{ filename: 'conclusions.docx', content: docxWith([words]) }]);
  expect(res.statusCode).toBe(201);
  return res.json().items[0].id_document as number;
}

describe('npm run documents:reindex', () => {
  it('reads again the texts that are missing or failed, and leaves the others', async () => {
    const kept = await uploadDocx('Conclusions en réplique');
    const lost = await uploadDocx('Mémoire en défense');
    const failed = await uploadDocx('Requête introductive');
    await server.app.documentText.drain();
    const db = server.database.db;
    // A copy of the data without the texts, and a reading that failed.
    await db.deleteFrom('document_text').where('id_document', '=', lost).execute();
    await db.updateTable('document').set({ text_status: 'failed', text_error: 'unreadable' }).where('id_document', '=', failed).execute();
    await db.deleteFrom('document_text').where('id_document', '=', failed).execute();
    expect(await search(admin, 'défense')).toBe(0);

    await documentsReindexTask.run([], { config: configOf(server.url), env: {} });
    expect(printed[0]).toMatch(/2 document\(s\) to read/);
    expect(printed.at(-1)).toBe('Read 2 document(s); 0 without text to read; 0 failed.');
    expect(await search(admin, 'défense')).toBe(1);
    expect(await search(admin, 'requête introductive')).toBe(1);
    expect(await search(admin, 'réplique')).toBe(1);
    const statuses = await db.selectFrom('document').select(['id_document', 'text_status']).orderBy('id_document').execute();
    expect(statuses).toEqual([kept, lost, failed].map((id) => ({ id_document: id, text_status: 'done' })));
  }, 60_000);

  it('reads every document again with --all, or leaves them to the server with --queue-only', async () => {
    await uploadDocx('Conclusions en réplique');
    await server.app.documentText.drain();
    await documentsReindexTask.run(['--all', '--queue-only'], { config: configOf(server.url), env: {} });
    expect(printed.join('\n')).toMatch(/1 document\(s\) to read \(1 put back in the queue\)[\s\S]*The running server reads them/);
    expect((await server.database.db.selectFrom('document').select('text_status').executeTakeFirstOrThrow()).text_status).toBe('pending');
    // Its text stays searchable until it is read again.
    expect(await search(admin, 'réplique')).toBe(1);
    expect(await server.app.documentText.drain()).toBe(1);
  }, 60_000);
});

describe.skipIf(onPostgres())('a backup and its restore', () => {
  it('keep the texts and their index: a restored office finds its documents by their words at once', async () => {
    await uploadDocx('Rapport de contre-expertise médicale');
    await server.app.documentText.drain();
    const out = join(dir, 'backup.db');
    await backupTask.run(['--out', out], { config: configOf(`sqlite:${server.database.sqlitePath}`), env: {} });
    const target = join(dir, 'elsewhere', 'cabinet.db');
    await restoreTask.run([out], { config: loadConfig({ DATABASE_URL: `sqlite:${target}` }), env: {} });

    const database = createDatabase(`sqlite:${target}`, { poolSize: 1 });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: `sqlite:${target}`, WEB_DIST: '/nonexistent' }),
      database,
      logger: false,
    });
    try {
      const client = new TestClient(app);
      const login = await client.post('/api/auth/login', { login: 'admin@example.test', password: 'correct horse battery' });
      expect(login.statusCode).toBe(200);
      expect(await search(client, 'contre-expertise')).toBe(1);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});
