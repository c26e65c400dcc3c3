import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createDossier } from '../../../test/case-fixtures';
import { filesUnder, pdf, upload } from '../../../test/document-fixtures';
import { signInUser, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

const KB = 1024;
/** A PDF of about `kb` kilobytes, different for each `name`. */
const pdfOf = (name: string, kb: number) => ({ filename: `${name}.pdf`, content: Buffer.concat([pdf(name), Buffer.alloc(kb * KB, 0x20)]) });

let server: TestServer;
let dir: string;
afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<{ admin: TestClient; staff: TestClient; dossierId: number }> {
  dir = mkdtempSync(join(tmpdir(), 'cabinet-allowance-'));
  let admin: TestClient;
  ({ server, admin } = await startServerWithAdmin({ env: { STORAGE_URL: `file:${join(dir, 'documents')}`, ...env } }));
  const staff = await signInUser(server, admin);
  return { admin, staff, dossierId: (await createDossier(staff)).id_dossier };
}

describe('per-account storage quota', () => {
  it('refuses with 413 storage_quota_exceeded what would go past it, counts the trash until a purge, and leaves others alone', async () => {
    const { admin, staff, dossierId } = await start({ UPLOAD_QUOTA_MB: '1' });
    expect((await upload(staff, dossierId, [pdfOf('first', 600)])).statusCode).toBe(201);

    const over = await upload(staff, dossierId, [pdfOf('second', 600)]);
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toMatchObject({ code: 'storage_quota_exceeded', message: expect.stringContaining('storage quota of 1 MB') });
    // Nothing of the refused upload stays in the storage.
    expect(filesUnder(dir)).toHaveLength(1);

    // The quota is each account's own.
    const colleague = await signInUser(server, admin, 'colleague@example.test');
    expect((await upload(colleague, dossierId, [pdfOf('colleague', 600)])).statusCode).toBe(201);

    // A document in the trash still takes its room on the disk, until an administrator purges it.
    const [mine] = (await staff.get(`/api/dossiers/${dossierId}/documents`))
      .json()
      .items.filter((d: { filename: string }) => d.filename === 'first.pdf');
    expect((await staff.delete(`/api/documents/${mine.id_document}`)).statusCode).toBe(204);
    expect((await upload(staff, dossierId, [pdfOf('second', 600)])).statusCode).toBe(413);
    expect((await admin.delete(`/api/trash/documents/${mine.id_document}`)).statusCode).toBe(204);
    expect((await upload(staff, dossierId, [pdfOf('second', 600)])).statusCode).toBe(201);
  });
});

describe('per-account upload rate', () => {
  it('refuses with 429 upload_rate_limited and Retry-After past the hourly number of files, and takes them again as the hour moves on', async () => {
    const { staff, dossierId } = await start({ UPLOAD_RATE_FILES_PER_HOUR: '3' });
    expect((await upload(staff, dossierId, [pdfOf('a', 1), pdfOf('b', 1)])).statusCode).toBe(201);
    const refused = await upload(staff, dossierId, [pdfOf('c', 1), pdfOf('d', 1)]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'upload_rate_limited', message: expect.stringContaining('At most 3 files') });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(filesUnder(dir)).toHaveLength(2);

    server.clock.advance(30 * 60_000);
    expect((await upload(staff, dossierId, [pdfOf('c', 1)])).statusCode).toBe(201);
    const full = await upload(staff, dossierId, [pdfOf('d', 1)]);
    expect(full.statusCode).toBe(429);
    // The first two leave the hour in 30 minutes.
    expect(full.headers['retry-after']).toBe('1800');
    server.clock.advance(30 * 60_000 + 1000);
    expect((await upload(staff, dossierId, [pdfOf('d', 1), pdfOf('e', 1)])).statusCode).toBe(201);
  });

  it('refuses past the hourly megabytes too', async () => {
    const { admin, staff, dossierId } = await start({ UPLOAD_RATE_MB_PER_HOUR: '1' });
    expect((await upload(staff, dossierId, [pdfOf('a', 700)])).statusCode).toBe(201);
    const refused = await upload(staff, dossierId, [pdfOf('b', 400)]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toContain('1 MB');
    // Another account has its own hour.
    expect((await upload(admin, dossierId, [pdfOf('b', 400)])).statusCode).toBe(201);
  });
});

describe('upload limits in the configuration', () => {
  it('has defaults, takes 0 for no limit, and stops start-up on a value that is not a whole number', () => {
    expect(loadConfig({})).toMatchObject({ UPLOAD_QUOTA_MB: 20_480, UPLOAD_RATE_MB_PER_HOUR: 2_048, UPLOAD_RATE_FILES_PER_HOUR: 1_000 });
    expect(loadConfig({ UPLOAD_QUOTA_MB: '0', UPLOAD_RATE_FILES_PER_HOUR: ' 50 ' })).toMatchObject({
      UPLOAD_QUOTA_MB: 0,
      UPLOAD_RATE_FILES_PER_HOUR: 50,
    });
    expect(() => loadConfig({ UPLOAD_QUOTA_MB: '10GB' })).toThrow(/UPLOAD_QUOTA_MB/);
    expect(() => loadConfig({ UPLOAD_RATE_MB_PER_HOUR: '-1' })).toThrow(/UPLOAD_RATE_MB_PER_HOUR/);
  });
});
