import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import S3rver from 's3rver';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addAction, createDossier } from '../../../test/case-fixtures';
import { docx, eml, exe, filesUnder, odt, pdf, png, upload } from '../../../test/document-fixtures';
import { onPostgres, signInUser, startServerWithAdmin, type TestClient, type TestServer } from '../../../test/harness';

/** A local S3-compatible server on a loopback port, for the S3 storage path. */
let s3: { server: S3rver; dir: string; url: string } | null = null;
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'cabinet-docs', configs: [] }],
  });
  const { port } = await server.run();
  s3 = { server, dir, url: `s3://cabinet-docs/office-1?endpoint=http://127.0.0.1:${port}&region=us-east-1` };
});
afterAll(async () => {
  await s3?.server.close();
  if (s3) rmSync(s3.dir, { recursive: true, force: true });
});

/** The files under `dir` this process holds open (Linux: its descriptors in /proc). */
function openFilesUnder(dir: string): string[] {
  const open: string[] = [];
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      if (target.startsWith(dir)) open.push(target);
    } catch {
      // Closed between the listing and the look.
    }
  }
  return open;
}

describe.each(['local', 's3'] as const)('documents on %s storage', (kind) => {
  let server: TestServer;
  let admin: TestClient;
  let staff: TestClient;
  let localDir: string;
  /** Every stored file or object, staging included. */
  const stored = () =>
    kind === 'local' ? filesUnder(localDir) : filesUnder(s3!.dir).filter((f) => f.endsWith('._S3rver_object') && f.includes('office-1'));
  const storedKeys = () => stored().filter((f) => !f.includes('.staging'));

  beforeEach(async () => {
    localDir = mkdtempSync(join(tmpdir(), 'cabinet-docs-'));
    const env: Record<string, string> =
      kind === 'local'
        ? { STORAGE_URL: `file:${join(localDir, 'documents')}` }
        : { STORAGE_URL: s3!.url, STORAGE_ACCESS_KEY_ID: 'S3RVER', STORAGE_SECRET_ACCESS_KEY: 'S3RVER' };
    ({ server, admin } = await startServerWithAdmin({ env }));
    staff = await signInUser(server, admin);
  });
  afterEach(async () => {
    await server.close();
    rmSync(localDir, { recursive: true, force: true });
    if (kind === 's3') rmSync(join(s3!.dir, 'cabinet-docs', 'office-1'), { recursive: true, force: true });
  });

  it('uploads several files, lists them, and serves them back with their names and detected types', async () => {
    const dossier = await createDossier(staff);
    const res = await upload(
      staff,
      dossier.id_dossier,
      [
        { filename: 'حكم ابتدائي.pdf', content: pdf(), type: 'application/pdf' },
        { filename: 'Procès-verbal été.png', content: png(), type: 'image/png' },
      ],
      { title: 'Jugement du 2 mars' },
    );
    expect(res.statusCode).toBe(201);
    const items = res.json().items;
    expect(items).toHaveLength(2);
    expect(items[0]).toEqual({
      id_document: expect.any(Number),
      fk_dossier: dossier.id_dossier,
      fk_action: null,
      filename: 'حكم ابتدائي.pdf',
      title: 'Jugement du 2 mars',
      content_type: 'application/pdf',
      size: pdf().length,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      uploaded_at: expect.any(String),
      uploaded_by: { id: expect.any(Number), full_name: 'Samir Staff' },
      version: 1,
      // Its words are read after the upload, in the background (document-text.test.ts).
      text_status: 'pending',
      text_language: null,
      text_error: null,
    });
    expect(items[1]).toMatchObject({ filename: 'Procès-verbal été.png', content_type: 'image/png' });

    const list = (await staff.get(`/api/dossiers/${dossier.id_dossier}/documents`)).json();
    expect(list.total).toBe(2);

    const download = await staff.get(`/api/documents/${items[0].id_document}/content`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="___ _______.pdf"; filename*=UTF-8''${encodeURIComponent('حكم ابتدائي.pdf')}`,
    );
    expect(download.rawPayload.equals(pdf())).toBe(true);

    const preview = await staff.get(`/api/documents/${items[0].id_document}/content?inline=1`);
    expect(preview.headers['content-disposition']).toMatch(/^inline; /);
    expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const french = await staff.get(`/api/documents/${items[1].id_document}/content?inline=1`);
    expect(french.headers['content-disposition']).toContain(`filename*=UTF-8''Proc%C3%A8s-verbal%20%C3%A9t%C3%A9.png`);
    expect(french.headers['content-type']).toBe('image/png');

    // HEAD sends no byte: it is not a download, and nothing is audited for it.
    expect((await staff.request('HEAD', `/api/documents/${items[0].id_document}/content`)).statusCode).toBe(404);

    const history = (await staff.get(`/api/audit?entity=dossier&entity_id=${dossier.id_dossier}`)).json();
    const ops = history.items.filter((e: { entity: string }) => e.entity === 'document').map((e: { operation: string }) => e.operation);
    expect(ops).toEqual(['download', 'download', 'download', 'create', 'create']);
    expect(storedKeys()).toHaveLength(2);
    expect(stored()).toHaveLength(2);
  });

  it('refuses a download it cannot audit, and lets go of the file', async () => {
    const dossier = await createDossier(staff);
    const [document] = (
      await upload(staff, dossier.id_dossier, [{ filename: 'jugement.pdf', content: pdf(), type: 'application/pdf' }])
    ).json().items;
    // A fault injected in the database: the download's audit entry cannot be stored.
    const statements = onPostgres()
      ? [
          sql`create function fail_download_audit() returns trigger language plpgsql as $$ begin raise exception 'injected'; end $$`,
          sql`create trigger fail_download_audit before insert on audit_log for each row when (new.operation = 'download') execute function fail_download_audit()`,
        ]
      : [
          sql`create trigger fail_download_audit before insert on audit_log when new.operation = 'download' begin select raise(abort, 'injected'); end`,
        ];
    for (const statement of statements) await statement.execute(server.database.db);

    const res = await staff.get(`/api/documents/${document.id_document}/content`);
    expect(res.statusCode).toBe(500);
    expect(res.rawPayload.includes(pdf())).toBe(false);
    // The stored file was opened before the audit failed: it must be closed again, not left open
    // for as long as the server runs (S3's answer is a socket, given back to its pool the same way).
    if (kind === 'local') await expect.poll(() => openFilesUnder(localDir), { timeout: 2000 }).toEqual([]);
    expect(storedKeys()).toHaveLength(1);
  });

  it('detects the type from the content, whatever the name or the declared type say', async () => {
    const dossier = await createDossier(staff);
    const cases = [
      { filename: 'scan.pdf', content: png(), type: 'application/pdf', expected: 'image/png' },
      {
        filename: 'conclusions.docx',
        content: docx(),
        expected: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      { filename: 'note.odt', content: odt(), expected: 'application/vnd.oasis.opendocument.text' },
      { filename: 'convocation.eml', content: eml(), expected: 'message/rfc822' },
      {
        filename: 'notes.txt',
        content: Buffer.from('Audience reportée au 3 avril.\nالجلسة مؤجلة\n'),
        type: 'application/pdf',
        expected: 'text/plain',
      },
    ];
    for (const c of cases) {
      const res = await upload(staff, dossier.id_dossier, [c]);
      expect(res.statusCode, c.filename).toBe(201);
      expect(res.json().items[0].content_type, c.filename).toBe(c.expected);
    }
    const text = (await staff.get(`/api/dossiers/${dossier.id_dossier}/documents`)).json().items[0];
    expect((await staff.get(`/api/documents/${text.id_document}/content?inline=1`)).headers).toMatchObject({
      'content-type': 'text/plain; charset=utf-8',
      'content-disposition': expect.stringMatching(/^attachment; /),
    });
  });

  it('refuses bad files with a clear 4xx and leaves nothing behind', async () => {
    const dossier = await createDossier(staff);
    const empty = await upload(staff, dossier.id_dossier, [{ filename: 'vide.pdf', content: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.file).toBe('vide.pdf is empty');

    const program = await upload(staff, dossier.id_dossier, [{ filename: 'facture.pdf', content: exe(), type: 'application/pdf' }]);
    expect(program.statusCode).toBe(415);
    expect(program.json().error.code).toBe('unsupported_type');
    const binary = await upload(staff, dossier.id_dossier, [{ filename: 'data.txt', content: Buffer.from([0x41, 0x00, 0x42, 0xff]) }]);
    expect(binary.statusCode).toBe(415);
    const fakeMail = await upload(staff, dossier.id_dossier, [{ filename: 'x.eml', content: Buffer.from([0x41, 0x00, 0x0a]) }]);
    expect(fakeMail.statusCode).toBe(415);

    // One bad file refuses the whole form: the good one before it is not kept either.
    const mixed = await upload(staff, dossier.id_dossier, [
      { filename: 'ok.pdf', content: pdf() },
      { filename: 'virus.pdf', content: exe() },
    ]);
    expect(mixed.statusCode).toBe(415);

    const noFile = await upload(staff, dossier.id_dossier, []);
    expect(noFile.statusCode).toBe(400);
    const wrongField = await upload(staff, dossier.id_dossier, [{ filename: 'a.pdf', content: pdf(), field: 'other' }]);
    expect(wrongField.statusCode).toBe(400);
    const json = await staff.post(`/api/dossiers/${dossier.id_dossier}/documents`, { file: 'x' });
    expect(json.statusCode).toBe(400);
    const badAction = await upload(staff, dossier.id_dossier, [{ filename: 'a.pdf', content: pdf() }], { fk_action: '999999' });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().error.fields.fk_action).toBeDefined();
    const longTitle = await upload(staff, dossier.id_dossier, [{ filename: 'a.pdf', content: pdf() }], { title: 'x'.repeat(300) });
    expect(longTitle.statusCode).toBe(400);

    expect((await staff.get(`/api/dossiers/${dossier.id_dossier}/documents`)).json().total).toBe(0);
    expect(stored()).toEqual([]);
  });

  it('keeps only a safe file name', async () => {
    const dossier = await createDossier(staff);
    // Text content: a name that does not end in a text extension gets .txt (see the next test).
    const names = [
      ['../../etc/passwd', 'passwd.txt'],
      ['..\\..\\windows\\system.ini', 'system.ini.txt'],
      ['rapport\u0007\u001b[31m\u202Efdp.exe', 'rapport[31mfdp.exe.txt'],
      ['.htaccess', 'htaccess.txt'],
      ['../notes.txt', 'notes.txt'],
    ];
    for (const [raw, clean] of names) {
      const res = await upload(staff, dossier.id_dossier, [{ filename: raw!, content: Buffer.from('texte\n') }]);
      expect(res.statusCode, raw).toBe(201);
      expect(res.json().items[0].filename, raw).toBe(clean);
    }
    const long = await upload(staff, dossier.id_dossier, [{ filename: `${'م'.repeat(1000)}.pdf`, content: pdf() }]);
    expect(long.statusCode).toBe(201);
    const kept = long.json().items[0].filename as string;
    expect(Array.from(kept)).toHaveLength(255);
    expect(kept.endsWith('.pdf')).toBe(true);
    const nameless = await upload(staff, dossier.id_dossier, [{ filename: '\u0001\u0002', content: pdf() }]);
    expect(nameless.statusCode).toBe(400);
    // Same bytes, several documents: stored once.
    expect(storedKeys()).toHaveLength(2);
  });

  it('names a file after its content: pages, scripts and shortcuts come back as text, a PDF as .pdf, on upload and rename', async () => {
    const dossier = await createDossier(staff);
    const text = (body: string) => Buffer.from(body);
    const files = [
      { filename: 'invoice.html', content: text('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n') },
      { filename: 'logo.svg', content: text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>\n') },
      { filename: 'update.hta', content: text('<hta:application/><script language="VBScript">CreateObject("WScript.Shell").Run "calc.exe"</script>\n') },
      { filename: 'setup.bat', content: text('start calc.exe\r\n') },
      { filename: 'readme.js', content: text('new ActiveXObject("WScript.Shell").Run("calc.exe");\n') },
      { filename: 'jugement.url', content: text('[InternetShortcut]\r\nURL=file://attacker.test/share/jugement.exe\r\n') },
      { filename: 'scan.html', content: Buffer.concat([pdf(), text('<html><script>alert(1)</script></html>')]) },
      { filename: 'relevé.csv', content: text('date;montant\n2026-01-02;100\n') },
    ];
    const res = await upload(staff, dossier.id_dossier, files);
    expect(res.statusCode).toBe(201);
    const items = res.json().items as { id_document: number; filename: string; content_type: string; version: number }[];
    expect(items.map((d) => [d.filename, d.content_type])).toEqual([
      ['invoice.html.txt', 'text/plain'],
      ['logo.svg.txt', 'text/plain'],
      ['update.hta.txt', 'text/plain'],
      ['setup.bat.txt', 'text/plain'],
      ['readme.js.txt', 'text/plain'],
      ['jugement.url.txt', 'text/plain'],
      ['scan.html.pdf', 'application/pdf'],
      ['relevé.csv', 'text/plain'],
    ]);
    const download = await staff.get(`/api/documents/${items[0]!.id_document}/content`);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="invoice.html.txt"; filename*=UTF-8''invoice.html.txt`);

    // A rename cannot give the file back a name its content is not.
    const [textDoc, , , , , , pdfDoc] = items;
    const renames: [typeof textDoc, string, string][] = [
      [textDoc, 'notes.hta', 'notes.hta.txt'],
      [textDoc, 'notes.html', 'notes.html.txt'],
      [textDoc, 'run.bat. ', 'run.bat.txt'],
      [textDoc, 'Notes du cabinet.TXT', 'Notes du cabinet.TXT'],
      [pdfDoc, 'report.html', 'report.html.pdf'],
      [pdfDoc, 'Jugement 12.03.2026', 'Jugement 12.03.2026.pdf'],
    ];
    for (const [doc, name, kept] of renames) {
      const renamed = await staff.patch(`/api/documents/${doc!.id_document}`, { filename: name });
      expect([name, renamed.statusCode, renamed.json().filename]).toEqual([name, 200, kept]);
    }

    // A name kept before names followed the content is still offered as what the content is.
    await server.database.db.updateTable('document').set({ filename: 'ancien.html' }).where('id_document', '=', textDoc!.id_document).execute();
    const older = await staff.get(`/api/documents/${textDoc!.id_document}/content`);
    expect(older.headers['content-disposition']).toBe(`attachment; filename="ancien.html.txt"; filename*=UTF-8''ancien.html.txt`);
  });

  it('enforces the size limit from the settings with 413', async () => {
    const dossier = await createDossier(staff);
    expect((await admin.get('/api/settings')).json().max_upload_mb).toBe(25);
    expect((await staff.get('/api/settings/public')).json().max_upload_mb).toBe(25);
    expect((await admin.patch('/api/settings', { max_upload_mb: 1 })).statusCode).toBe(200);
    server.clock.advance(5000);
    const big = Buffer.concat([pdf(), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const res = await upload(staff, dossier.id_dossier, [{ filename: 'gros.pdf', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: 'payload_too_large', message: 'A file is larger than the limit of 1 MB' });
    expect(stored()).toEqual([]);
    const small = await upload(staff, dossier.id_dossier, [{ filename: 'petit.pdf', content: pdf() }]);
    expect(small.statusCode).toBe(201);
    const tooMany = await upload(
      staff,
      dossier.id_dossier,
      Array.from({ length: 21 }, (_, i) => ({ filename: `f${i}.pdf`, content: pdf(String(i)) })),
    );
    expect(tooMany.statusCode).toBe(413);
    expect(storedKeys()).toHaveLength(1);
    expect(stored()).toHaveLength(1);
  });

  it('renames, attaches to an action, refuses stale or foreign changes', async () => {
    const dossier = await createDossier(staff);
    const other = await createDossier(staff);
    const action = await addAction(staff, dossier.id_dossier);
    const foreign = await addAction(staff, other.id_dossier);
    const doc = (
      await upload(staff, dossier.id_dossier, [{ filename: 'a.pdf', content: pdf() }], { fk_action: String(action.id_action) })
    ).json().items[0];
    expect(doc.fk_action).toBe(action.id_action);

    const renamed = await staff.patch(`/api/documents/${doc.id_document}`, {
      title: 'Rapport d’expertise',
      filename: 'تقرير.pdf',
      fk_action: null,
      version: 1,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Rapport d’expertise', filename: 'تقرير.pdf', fk_action: null, version: 2 });
    const stale = await staff.patch(`/api/documents/${doc.id_document}`, { title: 'x', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.current.version).toBe(2);
    const wrong = await staff.patch(`/api/documents/${doc.id_document}`, { fk_action: foreign.id_action });
    expect(wrong.statusCode).toBe(400);
    const attach = await staff.patch(`/api/documents/${doc.id_document}`, { fk_action: action.id_action });
    expect(attach.json().fk_action).toBe(action.id_action);

    // Deleting the action leaves the document on the dossier.
    expect((await staff.delete(`/api/actions/${action.id_action}`)).statusCode).toBe(204);
    expect((await staff.get(`/api/documents/${doc.id_document}`)).json().fk_action).toBeNull();
    const history = (await admin.get(`/api/audit?entity=document&entity_id=${doc.id_document}`)).json();
    expect(history.items.map((e: { operation: string }) => e.operation)).toEqual(['update', 'update', 'create']);
    expect(history.items[1].changes).toMatchObject({ filename: ['a.pdf', 'تقرير.pdf'] });
  });

  it('deletes to the trash, follows its dossier there and back, and purge removes the bytes', async () => {
    const dossier = await createDossier(staff);
    const keep = await createDossier(staff);
    const [a, b] = (
      await upload(staff, dossier.id_dossier, [
        { filename: 'a.pdf', content: pdf('a') },
        { filename: 'b.png', content: png() },
      ])
    ).json().items;
    await upload(staff, keep.id_dossier, [{ filename: 'same.png', content: png() }]);

    expect((await staff.delete(`/api/documents/${a.id_document}`)).statusCode).toBe(204);
    expect((await staff.get(`/api/documents/${a.id_document}`)).statusCode).toBe(404);
    expect((await staff.get(`/api/documents/${a.id_document}/content`)).statusCode).toBe(404);
    expect((await staff.get(`/api/dossiers/${dossier.id_dossier}/documents/trash`)).statusCode).toBe(403);
    const trashed = (await admin.get(`/api/dossiers/${dossier.id_dossier}/documents/trash`)).json();
    expect(trashed.total).toBe(1);
    // The trash says who deleted it and when, for whoever decides to bring it back.
    expect(trashed.items[0]).toMatchObject({
      id_document: a.id_document,
      filename: 'a.pdf',
      deleted_by: { full_name: expect.any(String) },
    });
    expect(Date.parse(trashed.items[0].deleted_at)).not.toBeNaN();
    expect((await admin.post(`/api/trash/documents/${a.id_document}/restore`)).statusCode).toBe(200);
    expect((await staff.get(`/api/dossiers/${dossier.id_dossier}/documents`)).json().total).toBe(2);

    // The dossier goes to the trash: its documents with it (no upload either).
    await staff.delete(`/api/dossiers/${dossier.id_dossier}`);
    expect((await staff.get(`/api/documents/${b.id_document}`)).statusCode).toBe(404);
    expect((await staff.get(`/api/documents/${b.id_document}/content`)).statusCode).toBe(404);
    expect((await staff.get(`/api/dossiers/${dossier.id_dossier}/documents`)).statusCode).toBe(404);
    const refused = await upload(staff, dossier.id_dossier, [{ filename: 'late.pdf', content: pdf('late') }]);
    expect(refused.statusCode).toBe(404);
    await admin.post(`/api/trash/dossiers/${dossier.id_dossier}/restore`);
    expect((await staff.get(`/api/dossiers/${dossier.id_dossier}/documents`)).json().total).toBe(2);
    expect(storedKeys()).toHaveLength(2);

    await staff.delete(`/api/documents/${a.id_document}`);
    await staff.delete(`/api/dossiers/${dossier.id_dossier}`);
    expect((await admin.delete(`/api/trash/dossiers/${dossier.id_dossier}`)).statusCode).toBe(204);
    // a.pdf's bytes are gone; the PNG stays, the other dossier holds the same content.
    expect(storedKeys()).toHaveLength(1);
    const remaining = (await staff.get(`/api/dossiers/${keep.id_dossier}/documents`)).json().items[0];
    expect((await staff.get(`/api/documents/${remaining.id_document}/content`)).rawPayload.equals(png())).toBe(true);
    const purgeEntry = (await admin.get(`/api/audit?entity=dossier&entity_id=${dossier.id_dossier}`)).json().items[0];
    expect(purgeEntry.changes).toMatchObject({ purged: [false, true], documents: [2, 0] });
  });

  it('purges one document from the trash, bytes and recorded names included', async () => {
    const dossier = await createDossier(staff);
    const doc = (await upload(staff, dossier.id_dossier, [{ filename: 'Wrong client judgment.pdf', content: pdf('solo') }])).json()
      .items[0];
    await staff.patch(`/api/documents/${doc.id_document}`, { title: 'Judgment of another client', version: doc.version });
    await staff.get(`/api/documents/${doc.id_document}/content`);
    expect((await admin.delete(`/api/trash/documents/${doc.id_document}`)).statusCode).toBe(404);
    await staff.delete(`/api/documents/${doc.id_document}`);
    expect((await staff.delete(`/api/trash/documents/${doc.id_document}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/trash/documents/${doc.id_document}`)).statusCode).toBe(204);
    expect(stored()).toEqual([]);

    // Its dossier's history keeps who did what and when, and none of its names.
    const history = (await staff.get(`/api/audit?entity=dossier&entity_id=${dossier.id_dossier}`)).json().items;
    const own = history.filter((entry: { entity: string }) => entry.entity === 'document');
    expect(own.map((entry: { operation: string }) => entry.operation)).toEqual(['delete', 'delete', 'download', 'update', 'create']);
    expect(own[0].changes).toEqual({ purged: [false, true] });
    expect(JSON.stringify(history)).not.toMatch(/Wrong client|another client/);
  });
});
