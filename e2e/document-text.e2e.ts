import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { usePage } from './support/page-checks';
import { openSignedIn, startAdminSuite, stopSuite, type AdminSuite } from './support/suite';

/**
 * Documents found by their words, in the browser against the built server, which reads their text
 * by itself (PDF.js, Tesseract): the status on each document, the search on the dossier's tab and
 * across every document, and a phone's capture filed as one PDF and read by OCR.
 */

let suite: AdminSuite;
let admin: ApiClient;
let browser: Browser;
let ref = 900;

beforeAll(async () => {
  suite = await startAdminSuite();
  ({ api: admin, browser } = suite);
});

afterAll(() => stopSuite(suite));

const newDossier = () =>
  createRecord<{ id_dossier: number }>(admin, '/api/dossiers', { ref_dossier_bureau: ref++, date_inscription_bureau: '2026-01-15' });

/** A picture of text, as a scanner or a phone would give it: the page draws the lines, Chromium takes the screenshot. */
async function pictureOfText(browser: Browser, lines: string[]): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 900, height: 80 + lines.length * 60 } });
  try {
    const body = lines.map((line) => `<p dir="auto" style="margin:0 0 18px">${line}</p>`).join('');
    await page.setContent(
      `<body style="margin:0;padding:24px;background:#fff;color:#000;font:32px 'DejaVu Sans',sans-serif">${body}</body>`,
    );
    return await page.screenshot({ type: 'png' });
  } finally {
    await page.close();
  }
}

const TEXTS = {
  en: {
    searchable: 'Text searchable',
    box: 'Search in the text of these documents',
    found: '1 document contains these words',
    nav: 'Search in documents',
    words: 'Words in the documents',
    search: 'Search',
    photograph: 'Photograph',
    file: 'File the page as a PDF',
    filed: 'Filed as one PDF; its text will be read shortly.',
  },
  ar: {
    searchable: 'النص قابل للبحث',
    box: 'البحث في نص هذه الوثائق',
    found: 'وثيقة واحدة تتضمن هذه الكلمات',
    nav: 'البحث في الوثائق',
    words: 'الكلمات المبحوث عنها',
    search: 'بحث',
    photograph: 'تصوير',
    file: 'حفظ الصفحة في ملف PDF',
    filed: 'حُفظت في ملف PDF واحد، وسيُقرأ نصه بعد قليل.',
  },
} as const;

/** The list looks again every few seconds while a text is being read: no reload needed. */
const waitForSearchable = (row: ReturnType<Page['getByTestId']>, text: string) => row.getByText(text).waitFor({ timeout: 90_000 });

describe('documents found by their words', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`reads an uploaded file, finds it on the dossier and across documents, with the passage (${lang})`, async () => {
      const t = TEXTS[lang];
      const dossier = await newDossier();
      const words = lang === 'en' ? 'seconde victime' : 'الضحية الثانية';
      // A town per run, so that each run's search finds its own file only.
      const town = lang === 'en' ? 'Kenitra' : 'Tanger';
      const content = `Rapport d'expertise médicale, ${town}.\nLe rapport mentionne la seconde victime, <b>Mme Benjelloun</b>.\nتقرير الخبرة الطبية بخصوص الضحية الثانية.\n`;
      await usePage(openSignedIn(suite, lang), async ({ page }) => {
        await page.goto(`/dossier/modify/${dossier.id_dossier}?tab=documents`);
        await page
          .locator('input[type=file]:not([capture])')
          .setInputFiles({ name: `rapport-${lang}.txt`, mimeType: 'text/plain', buffer: Buffer.from(content) });
        const row = page.getByRole('row').filter({ hasText: `rapport-${lang}.txt` });
        await row.waitFor({ timeout: 15_000 });
        await waitForSearchable(row, t.searchable);
        await expectNoSeriousA11yViolations(page);

        await page.getByRole('searchbox', { name: t.box }).fill(words);
        await page.getByText(t.found).waitFor({ timeout: 15_000 });
        const passage = page.getByTestId('document-passage');
        await expect.poll(() => passage.locator('mark').count()).toBeGreaterThan(0);
        // The markup in the file is shown as text.
        expect(await passage.locator('b').count()).toBe(0);
        await expectNoSeriousA11yViolations(page);

        await page.getByRole('link', { name: t.nav }).first().click();
        await page.getByRole('searchbox', { name: t.words }).fill(`${words} benjelloun ${town}`);
        await page.getByRole('button', { name: t.search, exact: true }).click();
        await page.getByText(t.found).waitFor({ timeout: 15_000 });
        expect(await page.getByTestId('document-passage').textContent()).toContain('Benjelloun');
        await expectNoSeriousA11yViolations(page);
        await page.setViewportSize({ width: 390, height: 844 });
        await expectNoSeriousA11yViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      });
    }, 180_000);
  }

  it('files photos taken on a phone as one PDF and reads it by OCR (ar, 390 px)', async () => {
    const t = TEXTS.ar;
    const dossier = await newDossier();
    const picture = await pictureOfText(browser, ['Ordonnance de référé numéro 4521', 'المحكمة الابتدائية بالدار البيضاء']);
    await usePage(
      openSignedIn(suite, 'ar', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }),
      async ({ page }) => {
        await page.goto(`/dossier/modify/${dossier.id_dossier}?tab=documents`);
        const camera = page.locator('input[type=file][capture=environment]');
        await page.getByRole('button', { name: t.photograph }).waitFor({ timeout: 15_000 });
        await camera.setInputFiles({ name: 'IMG_0001.png', mimeType: 'image/png', buffer: picture });
        await page.getByTestId('capture-sheet').waitFor();
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: t.file }).click();
        await page.getByText(t.filed).waitFor({ timeout: 60_000 });
        const row = page.getByTestId(/^document-row-/).filter({ hasText: '.pdf' });
        await row.waitFor({ timeout: 15_000 });
        await waitForSearchable(row, t.searchable);
        await page.getByRole('searchbox', { name: t.box }).fill('الابتدائيه 4521');
        await page.getByText(t.found).waitFor({ timeout: 15_000 });
        await expectNoSeriousA11yViolations(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      },
    );
  }, 180_000);
});
