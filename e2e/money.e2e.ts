import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, createRecord, type ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPage, type OpenedPage } from './support/browser';
import type { RunningServer } from './support/server';
import { openSignedIn, startAdminSuite, stopSuite } from './support/suite';
import { expectToast, settle, usePage } from './support/page-checks';

let server: RunningServer;
let browser: Browser;
let api: ApiClient;

beforeAll(async () => {
  ({ server, browser, api } = await startAdminSuite());
  await api.patch('/api/settings', {
    currency: 'MAD',
    fiscal_profile: 'MA',
    office_identifiers: { ice: '001525846000088', if: '40123456', tp: '35012345' },
  });
});

afterAll(() => stopSuite({ server, browser }));

const WORDS = {
  fr: {
    dossier: (id: number) => `· n° ${id}`,
    tab: 'Finances',
    addEntry: 'Ajouter une écriture',
    amount: 'Montant',
    description: 'Description',
    save: 'Inscrire l’écriture',
    added: 'Écriture inscrite',
    newNote: 'Nouvelle note d’honoraires',
    client: 'Client facturé',
    line: 'Prestation ou frais',
    unitPrice: 'Prix unitaire',
    saveDraft: 'Enregistrer le brouillon',
    saved: 'Brouillon enregistré',
    issue: 'Émettre la note',
    issued: 'Note d’honoraires émise',
    pay: 'Enregistrer le règlement',
    paid: 'Règlement enregistré',
    paidInFull: 'Réglée',
    notes: 'Notes d’honoraires',
    owed: 'Dû par chaque client',
    paymentsTab: 'Règlements reçus',
    statement: 'Relevé de compte',
    statementOf: (name: string) => `Relevé de ${name}`,
    clientDossiers: 'Dossiers du client',
  },
  ar: {
    dossier: (id: number) => `· رقم ${id}`,
    tab: 'المالية',
    addEntry: 'إضافة قيد',
    amount: 'المبلغ',
    description: 'الوصف',
    save: 'تسجيل القيد',
    added: 'تم تسجيل القيد',
    newNote: 'مذكرة أتعاب جديدة',
    client: 'الموكل المفوتر باسمه',
    line: 'الخدمة أو المصروف',
    unitPrice: 'الثمن الوحدوي',
    saveDraft: 'حفظ المسودة',
    saved: 'تم حفظ المسودة',
    issue: 'إصدار المذكرة',
    issued: 'تم إصدار مذكرة الأتعاب',
    pay: 'تسجيل الأداء',
    paid: 'تم تسجيل الأداء',
    paidInFull: 'مؤداة بالكامل',
    notes: 'مذكرات الأتعاب',
    owed: 'المستحق على كل موكل',
    paymentsTab: 'الأداءات المقبوضة',
    statement: 'كشف الحساب',
    statementOf: (name: string) => `كشف حساب ${name}`,
    clientDossiers: 'ملفات الموكل',
  },
} as const;

