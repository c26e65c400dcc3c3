import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPage } from './support/browser';
import type { RunningServer } from './support/server';
import { openSignedIn, startAdminSuite, stopSuite } from './support/suite';

let server: RunningServer;
let browser: Browser;
let api: ApiClient;

// A date in August: Morocco says غشت, Tunisia and Algeria أوت, the Middle East أغسطس.
const AUGUST_DAY = `${new Date().getUTCFullYear() + 1}-08-14`;

beforeAll(async () => {
  ({ server, browser, api } = await startAdminSuite());
  await api.patch('/api/settings', { timezone: 'UTC' });
  const dossier = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
    ref_dossier_bureau: 8101,
    date_inscription_bureau: '2026-01-05',
  });
  await createRecord(api, `/api/dossiers/${dossier.id_dossier}/actions`, { date_action: AUGUST_DAY, contenu: 'Audience' });
});

afterAll(() => stopSuite({ server, browser }));

async function arabicPage(): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openPage(browser, server.baseURL);
  await api.shareSession(context);
  await context.addInitScript(() => localStorage.setItem('language', 'ar'));
  return { page, close: () => context.close() };
}

/** The month names a date picker shows when opened on the registration date field of a new dossier. */
async function pickerMonth(page: Page, typed: string): Promise<string> {
  await page.goto('/dossier/new');
  await page.getByRole('heading', { level: 1, name: 'ملف جديد' }).waitFor();
  const field = page.getByRole('textbox', { name: /^تاريخ فتح الملف/ });
  await field.fill(typed);
  await field.press('Tab');
  await page.getByRole('button', { name: /^اختيار تاريخ من التقويم: تاريخ فتح الملف/ }).click();
  // The calendar's header: the month and the year of the typed date.
  const header = page.getByRole('button', { name: new RegExp(typed.slice(0, 4)) }).first();
  await header.waitFor();
  return (await header.textContent()) ?? '';
}

describe('Arabic month names, one choice everywhere', () => {
  it('are Moroccan by default in the date picker and on the agenda page', async () => {
    const { page, close } = await arabicPage();
    try {
      expect(await pickerMonth(page, AUGUST_DAY)).toContain('غشت');
      await page.keyboard.press('Escape');
      await expectNoSeriousA11yViolations(page);

      await page.goto(`/agenda?from=${AUGUST_DAY}&to=${AUGUST_DAY}`);
      await page.getByText('Audience').first().waitFor();
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain('غشت');
      expect(text).not.toContain('أغسطس');
    } finally {
      await close();
    }
  });

  it('follow the office setting: Tunisian and Algerian names in the picker and on the page', async () => {
    await api.patch('/api/settings', { arabic_months: 'tn' });
    const { page, close } = await arabicPage();
    try {
      await page.goto(`/agenda?from=${AUGUST_DAY}&to=${AUGUST_DAY}`);
      await page.getByText('Audience').first().waitFor();
      await expect.poll(async () => (await page.locator('main').textContent()) ?? '').toContain('أوت');
      expect(await pickerMonth(page, AUGUST_DAY)).toContain('أوت');
    } finally {
      await close();
      await api.patch('/api/settings', { arabic_months: 'ma' });
    }
  });
});

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/**
 * "Today" for the browser: October 2026 starts on a Thursday, so its calendar shows days of September
 * whether the week starts on Sunday (English) or Monday (French, Arabic).
 */
const TODAY = new Date('2026-10-07T10:00:00Z');
const CHOSEN = '2026-10-15';

describe.each(['ar', 'en'] as const)('the opened date picker reads clearly (%s)', (lang) => {
  it.each(Object.entries(VIEWPORTS))('at %s width: days (selected, today, hovered), months and years pass axe', async (_name, viewport) => {
    const { context, page } = await openSignedIn({ server, browser, api }, lang, { viewport, hasTouch: viewport.width < 500 });
    try {
      await context.clock.setFixedTime(TODAY);
      await page.goto('/dossier/new');
      const field = page.locator('input[data-dates-input]').first();
      await field.fill(CHOSEN);
      await field.press('Tab');
      await page.getByTestId('date-field-calendar').first().click();
      const dropdown = page.locator('[data-dates-dropdown]');
      await dropdown.locator('button[data-selected]').waitFor();
      await dropdown.locator('button[data-today]').waitFor();
      expect(await dropdown.locator('button[data-outside]:visible').count()).toBeGreaterThan(0);
      // A day under the pointer, neither today nor the chosen one.
      await dropdown.locator('button:not([data-selected]):not([data-today]):not([data-outside])').nth(3).hover();
      await expectNoSeriousA11yViolations(page);

      // The header goes up to the months, then to the years, each with the chosen one marked.
      const level = dropdown.locator('[class*="calendarHeaderLevel"]');
      await level.click();
      await dropdown.locator('[class*="monthsListControl"][data-selected]').waitFor();
      await dropdown.locator('[class*="monthsListControl"]:not([data-selected])').nth(2).hover();
      await expectNoSeriousA11yViolations(page);
      await level.click();
      await dropdown.locator('[class*="yearsListControl"][data-selected]').waitFor();
      await dropdown.locator('[class*="yearsListControl"]:not([data-selected])').nth(2).hover();
      await expectNoSeriousA11yViolations(page);
    } finally {
      await context.close();
    }
  });
});
