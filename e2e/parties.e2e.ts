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

beforeAll(async () => ({ server, browser, api } = await startAdminSuite()));

afterAll(() => stopSuite({ server, browser }));

async function signedIn(lang: 'fr' | 'ar', viewport?: { width: number; height: number }): Promise<OpenedPage> {
  const opened = await openSignedIn({ server, browser, api }, lang, viewport ? { viewport } : {});
  // A step that cannot happen fails with its locator, well before the test's own time limit.
  opened.page.setDefaultTimeout(20_000);
  return opened;
}

/** Types a few letters into the party picker and picks the party offered. */
async function pickParty(page: Page, label: string, typed: string, option: string) {
  const box = page.getByRole('textbox', { name: label, exact: true }).or(page.getByRole('combobox', { name: label, exact: true }));
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).click();
}

async function chooseRole(page: Page, label: string, role: string) {
  await page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))
    .click();
  await page.getByRole('option', { name: role, exact: true }).click();
}

const WORDS = {
  fr: {
    newParty: 'Nouvelle partie',
    name: 'Nom',
    nationalId: 'CIN / n°\u00a0de registre',
    create: 'Créer',
    created: 'Partie créée',
    dossier: (id: number) => `· n°\u00a0${id}`,
    partiesTab: 'Parties',
    historyTab: 'Historique',
    picker: 'Partie existante',
    role: 'Qualité dans ce dossier',
    client: 'Client',
    adverse: 'Partie adverse',
    add: 'Ajouter',
    createAndLink: 'Créer et ajouter',
    linked: 'Partie ajoutée',
    dialog: 'Conflit d’intérêts possible',
    confirm: 'Confirmer et ajouter',
    confirmed: 'Confirmé malgré le conflit',
    check: 'Vérification des conflits d’intérêts',
    checkName: 'Nom (au moins 3 lettres)',
    checkSubmit: 'Vérifier',
  },
  ar: {
    newParty: 'طرف جديد',
    name: 'الاسم',
    nationalId: 'رقم البطاقة الوطنية / السجل التجاري',
    create: 'إنشاء',
    created: 'تم إنشاء الطرف',
    dossier: (id: number) => `· رقم ${id}`,
    partiesTab: 'الأطراف',
    historyTab: 'السجل',
    picker: 'طرف مسجل',
    role: 'الصفة في هذا الملف',
    client: 'الموكل',
    adverse: 'الطرف الخصم',
    add: 'إضافة',
    createAndLink: 'إنشاء وإضافة',
    linked: 'تمت إضافة الطرف',
    dialog: 'احتمال تنازع المصالح',
    confirm: 'تأكيد وإضافة',
    confirmed: 'تم التأكيد رغم تنازع المصالح',
    check: 'فحص تنازع المصالح',
    checkName: 'الاسم (3 أحرف على الأقل)',
    checkSubmit: 'فحص',
  },
} as const;

describe.each([
  ['fr', 5101, 'Karim Bennani', 'BE 778899', 'Société Trans-Atlas', 'trans atlas'],
  ['ar', 5201, 'كريم التازي', 'BE 112233', 'مؤسسة النور للنقل', 'مؤسسه النور'],
] as const)('parties and conflicts in %s', (lang, ref, clientName, clientId, adverseName, adverseTyped) => {
  it('creates a client, links an adversary, is warned when linking the adversary as client elsewhere, confirms, and reads it in the history', async () => {
    const w = WORDS[lang];
    const first = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
      ref_dossier_bureau: ref,
      date_inscription_bureau: '2026-03-02',
    });
    const second = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
      ref_dossier_bureau: ref + 1,
      date_inscription_bureau: '2026-03-03',
    });
    await usePage(signedIn(lang), async ({ page }) => {
      // A client, created on the parties page.
      await page.goto('/parties/new');
      await settle(page, w.newParty);
      await page
        .getByRole('textbox', { name: new RegExp(`^${w.name}`) })
        .first()
        .fill(clientName);
      await page.getByRole('textbox', { name: w.nationalId }).fill(clientId);
      await page.getByRole('button', { name: w.create, exact: true }).click();
      await expectToast(page, w.created);
      await page.waitForURL(/\/parties\/\d+$/);
      await settle(page, clientName);

      // On the first dossier: the client found by a few letters, then the adversary created inline.
      await page.goto(`/dossier/modify/${first.id_dossier}?tab=parties`);
      await settle(page, w.dossier(first.id_dossier));
      await pickParty(page, w.picker, clientName.slice(0, 4), clientName);
      await page.getByRole('button', { name: w.add, exact: true }).click();
      await expectToast(page, w.linked);
      await page.getByRole('table').getByText(clientName).waitFor();

      await page.getByRole('button', { name: w.newParty, exact: true }).click();
      await chooseRole(page, w.role, w.adverse);
      await page
        .getByRole('form')
        .getByRole('textbox', { name: new RegExp(`^${w.name}`) })
        .first()
        .fill(adverseName);
      await page.getByRole('button', { name: w.createAndLink }).click();
      await page.getByRole('table').getByText(adverseName).waitFor();
      await expectNoSeriousA11yViolations(page);

      // On the second dossier, the adversary as client: the warning lists the first dossier.
      await page.goto(`/dossier/modify/${second.id_dossier}?tab=parties`);
      await settle(page, w.dossier(second.id_dossier));
      await pickParty(page, w.picker, adverseTyped, adverseName);
      await page.getByRole('button', { name: w.add, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: w.dialog });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(String(ref));
      await expectNoSeriousA11yViolations(page);
      const confirm = dialog.getByRole('button', { name: w.confirm });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByRole('checkbox').check();
      await confirm.click();
      await expectToast(page, w.linked);
      await page.getByRole('table').getByText(adverseName).waitFor();

      // The confirmation is in the second dossier's history, with the conflicting dossier.
      await page.getByRole('tab', { name: w.historyTab }).click();
      await expect.poll(() => page.getByText(w.confirmed).count()).toBeGreaterThan(0);
      expect(await page.getByRole('article').first().textContent()).toContain(`${ref}`);
      await expectNoSeriousA11yViolations(page);

      // The conflict check page finds the adversary under its other spelling, with both dossiers.
      await page.goto('/conflicts');
      await settle(page, w.check);
      await page.getByRole('textbox', { name: w.checkName }).fill(adverseTyped);
      await page.getByRole('button', { name: w.checkSubmit }).click();
      const match = page.getByRole('article').filter({ hasText: adverseName });
      await match.waitFor();
      expect(await match.textContent()).toContain(String(ref + 1));
      await expectNoSeriousA11yViolations(page);
    });
  }, 240_000);

  it('shows the dossier parties and the party list at phone width', async () => {
    const w = WORDS[lang];
    await usePage(signedIn(lang, { width: 390, height: 800 }), async ({ page }) => {
      const dossiers = await api.get<{ items: { id_dossier: number; ref_dossier_bureau: number }[] }>(`/api/dossiers?q=${ref + 1}`);
      const id = dossiers.items.find((d) => d.ref_dossier_bureau === ref + 1)!.id_dossier;
      await page.goto(`/dossier/modify/${id}?tab=parties`);
      await settle(page, w.dossier(id));
      await page.getByRole('table').getByText(adverseName).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.goto('/parties');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('link', { name: adverseName }).waitFor();
      await expectNoSeriousA11yViolations(page);
    });
  }, 120_000);
});
