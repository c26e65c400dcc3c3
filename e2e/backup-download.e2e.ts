import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFirstAdmin, type ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let admin: ApiClient;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await registerFirstAdmin(server.baseURL);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('backup download from the settings page', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`downloads a SQLite backup of the running database (${lang})`, async () => {
      const { context, page, errors } = await openPage(browser, server.baseURL, { acceptDownloads: true });
      try {
        await admin.shareSession(context);
        await context.addInitScript((language) => localStorage.setItem('language', language), lang);
        await page.goto('/admin/settings');
        const label = lang === 'en' ? 'Download a backup' : 'تنزيل نسخة احتياطية';
        const link = page.getByRole('link', { name: label });
        await link.waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);

        const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
        expect(file.suggestedFilename()).toMatch(/^cabinet-backup-\d{4}-\d{2}-\d{2}\.db$/);
        const bytes = await readFile(await file.path());
        expect(bytes.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
