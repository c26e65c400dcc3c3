import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDossier } from '../../test/case-fixtures';
import { filesUnder, multipart, pdf, png, upload } from '../../test/document-fixtures';
import { onPostgres, startServerWithAdmin, TestClient, type TestServer } from '../../test/harness';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { CHUNK_TABLE } from '../db/backup-documents';
import { exampleDocx } from '../modules/templates/examples/example-docx';
import { backupTask } from './backup';
import { restoreTask } from './restore';

const describeSqlite = describe.skipIf(onPostgres());

let dir: string;
let server: TestServer;
let admin: TestClient;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'cabinet-backup-docs-'));
  ({ server, admin } = await startServerWithAdmin({ env: { STORAGE_URL: `file:${join(dir, 'documents')}` } }));
});
afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describeSqlite('backups with documents', () => {
  it('carry the documents, and a restore elsewhere brings them back intact', async () => {
    const dossier = await createDossier(admin);
    const large = Buffer.concat([pdf(), Buffer.alloc(3 * 1024 * 1024 + 17, 0x25)]);
    const res = await upload(admin, dossier.id_dossier, [
      { filename: 'حكم.pdf', content: large },
      { filename: 'photo.png', content: png() },
    ]);
    expect(res.statusCode).toBe(201);
    const [bigDoc] = res.json().items;

    const out = join(dir, 'backup.db');
    const config = loadConfig({ DATABASE_URL: `sqlite:${server.database.sqlitePath}`, STORAGE_URL: `file:${join(dir, 'documents')}` });
    await backupTask.run(['--out', out], { config, env: {} });
    const inBackup = new SQLite(out, { readonly: true });
    expect(inBackup.prepare(`select count(distinct storage_key) as n from ${CHUNK_TABLE}`).get()).toEqual({ n: 2 });
    expect((inBackup.prepare(`select count(*) as n from ${CHUNK_TABLE} where storage_key = ?`).get(bigDoc.sha256) as { n: number }).n).toBe(
      4,
    );
    inBackup.close();

    // Elsewhere: a new data folder, with no documents yet.
    const elsewhere = join(dir, 'elsewhere');
    const target = join(elsewhere, 'cabinet.db');
    const restoreConfig = loadConfig({ DATABASE_URL: `sqlite:${target}` });
    await restoreTask.run([out], { config: restoreConfig, env: {} });
    expect(filesUnder(join(elsewhere, 'documents'))).toHaveLength(2);
    const restoredDb = new SQLite(target, { readonly: true });
    expect(restoredDb.prepare('select name from sqlite_master where name = ?').get(CHUNK_TABLE)).toBeUndefined();
    restoredDb.close();

    const database = createDatabase(`sqlite:${target}`);
    await migrateToLatest(database);
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATABASE_URL: `sqlite:${target}`, WEB_DIST: '/nonexistent' }),
      database,
      logger: false,
    });
    try {
      const client = new TestClient(app);
      await client.post('/api/auth/login', { login: 'admin@example.test', password: 'correct horse battery' });
      const content = await client.get(`/api/documents/${bigDoc.id_document}/content`);
      expect(content.statusCode).toBe(200);
      expect(content.rawPayload.equals(large)).toBe(true);
      expect(content.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('حكم.pdf')}`);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('carry the office’s Word templates, whose bytes share the documents’ storage', async () => {
    const docx = exampleDocx([{ text: 'Dossier {dossier_reference}' }], false);
    const form = multipart([{ filename: 'lettre.docx', content: docx }], { name: 'Lettre', language: 'fr', purpose: 'other' });
    const uploaded = await admin.request('POST', '/api/templates', undefined, { 'content-type': form.contentType }, form.payload);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const out = join(dir, 'backup.db');
    const config = loadConfig({ DATABASE_URL: `sqlite:${server.database.sqlitePath}`, STORAGE_URL: `file:${join(dir, 'documents')}` });
    await backupTask.run(['--out', out], { config, env: {} });
    const inBackup = new SQLite(out, { readonly: true });
    const key = createHash('sha256').update(docx).digest('hex');
    expect(inBackup.prepare(`select count(*) as n from ${CHUNK_TABLE} where storage_key = ?`).get(key)).toEqual({ n: 1 });
    inBackup.close();
    const elsewhere = join(dir, 'elsewhere');
    await restoreTask.run([out], { config: loadConfig({ DATABASE_URL: `sqlite:${join(elsewhere, 'cabinet.db')}` }), env: {} });
    expect(filesUnder(join(elsewhere, 'documents')).map((f) => readFileSync(f).equals(docx))).toEqual([true]);
  });

  it('the admin download holds the documents too', async () => {
    const dossier = await createDossier(admin);
    await upload(admin, dossier.id_dossier, [{ filename: 'a.pdf', content: pdf() }]);
    const res = await admin.get('/api/admin/backup');
    expect(res.statusCode).toBe(200);
    const file = join(dir, 'download.db');
    writeFileSync(file, res.rawPayload);
    const db = new SQLite(file, { readonly: true });
    const row = db.prepare(`select data from ${CHUNK_TABLE}`).get() as { data: Buffer };
    expect(Buffer.from(row.data).equals(pdf())).toBe(true);
    db.close();
    expect(readFileSync(file).length).toBeGreaterThan(0);
  });

  it('refuses a backup whose document copy is damaged', async () => {
    const dossier = await createDossier(admin);
    await upload(admin, dossier.id_dossier, [{ filename: 'a.pdf', content: pdf() }]);
    const out = join(dir, 'backup.db');
    const config = loadConfig({ DATABASE_URL: `sqlite:${server.database.sqlitePath}`, STORAGE_URL: `file:${join(dir, 'documents')}` });
    await backupTask.run(['--out', out], { config, env: {} });
    const db = new SQLite(out);
    db.prepare(`update ${CHUNK_TABLE} set data = ?`).run(Buffer.from('tampered'));
    db.close();
    const target = join(dir, 'other', 'cabinet.db');
    await expect(restoreTask.run([out], { config: loadConfig({ DATABASE_URL: `sqlite:${target}` }), env: {} })).rejects.toThrow(/damaged/);
    expect(filesUnder(join(dir, 'other', 'documents'))).toEqual([]);
  });
});
