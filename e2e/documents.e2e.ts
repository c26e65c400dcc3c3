import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient, createRecord } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPage } from './support/browser';
import { repoRoot, startServer, type RunningServer } from './support/server';
import { startAdminSuite, stopSuite } from './support/suite';
import { usePage } from './support/page-checks';

let server: RunningServer;
let browser: Browser;
let admin: ApiClient;
let ref = 500;

beforeAll(async () => {
  ({ server, browser, api: admin } = await startAdminSuite());
});

afterAll(() => stopSuite({ server, browser }));

/** A small valid PDF, padded so the upload takes a few steps. */
const pdfBytes = (label: string) =>
  Buffer.concat([
    Buffer.from(
      `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n% ${label}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    ),
    Buffer.alloc(2 * 1024 * 1024, 0x20),
  ]);

/** Drops a file on the drop zone, as a person dragging it from their desktop. */
async function dropFile(page: Page, name: string, bytes: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const binary = atob(base64);
      const data = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) data[i] = binary.charCodeAt(i);
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name, { type: 'application/pdf' }));
      return transfer;
    },
    { name, base64: bytes.toString('base64') },
  );
  await page.getByTestId('document-dropzone').dispatchEvent('drop', { dataTransfer });
}

describe('documents on the dossier page', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`drops a PDF, sees it upload, previews, downloads it by its Arabic name, and keeps it through the trash (${lang})`, async () => {
      const dossier = await createRecord<{ id_dossier: number }>(admin, '/api/dossiers', {
        ref_dossier_bureau: ref++,
        date_inscription_bureau: '2026-01-15',
      });
      // Reduced motion as the other walks: the pulsing dossier link's contrast mid-animation is another issue's fix.
      await usePage(openPage(browser, server.baseURL, { acceptDownloads: true }), async ({ context, page }) => {
        await admin.shareSession(context);
        await context.addInitScript((language) => localStorage.setItem('language', language), lang);
        await page.goto(`/dossier/modify/${dossier.id_dossier}?tab=documents`);
        const t =
          lang === 'en'
            ? { limit: 'Up to 25 MB per file', uploaded: 'Uploaded', preview: 'Preview', empty: 'No document yet.' }
            : { limit: 'حتى 25 ميغابايت لكل وثيقة', uploaded: 'تم الإرسال', preview: 'معاينة', empty: 'لا توجد وثائق بعد.' };
        await page.getByText(t.limit).waitFor({ timeout: 15_000 });
        await page.getByText(t.empty).waitFor();
        await expectNoSeriousA11yViolations(page);

        const arabicName = 'حكم المحكمة الابتدائية.pdf';
        await dropFile(page, arabicName, pdfBytes(`dropped ${lang}`));
        const item = page.getByTestId('upload-item').first();
        await item.getByRole('progressbar').waitFor();
        await item.getByText(t.uploaded).waitFor({ timeout: 15_000 });
        expect(await item.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

        // The picker too: a second file through the file input.
        await page
          .locator('input[type=file]:not([capture])')
          .setInputFiles({ name: 'Procès-verbal.pdf', mimeType: 'application/pdf', buffer: pdfBytes('picked') });
        const row = page.getByRole('row').filter({ hasText: 'Procès-verbal.pdf' });
        await row.waitFor({ timeout: 15_000 });
        const arabicRow = page.getByRole('row').filter({ hasText: arabicName });
        await arabicRow.waitFor();
        await expectNoSeriousA11yViolations(page);
        // And at a phone's width.
        const desktop = page.viewportSize();
        await page.setViewportSize({ width: 390, height: 844 });
        await expectNoSeriousA11yViolations(page);
        if (desktop) await page.setViewportSize(desktop);

        await arabicRow.getByRole('button', { name: new RegExp(t.preview) }).click();
        const frame = page.getByTestId('document-preview');
        await frame.waitFor();
        const src = await frame.getAttribute('src');
        expect(src).toMatch(/\/api\/documents\/\d+\/content\?inline=1$/);
        const inline = await page.evaluate(async (url) => {
          const res = await fetch(url);
          return { status: res.status, disposition: res.headers.get('content-disposition'), type: res.headers.get('content-type') };
        }, src!);
        expect(inline).toMatchObject({ status: 200, type: 'application/pdf', disposition: expect.stringMatching(/^inline; /) });
        await page.keyboard.press('Escape');
        await frame.waitFor({ state: 'detached' });

        const [download] = await Promise.all([page.waitForEvent('download'), arabicRow.getByRole('link').first().click()]);
        expect(download.suggestedFilename()).toBe(arabicName);
        expect(readFileSync(await download.path()).equals(pdfBytes(`dropped ${lang}`))).toBe(true);

        // The dossier goes to the trash and comes back: its documents with it.
        await admin.delete(`/api/dossiers/${dossier.id_dossier}`);
        expect((await admin.request('GET', `/api/dossiers/${dossier.id_dossier}/documents`)).status).toBe(404);
        await admin.post(`/api/trash/dossiers/${dossier.id_dossier}/restore`);
        await page.reload();
        await page.getByRole('row').filter({ hasText: arabicName }).waitFor({ timeout: 15_000 });
      });
    });
  }

  it('a backup restored elsewhere serves the same file', async () => {
    const dossier = await createRecord<{ id_dossier: number }>(admin, '/api/dossiers', {
      ref_dossier_bureau: ref++,
      date_inscription_bureau: '2026-01-15',
    });
    const { context, page } = await openPage(browser, server.baseURL);
    const bytes = pdfBytes('backed up');
    let documentId: number;
    try {
      await admin.shareSession(context);
      await page.goto(`/dossier/modify/${dossier.id_dossier}?tab=documents`);
      await page
        .locator('input[type=file]:not([capture])')
        .setInputFiles({ name: 'مذكرة.pdf', mimeType: 'application/pdf', buffer: bytes });
      await page.getByRole('row').filter({ hasText: 'مذكرة.pdf' }).waitFor({ timeout: 15_000 });
      const list = await admin.get<{ items: { id_document: number; filename: string }[] }>(`/api/dossiers/${dossier.id_dossier}/documents`);
      documentId = list.items.find((d) => d.filename === 'مذكرة.pdf')!.id_document;
    } finally {
      await context.close();
    }

    const backup = await fetch(new URL('/api/admin/backup', server.baseURL), { headers: { Cookie: `cabinet_session=${admin.cookie}` } });
    expect(backup.status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'cabinet-e2e-restore-'));
    try {
      const file = join(dir, 'backup.db');
      writeFileSync(file, Buffer.from(await backup.arrayBuffer()));
      const target = join(dir, 'restored', 'cabinet.db');
      const restore = spawnSync(process.execPath, [join(repoRoot, 'server/dist/cli.js'), 'restore', file], {
        env: { ...process.env, DATABASE_URL: `sqlite:${target}` },
        encoding: 'utf8',
      });
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toMatch(/Restored [1-9]\d* stored document file/);
      const elsewhere = await startServer({ env: { DATABASE_URL: `sqlite:${target}` } });
      try {
        const client = new ApiClient(elsewhere.baseURL);
        await client.signIn(ADMIN.email, ADMIN.password);
        const res = await fetch(new URL(`/api/documents/${documentId}/content`, elsewhere.baseURL), {
          headers: { Cookie: `cabinet_session=${client.cookie}` },
        });
        expect(res.status).toBe(200);
        expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
      } finally {
        await elsewhere.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
