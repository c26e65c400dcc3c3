import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, createRecord } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectToast, settle, usePage } from './support/page-checks';
import type { RunningServer } from './support/server';
import { openSignedIn, startAdminSuite, stopSuite, type AdminSuite } from './support/suite';

let suite: AdminSuite;
let server: RunningServer;
let browser: Browser;
let admin: ApiClient;
let ref = 4700;

beforeAll(async () => {
  suite = await startAdminSuite();
  ({ server, browser, api: admin } = suite);
});

afterAll(() => stopSuite({ server, browser }));

const TEXT = {
  en: {
    templates: 'Word templates',
    fields: 'Template placeholders',
    example: 'Example to adapt',
    generate: 'Generate a document',
    template: 'Template',
    submit: 'Generate',
    done: 'Document generated and filed',
    search: 'Search a placeholder',
  },
  ar: {
    templates: 'نماذج Word',
    fields: 'حقول النماذج',
    example: 'نموذج للتكييف',
    generate: 'إنشاء وثيقة',
    template: 'النموذج',
    submit: 'إنشاء',
    done: 'تم إنشاء الوثيقة وحفظها',
    search: 'البحث عن حقل',
  },
};

describe('Word templates', () => {
  for (const lang of ['en', 'ar'] as const) {
    const t = TEXT[lang];
    it(`lists the examples, shows the placeholders, and fills a template from a dossier into its documents (${lang})`, async () => {
      const dossier = await createRecord<{ id_dossier: number }>(admin, '/api/dossiers', {
        ref_dossier_bureau: ref++,
        date_inscription_bureau: '2026-01-15',
        montant_dette: '12345.67',
      });
      await usePage(openSignedIn(suite, lang), async ({ page }) => {
        await page.goto('/admin/templates');
        await settle(page, t.templates);
        expect(await page.getByText(t.example).count()).toBe(12);

        await page.goto('/templates/fields');
        await settle(page, t.fields);
        await page.getByRole('searchbox', { name: t.search }).fill('claim_amount_words_ar');
        await page.getByText('{claim_amount_words_ar}').waitFor();
        await expectNoSeriousA11yViolations(page);

        await page.goto(`/dossier/modify/${dossier.id_dossier}?tab=documents`);
        await page.getByRole('button', { name: t.generate }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByRole('combobox', { name: t.template }).click();
        // The Arabic appeal request, chosen by keyboard: its name typed, then Enter.
        await page.keyboard.type('مقال استئنافي');
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expectNoSeriousA11yViolations(page);
        await dialog.getByRole('button', { name: t.submit, exact: true }).click();
        await expectToast(page, t.done);
        await page
          .getByRole('link', { name: /\.docx$/ })
          .first()
          .waitFor({ timeout: 15_000 });
        await expectNoSeriousA11yViolations(page);
      });
    });
  }

  it('fits a phone’s width: the templates page and the placeholders page never scroll sideways', async () => {
    await usePage(
      openSignedIn(suite, 'ar', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }),
      async ({ page }) => {
        for (const path of ['/admin/templates', '/templates/fields']) {
          await page.goto(path);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await page.waitForLoadState('networkidle');
          const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(sideways, path).toBeLessThanOrEqual(1);
          await expectNoSeriousA11yViolations(page);
        }
      },
    );
  });
});
