import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPage } from './support/browser';
import type { RunningServer } from './support/server';
import { startAdminSuite, stopSuite } from './support/suite';

let server: RunningServer;
let browser: Browser;
let admin: ApiClient;

beforeAll(async () => {
  ({ server, browser, api: admin } = await startAdminSuite());
});

afterAll(() => stopSuite({ server, browser }));

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
type Language = 'en' | 'ar';

/** Opens the settings page as the admin, checks it with axe, clicks the link and returns the file it downloads. */
async function downloadFromSettings(
  lang: Language,
  width: keyof typeof VIEWPORTS,
  label: string,
): Promise<{ name: string; bytes: Buffer }> {
  const { context, page, errors } = await openPage(browser, server.baseURL, { acceptDownloads: true, viewport: VIEWPORTS[width] });
  try {
    await admin.shareSession(context);
    await context.addInitScript((language) => localStorage.setItem('language', language), lang);
    await page.goto('/admin/settings');
    const link = page.getByRole('link', { name: label });
    await link.waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);

    const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const bytes = await readFile(await file.path());
    expect(errors).toEqual([]);
    return { name: file.suggestedFilename(), bytes };
  } finally {
    await context.close();
  }
}

describe('backup download from the settings page', () => {
  const LABELS: Record<Language, string> = { en: 'Download a backup', ar: 'تنزيل نسخة احتياطية' };
  for (const lang of ['en', 'ar'] as const) {
    it(`downloads a SQLite backup of the running database (${lang})`, async () => {
      const { name, bytes } = await downloadFromSettings(lang, 'desktop', LABELS[lang]);
      expect(name).toMatch(/^cabinet-backup-\d{4}-\d{2}-\d{2}\.db$/);
      expect(bytes.subarray(0, 16).toString('latin1')).toBe('SQLite format 3\0');
    });
  }
});

describe('export everything from the settings page', () => {
  const LABELS: Record<Language, string> = { en: 'Export everything (zip of CSV files)', ar: 'تصدير كل البيانات (zip من ملفات CSV)' };
  for (const [lang, width] of [
    ['en', 'desktop'],
    ['ar', 'phone'],
  ] as const) {
    it(`downloads the zip of CSV files (${lang}, ${width})`, async () => {
      const { name, bytes } = await downloadFromSettings(lang, width, LABELS[lang]);
      expect(name).toMatch(/^cabinet-export-\d{4}-\d{2}-\d{2}\.zip$/);
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
      expect(bytes.includes(Buffer.from('dossier.csv'))).toBe(true);
    });
  }
});
