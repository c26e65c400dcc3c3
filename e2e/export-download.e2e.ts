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

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

describe('export everything from the settings page', () => {
  for (const [lang, width] of [
    ['en', 'desktop'],
    ['ar', 'phone'],
  ] as const) {
    it(`downloads the zip of CSV files (${lang}, ${width})`, async () => {
      const { context, page, errors } = await openPage(browser, server.baseURL, { acceptDownloads: true, viewport: VIEWPORTS[width] });
      try {
        await admin.shareSession(context);
        await context.addInitScript((language) => localStorage.setItem('language', language), lang);
        await page.goto('/admin/settings');
        const label = lang === 'en' ? 'Export everything (zip of CSV files)' : 'تصدير كل البيانات (zip من ملفات CSV)';
        const link = page.getByRole('link', { name: label });
        await link.waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);

        const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
        expect(file.suggestedFilename()).toMatch(/^cabinet-export-\d{4}-\d{2}-\d{2}\.zip$/);
        const bytes = await readFile(await file.path());
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
        expect(bytes.includes(Buffer.from('dossier.csv'))).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
