import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { RunningServer } from './support/server';
import { openSignedIn, startAdminSuite, stopSuite } from './support/suite';
import { expectToast, settle, usePage } from './support/page-checks';

let server: RunningServer;
let browser: Browser;
let api: ApiClient;

beforeAll(async () => {
  ({ server, browser, api } = await startAdminSuite());
});

afterAll(() => stopSuite({ server, browser }));

const WORDS = {
  fr: {
    dossier: (id: number) => `· n° ${id}`,
    addLevel: 'Ajouter une étape',
    level: 'Étape',
    appeal: 'Appel',
    number: 'Numéro',
    save: 'Enregistrer l’étape',
    added: 'Étape ajoutée',
    hearingTime: 'Heure de l’audience',
    room: 'Salle',
    courtLevel: 'Étape judiciaire',
    content: 'Contenu',
    addAction: 'Ajouter l’action',
    whatsapp: 'WhatsApp au client',
    board: 'Suivi des étapes judiciaires',
    appeals: 'Appels et pourvois en cours',
    roll: 'Rôle d’audience',
  },
  ar: {
    dossier: (id: number) => `· رقم ${id}`,
    addLevel: 'إضافة مرحلة',
    level: 'المرحلة',
    appeal: 'الاستئناف',
    number: 'الرقم',
    save: 'حفظ المرحلة',
    added: 'أُضيفت المرحلة',
    hearingTime: 'ساعة الجلسة',
    room: 'القاعة',
    courtLevel: 'المرحلة القضائية',
    content: 'المحتوى',
    addAction: 'إضافة الإجراء',
    whatsapp: 'مراسلة الموكل عبر واتساب',
    board: 'تتبع المراحل القضائية',
    appeals: 'الاستئنافات والطعون بالنقض الجارية',
    roll: 'جدول الجلسات',
  },
} as const;

/** The page scrolls sideways when something is wider than the screen. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

describe.each([
  ['fr', 7101, undefined],
  ['ar', 7201, { width: 390, height: 844 }],
] as const)('the court path of a dossier in %s', (lang, ref, viewport) => {
  it('adds an appeal level, a hearing at a time and room on it, finds it on the board and the roll, and opens WhatsApp', async () => {
    const w = WORDS[lang];
    const dossier = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', { ref_dossier_bureau: ref, date_inscription_bureau: '2026-03-02' });
    const client = await createRecord<{ id_party: number }>(api, '/api/parties', {
      kind: 'organisation',
      name: 'Wafa Assurance',
      name_ar: 'وفا للتأمين',
      phone: '+212 600 000 001',
      language: lang,
    });
    await createRecord(api, `/api/dossiers/${dossier.id_dossier}/parties`, { id_party: client.id_party, role: 'client' });
    const hearingDay = '2031-01-10';

    await usePage(openSignedIn({ server, browser, api }, lang, viewport ? { viewport } : {}), async ({ page, context }) => {
      page.setDefaultTimeout(20_000);
      // WhatsApp is never reached from a test: its address answers here.
      await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wa</title>' }));
      await page.goto(`/dossier/modify/${dossier.id_dossier}`);
      await settle(page, w.dossier(dossier.id_dossier));

      // A level, its number pasted whole and split into its parts.
      await page.getByRole('button', { name: w.addLevel }).click();
      // The level's form, in its drawer (the page also holds the action form).
      const form = page.getByRole('dialog').getByRole('form');
      await form.getByRole('combobox', { name: new RegExp(`^${w.level}`) }).click();
      await page.getByRole('option', { name: w.appeal, exact: true }).click();
      await form.getByRole('textbox', { name: w.number, exact: true }).focus();
      await page.evaluate(() => {
        const input = document.activeElement as HTMLInputElement;
        const data = new DataTransfer();
        data.setData('text', '2026/1221/88');
        input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
      expect(await form.getByRole('textbox', { name: w.number, exact: true }).inputValue()).toBe('88');
      await expectNoSeriousA11yViolations(page);
      await form.getByRole('button', { name: w.save }).click();
      await expectToast(page, w.added);
      const number = page.getByTestId('court-levels').locator('bdi[dir="ltr"]', { hasText: '88/1221/2026' });
      await number.first().waitFor();
      await expectNoSeriousA11yViolations(page);
      if (viewport) await expectNoSidewaysScroll(page);

      // A hearing on that level, at a time and in a room.
      await page.getByRole('textbox', { name: /^(Date de l’action|تاريخ الإجراء)/ }).fill(hearingDay.split('-').reverse().join('/'));
      await page.getByRole('textbox', { name: new RegExp(`^${w.hearingTime}`) }).fill('930');
      await page.getByRole('textbox', { name: new RegExp(`^${w.room}`) }).fill('Salle 3');
      await page.getByRole('combobox', { name: new RegExp(`^${w.courtLevel}`) }).click();
      await page.getByRole('option', { name: new RegExp(w.appeal) }).click();
      await page.getByRole('textbox', { name: new RegExp(`^${w.content}`) }).fill('Plaidoiries');
      await page.getByRole('button', { name: w.addAction }).click();
      await page.getByTestId('next-hearing').getByText('09:30').waitFor();

      // WhatsApp the client: a new tab on WhatsApp's address, nothing else.
      const popup = context.waitForEvent('page');
      await page.getByTestId('next-hearing').getByRole('button', { name: w.whatsapp }).click();
      const tab = await popup;
      expect(tab.url()).toMatch(/^https:\/\/wa\.me\/212600000001\?text=/);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await tab.close();

      // The board: an appeal pending.
      await page.goto('/stages?awaiting=appeal');
      await settle(page, w.board);
      expect(await page.getByRole('tab', { name: w.appeals }).getAttribute('aria-selected')).toBe('true');
      await page.getByTestId('board-row').filter({ hasText: String(ref) }).waitFor();
      if (viewport) await expectNoSidewaysScroll(page);

      // The roll of the day: time, room, the appeal's number, the client by role.
      await page.goto(`/agenda/roll?date=${hearingDay}`);
      await settle(page, w.roll);
      const row = page.getByTestId('roll-row').filter({ hasText: String(ref) });
      await row.getByText('09:30').waitFor();
      await row.getByText('Salle 3').waitFor();
      await row.locator('bdi[dir="ltr"]', { hasText: '88/1221/2026' }).waitFor();
      await row.getByText(lang === 'ar' ? /وفا للتأمين/ : /Wafa Assurance/).waitFor();
      await expectNoSeriousA11yViolations(page);
      if (viewport) await expectNoSidewaysScroll(page);
    });
  }, 240_000);
});