/** The page scrolls sideways when something is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

describe.each([
  ['fr', 6101, undefined],
  ['ar', 6201, { width: 390, height: 844 }],
] as const)('the money of a dossier in %s', (lang, ref, viewport) => {
  it('adds a ledger entry, drafts a fee note, issues it with a number, records its payment', async () => {
    const w = WORDS[lang];
    const dossier = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
      ref_dossier_bureau: ref,
      date_inscription_bureau: '2026-03-02',
    });
    const partyName = lang === 'ar' ? 'الوفاء للتأمين' : 'Wafa Assurance';
    const party = await createRecord<{ id_party: number }>(api, '/api/parties', { kind: 'organisation', name: partyName });
    await createRecord(api, `/api/dossiers/${dossier.id_dossier}/parties`, { id_party: party.id_party, role: 'insurer' });

    await usePage(openSignedIn({ server, browser, api }, lang, viewport ? { viewport } : {}), async ({ page }) => {
      page.setDefaultTimeout(20_000);
      await page.goto(`/dossier/modify/${dossier.id_dossier}?tab=money`);
      await settle(page, w.dossier(dossier.id_dossier));
      expect(await page.getByRole('tab', { name: w.tab }).getAttribute('aria-selected')).toBe('true');

      await page.getByRole('button', { name: w.addEntry }).click();
      const form = page.getByRole('form', { name: w.addEntry });
      await form.getByRole('textbox', { name: new RegExp(`^${w.amount}`) }).fill('1500,50');
      await form
        .getByRole('textbox', { name: new RegExp(`^${w.description}`) })
        .fill(lang === 'ar' ? 'مصاريف المفوض القضائي' : 'Frais du commissaire de justice');
      await expectNoSeriousA11yViolations(page);
      await form.getByRole('button', { name: w.save }).click();
      await expectToast(page, w.added);
      await expect.poll(() => page.getByTestId('balance-disbursements').textContent()).toMatch(/1[\s\u202f.,]?500[.,]50/);

      await page.getByRole('button', { name: w.newNote }).click();
      const dialog = page.getByRole('dialog');
      const client = new RegExp(`^${w.client}`);
      await dialog
        .getByRole('textbox', { name: client })
        .or(dialog.getByRole('combobox', { name: client }))
        .click();
      await page.getByRole('option').first().click();
      await dialog
        .getByRole('textbox', { name: w.line })
        .fill(lang === 'ar' ? 'أتعاب المرحلة الابتدائية' : 'Honoraires de première instance');
      await dialog.getByRole('textbox', { name: w.unitPrice }).fill('1000');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: w.saveDraft }).click();
      await expectToast(page, w.saved);
      // On a phone the toast sits over the dialog's buttons until it goes (hovering it holds it).
      await page.mouse.move(5, 5);
      await page.locator('.mantine-Notification-root').filter({ hasText: w.saved }).waitFor({ state: 'detached' });

      await dialog.getByRole('button', { name: w.issue }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: w.issue }).click();
      await expectToast(page, w.issued);
      await page.mouse.move(5, 5);
      await page.locator('.mantine-Notification-root').filter({ hasText: w.issued }).waitFor({ state: 'detached' });
      await dialog
        .getByText(/\d{4}-\d{4}/)
        .first()
        .waitFor();
      await expectNoSeriousA11yViolations(page);
      if (viewport) await expectNoSidewaysScroll(page);

      await dialog.getByRole('button', { name: w.pay }).click();
      await expectToast(page, w.paid);
      await page.keyboard.press('Escape');
      await page.getByRole('table', { name: w.notes }).getByText(w.paidInFull).waitFor();
      await expectNoSeriousA11yViolations(page);
      if (viewport) await expectNoSidewaysScroll(page);

      // The office's money, then the client's statement from its page.
      await page.goto('/money');
      await page.getByRole('heading', { level: 2, name: w.owed }).waitFor();
      await expectNoSeriousA11yViolations(page);
      if (viewport) await expectNoSidewaysScroll(page);
      // The payment just recorded, among the office's payments received.
      await page.getByRole('tab', { name: w.paymentsTab }).click();
      await page.getByRole('tabpanel', { name: w.paymentsTab }).getByText(String(ref)).first().waitFor();
      await expectNoSeriousA11yViolations(page);
      if (viewport) await expectNoSidewaysScroll(page);
      await page.goto(`/parties/${party.id_party}`);
      await page.getByRole('link', { name: w.statement }).click();
      await page.getByRole('heading', { level: 1, name: w.statementOf(partyName) }).waitFor();
      await page.getByRole('table', { name: w.clientDossiers }).getByText(String(ref)).waitFor();
      await expectNoSeriousA11yViolations(page);
      if (viewport) await expectNoSidewaysScroll(page);
    });
  }, 240_000);
});

describe('an account without money access', () => {
  it('sees no money tab, and the server refuses the money routes', async () => {
    const staff = await createActiveUser(api, { full_name: 'Samir Staff', email: 'money-none@example.test', password: 'staff password 1' });
    const dossier = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
      ref_dossier_bureau: 6301,
      date_inscription_bureau: '2026-03-02',
    });
    expect((await staff.request('GET', `/api/dossiers/${dossier.id_dossier}/money`)).status).toBe(403);
    const opened: OpenedPage = await openPage(browser, server.baseURL);
    await staff.shareSession(opened.context);
    await usePage(opened, async ({ page }) => {
      await page.goto(`/dossier/modify/${dossier.id_dossier}?tab=money`);
      await settle(page, /6301/);
      expect(await page.getByRole('tab').allTextContents()).not.toContain('Money');
      expect(await page.getByRole('tab', { name: 'Actions' }).getAttribute('aria-selected')).toBe('true');
      expect(await page.getByRole('navigation').getByRole('link', { name: 'Money' }).count()).toBe(0);
      await page.goto('/money');
      await page.getByText("Your account does not see the office's money").waitFor();
    });
  }, 120_000);
});
