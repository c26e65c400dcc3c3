import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { OpenedPage } from './support/browser';
import type { RunningServer } from './support/server';
import { openSignedIn, startAdminSuite, stopSuite } from './support/suite';
import { expectToast, settle, usePage } from './support/page-checks';

let server: RunningServer;
let browser: Browser;
let api: ApiClient;
/** The dossier the English walk-through creates; the later tests find and reuse it. */
let dossierId = 0;

beforeAll(async () => {
  ({ server, browser, api } = await startAdminSuite());
  await createRecord(api, '/api/tribunals', { nom: 'Tribunal de première instance de Casablanca', ville: 'Casablanca' });
  await createRecord(api, '/api/case-types', { libelle: 'Accident de la circulation' });
  const expertise = await createRecord<{ id_type_expertise: number }>(api, '/api/expertise-types', { libelle: 'Expertise médicale' });
  await createRecord(api, '/api/experts', {
    nom: 'Dr Karim Alaoui',
    specialite: 'Médecine légale',
    fk_type_expertise: expertise.id_type_expertise,
  });
});

afterAll(() => stopSuite({ server, browser }));

/** A signed-in page in the given language. */
async function signedIn(lang: 'en' | 'ar' = 'en'): Promise<OpenedPage> {
  return openSignedIn({ server, browser, api }, lang);
}

async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label, exact: typeof label === 'string' }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Types a YYYY-MM-DD date and closes the calendar that opened with the field. */
async function typeDate(page: Page, label: RegExp, date: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.fill(date);
  await field.press('Escape');
}

const actionRow = (page: Page, text: string) =>
  page
    .getByRole('table', { name: /^Actions/ })
    .getByRole('row')
    .filter({ hasText: text });

