import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDossier } from '../../../test/case-fixtures';
import { onPostgres, signInAdmin, signInUser, startTestServer, type TestServer } from '../../../test/harness';
import { expectAttachment } from '../../../test/response-expectations';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

describe('GET /api/admin/backup', () => {
  it.skipIf(onPostgres())('downloads a sound copy of the SQLite database, audited', async () => {
    const admin = await signInAdmin(server);
    const dossier = await createDossier(admin, { nom_responsable_civil: 'Backed Up' });
    server.clock.set(Date.parse('2026-03-04T10:00:00Z'));
    await admin.patch('/api/settings', { timezone: 'UTC' });

    const res = await admin.get('/api/admin/backup');
    expectAttachment(res, 'application/vnd.sqlite3', 'cabinet-backup-2026-03-04.db');
    expect(res.rawPayload.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);

    const dir = mkdtempSync(join(tmpdir(), 'cabinet-download-test-'));
    try {
      const file = join(dir, 'copy.db');
      writeFileSync(file, res.rawPayload);
      const copy = new SQLite(file, { readonly: true });
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const row = copy.prepare('select nom_responsable_civil from dossier where id_dossier = ?').get(dossier.id_dossier);
      copy.close();
      expect(row).toEqual({ nom_responsable_civil: 'Backed Up' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // HEAD would make (and audit) a whole copy for nothing: there is no such route.
    expect((await admin.request('HEAD', '/api/admin/backup')).statusCode).toBe(404);

    const me = (await admin.get('/api/auth/session')).json().user;
    const audit = (await admin.get('/api/audit?entity=backup')).json();
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      entity: 'backup',
      operation: 'create',
      user: { id: me.id },
      changes: { file: [null, 'cabinet-backup-2026-03-04.db'], bytes: [null, res.rawPayload.length] },
    });
  });

  it.skipIf(!onPostgres())('says to use pg_dump on PostgreSQL, without a server error', async () => {
    const admin = await signInAdmin(server);
    const res = await admin.get('/api/admin/backup');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'conflict', message: expect.stringContaining('Use pg_dump on PostgreSQL') });
  });

  it('is for administrators only', async () => {
    const admin = await signInAdmin(server);
    const user = await signInUser(server, admin);
    const res = await user.get('/api/admin/backup');
    expect(res.statusCode).toBe(403);
    expect((await admin.get('/api/audit?entity=backup')).json().total).toBe(0);
  });
});