describe('case work in the browser', () => {
  it('creates a dossier, logs an expertise and a tribunal-number action, edits and deletes an action', async () => {
    await usePage(signedIn('en'), async ({ page }) => {
      await page.goto('/dossier/new');
      await settle(page, 'New dossier');
      await page.getByRole('textbox', { name: /^Reference/ }).fill('3101');
      await typeDate(page, /^Registration date/, '2026-03-02');
      await choose(page, 'Case type', 'Accident de la circulation');
      await choose(page, 'Tribunal', 'Tribunal de première instance de Casablanca');
      const amount = page.getByRole('textbox', { name: 'Debt amount' });
      await amount.fill('1250,5');
      await amount.blur();
      await expect.poll(() => amount.inputValue()).toBe('1250.50');
      await page.getByRole('textbox', { name: 'Civilly liable party' }).fill('Hélène Benjelloun');
      await page.getByRole('textbox', { name: 'Vehicle registration' }).fill('12345-A-6');
      await page.getByRole('button', { name: 'Create dossier' }).click();

      await expectToast(page, 'Dossier Created');
      await page.waitForURL(/\/dossier\/modify\/\d+$/);
      dossierId = Number(new URL(page.url()).pathname.split('/').pop());
      await settle(page, `· #${dossierId}`);
      const info = page.getByRole('region', { name: 'Dossier information' });
      await expect.poll(() => info.textContent()).toContain('Hélène Benjelloun');
      expect(await info.textContent()).toContain('Accident de la circulation');
      expect(await info.textContent()).toMatch(/US\$1,250\.50/);

      // An expertise action: the type's effect brings up the expertise details; content is optional.
      await typeDate(page, /^Action date/, '2026-11-10');
      // Default types are named in the reader's language ("Expertise" reads "Expert assessment").
      await choose(page, 'Action type', 'Expert assessment');
      await choose(page, 'Expertise type', 'Expertise médicale');
      await choose(page, 'Expert', 'Dr Karim Alaoui (Médecine légale)');
      await page.getByRole('textbox', { name: 'Expertise fees' }).fill('800');
      await page.getByRole('textbox', { name: 'Expertise content' }).fill('Incapacité temporaire de 30 jours');
      await page.getByRole('button', { name: 'Add action' }).click();
      await expectToast(page, 'Action Added');
      await actionRow(page, 'Dr Karim Alaoui').waitFor();
      expect(await actionRow(page, 'Dr Karim Alaoui').textContent()).toContain('US$800.00');

      // A tribunal-number action (type 63 "PV tribunal", in English "Report at the public
      // prosecutor's office"): it fills num_pv_tribunal on the dossier.
      await typeDate(page, /^Action date/, '2026-11-15');
      await choose(page, 'Action type', 'Report at the public prosecutor’s office');
      await page.getByRole('textbox', { name: 'Report number (public prosecutor)' }).fill('PV-2026-55');
      await page.getByRole('textbox', { name: /^Content/ }).fill('PV received');
      await page.getByRole('button', { name: 'Add action' }).click();
      await expectToast(page, 'Action Added');
      await actionRow(page, 'PV received').waitFor();
      await expect.poll(() => info.textContent()).toContain('PV-2026-55');
      expect((await api.get<{ num_pv_tribunal: string }>(`/api/dossiers/${dossierId}`)).num_pv_tribunal).toBe('PV-2026-55');
      await expectNoSeriousA11yViolations(page);

      // Edit the tribunal-number action, then come back to the dossier.
      await actionRow(page, 'PV received')
        .getByRole('link', { name: /^Modify/ })
        .click();
      await page.waitForURL(/\/action\/modify\/\d+$/);
      await settle(page, /^Modify action #\d+$/);
      await page.getByRole('textbox', { name: /^Content/ }).fill('PV received and filed');
      await page.getByRole('button', { name: 'Modify', exact: true }).click();
      await expectToast(page, 'Action Updated');
      await page.waitForURL(new RegExp(`/dossier/modify/${dossierId}$`));
      await actionRow(page, 'PV received and filed').waitFor();

      // Delete the expertise action: it leaves the list.
      await actionRow(page, 'Dr Karim Alaoui')
        .getByRole('button', { name: /^Delete/ })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Action Deleted');
      await expect.poll(() => actionRow(page, 'Dr Karim Alaoui').count()).toBe(0);

      // Edit the dossier itself, then read its history.
      await page.getByRole('button', { name: 'Edit dossier' }).click();
      await page.getByRole('textbox', { name: 'Vehicle registration' }).fill('12345-B-6');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Dossier Updated');
      await expect.poll(() => info.textContent()).toContain('12345-B-6');
      await page.getByRole('tab', { name: 'History' }).click();
      await page.getByRole('article').filter({ hasText: 'Vehicle registration' }).first().waitFor();
      await expectNoSeriousA11yViolations(page);
    });
  });

  it('finds the dossier by a name typed without accents, keeps the search in the URL, and jumps to it with Ctrl+K', async () => {
    await usePage(signedIn('en'), async ({ page }) => {
      await page.goto('/dossier/search');
      await settle(page, /^Dossiers \(\d+\)$/);
      const box = page.getByRole('main').getByRole('searchbox');
      await box.fill('helene');
      await box.press('Enter');
      await expectToast(page, 'Search completed');
      await expectToast(page, '1 dossier found');
      await page.waitForURL(/\?q=helene$/);
      await page.getByRole('row').filter({ hasText: 'Hélène Benjelloun' }).waitFor();
      await expectNoSeriousA11yViolations(page);

      await page.keyboard.press('Control+K');
      const quick = page.getByRole('combobox', { name: 'Reference or name…' });
      await quick.waitFor();
      await quick.fill('benjelloun');
      await page.getByRole('option', { name: /#3101/ }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('option', { name: /#3101/ }).click();
      await page.waitForURL(new RegExp(`/dossier/modify/${dossierId}$`));
      await settle(page, `· #${dossierId}`);
    });
  });

  it('deletes a dossier from the results after confirmation', async () => {
    await createRecord(api, '/api/dossiers', {
      ref_dossier_bureau: 3102,
      date_inscription_bureau: '2026-04-01',
      nom_responsable_civil: 'Omar Tazi',
    });
    await usePage(signedIn('en'), async ({ page }) => {
      await page.goto('/dossier/search?q=tazi');
      await settle(page, 'Dossiers (1)');
      await page.getByRole('button', { name: 'Delete dossier 3102' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Dossier deleted');
      await page.getByRole('cell', { name: 'No dossiers found' }).waitFor();
    });
  });

  it('shows a concurrent change while editing and saves the edit again without retyping', async () => {
    await usePage(signedIn('en'), async ({ page }) => {
      await page.goto(`/dossier/modify/${dossierId}`);
      await settle(page, `· #${dossierId}`);
      await page.getByRole('button', { name: 'Edit dossier' }).click();
      await page.getByRole('textbox', { name: 'Insurance policy number' }).fill('AX-1');
      // Someone else saves the dossier meanwhile.
      await api.patch(`/api/dossiers/${dossierId}`, { num_police: 'AX-2' });
      await page.getByRole('button', { name: 'Save' }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'Someone else changed this dossier' });
      await notice.waitFor();
      expect(await notice.getByRole('row').filter({ hasText: 'Insurance policy number' }).textContent()).toMatch(/AX-2.*AX-1/);
      await expectNoSeriousA11yViolations(page);
      await notice.getByRole('button', { name: 'Save my edit anyway' }).click();
      await expectToast(page, 'Dossier Updated');
      expect((await api.get<{ num_police: string }>(`/api/dossiers/${dossierId}`)).num_police).toBe('AX-1');
    });
  });

  it('shows every case-work screen right to left in Arabic without accessibility violations', async () => {
    const { context, page, errors } = await signedIn('ar');
    try {
      const [action] = (await api.get<{ items: { id_action: number }[] }>(`/api/dossiers/${dossierId}/actions`)).items;
      await page.goto('/dossier/search?q=helene');
      await settle(page, /^الملفات/);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await page.getByRole('row').filter({ hasText: 'Hélène Benjelloun' }).waitFor();

      await page.goto('/dossier/new');
      await settle(page, 'ملف جديد');

      await page.goto(`/dossier/modify/${dossierId}`);
      await settle(page, `· رقم ${dossierId}`);
      await choose(page, 'نوع الإجراء', 'خبرة');
      await page.getByRole('group', { name: 'الخبرة' }).waitFor();
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('tab', { name: 'السجل' }).click();
      await page.getByRole('article').first().waitFor();
      await expectNoSeriousA11yViolations(page);

      await page.goto(`/action/modify/${action!.id_action}`);
      await settle(page, `تعديل الإجراء رقم ${action!.id_action}`);

      await page.goto('/dossier/modify');
      await expectToast(page, 'يرجى اختيار ملف أولًا.');
      await page.waitForURL(/\/dossier\/search$/);

      await page.goto('/dossier/modify/999999');
      await settle(page, 'الملف غير موجود');
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
