import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRecord, type ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPage, type OpenedPage } from './support/browser';
import type { RunningServer } from './support/server';
import { openSignedIn, startAdminSuite, stopSuite } from './support/suite';
import { usePage } from './support/page-checks';
import { utcDay } from './support/dates';

/**
 * Every path below is driven by the keyboard only (Tab, Shift+Tab, Enter, Space, Escape, arrows),
 * in English and Arabic, at 1366×768 and at 200% zoom (the same screen as a 683×384 CSS viewport,
 * where the side menu becomes a drawer). After each step the test checks where focus is.
 */
// Long keyboard walks on a loaded machine.
vi.setConfig({ testTimeout: 150_000 });

let server: RunningServer;
let browser: Browser;
let api: ApiClient;
let dossierId = 0;
const OFFICE = 'Cabinet Benali';

beforeAll(async () => {
  ({ server, browser, api } = await startAdminSuite());
  await api.patch('/api/settings', { timezone: 'UTC', office_name: OFFICE });
  const dossier = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
    ref_dossier_bureau: 1001,
    date_inscription_bureau: '2026-01-15',
    nom_responsable_civil: 'Trans-Atlas',
  });
  dossierId = dossier.id_dossier;
  // Tomorrow has an action: the top bar shows its pulsing link (axe runs while it moves).
  await createRecord(api, `/api/dossiers/${dossierId}/actions`, { date_action: utcDay(1), contenu: 'Hearing' });
});

afterAll(() => stopSuite({ server, browser }));

type Lang = 'en' | 'ar';
const TEXT = {
  en: {
    dashboard: 'Dashboard',
    skip: 'Skip to main content',
    masterData: 'Master Data',
    experts: 'Experts',
    list: 'List',
    expertsHeading: /^Experts/,
    dossierHeading: ' · #',
    edit: 'Edit dossier',
    info: 'Dossier information',
    save: 'Save',
    addAction: 'Add action',
    actionDate: /^Action date/,
    content: /^Content/,
    delete: 'Delete',
    cancel: 'Cancel',
    noDossiers: 'No dossiers found',
    found: 'Dossiers found: 1',
    menu: 'Toggle menu (Ctrl+B)',
  },
  ar: {
    dashboard: 'لوحة التحكم',
    skip: 'الانتقال إلى المحتوى الرئيسي',
    masterData: 'البيانات المرجعية',
    experts: 'الخبراء',
    list: 'القائمة',
    expertsHeading: /^الخبراء/,
    dossierHeading: ' · رقم ',
    edit: 'تعديل بيانات الملف',
    info: 'معلومات الملف',
    save: 'حفظ',
    addAction: 'إضافة الإجراء',
    actionDate: /^تاريخ الإجراء/,
    content: /^المحتوى/,
    delete: 'حذف',
    cancel: 'إلغاء',
    noDossiers: 'لم يتم العثور على أي ملف',
    found: 'الملفات المعثور عليها: 1',
    menu: 'إظهار أو إخفاء القائمة (Ctrl+B)',
  },
} as const;

const SCREENS = [
  { name: '1366×768', viewport: { width: 1366, height: 768 }, phoneLayout: false },
  { name: '200% zoom', viewport: { width: 683, height: 384 }, phoneLayout: true },
] as const;

async function signedIn(lang: Lang, viewport: { width: number; height: number }): Promise<OpenedPage> {
  return openSignedIn({ server, browser, api }, lang, { viewport });
}

interface Focused {
  tag: string;
  name: string;
  id: string;
  role: string;
  expanded: string | null;
  pressed: string | null;
  inDrawer: boolean;
  /** Something else (the sticky header, a toast) is drawn over the element's centre. */
  covered: boolean;
  /** What is drawn at that point instead, when covered (for the failure message). */
  coveredBy?: string;
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body)
      return { tag: 'body', name: '', id: '', role: '', expanded: null, pressed: null, inDrawer: false, covered: false };
    const rect = el.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + Math.min(rect.height / 2, 10));
    const covered = rect.width > 0 && !(hit && (hit === el || el.contains(hit) || hit.contains(el)));
    return {
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' '),
      id: el.id,
      role: el.getAttribute('role') ?? '',
      expanded: el.getAttribute('aria-expanded'),
      pressed: el.getAttribute('aria-pressed'),
      inDrawer: Boolean(el.closest('#side-menu')),
      covered,
      coveredBy:
        covered && hit
          ? `${hit.tagName.toLowerCase()}.${String(hit.className).slice(0, 60)} in ${hit.closest('[data-testid],[id]')?.outerHTML.slice(0, 160) ?? '?'} text=${(hit.textContent ?? '').slice(0, 60)} at y=${Math.round(rect.top)}`
          : undefined,
    };
  });
}

/** Presses Tab (or Shift+Tab) until focus matches; focus must never fall to the page body on the way. */
async function tabTo(page: Page, match: (f: Focused) => boolean, { back = false, max = 60 } = {}): Promise<Focused> {
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    expect(now.tag, `step ${step}: focus fell to the page body`).not.toBe('body');
    if (match(now)) return now;
  }
  throw new Error('the expected element was never focused');
}

async function expectFocus(page: Page, expected: Partial<Focused> & { nameMatches?: RegExp | string }) {
  await expect
    .poll(async () => {
      const now = await focused(page);
      const { nameMatches, ...rest } = expected;
      const nameOk =
        nameMatches === undefined || (typeof nameMatches === 'string' ? now.name.includes(nameMatches) : nameMatches.test(now.name));
      return nameOk && Object.entries(rest).every(([key, value]) => now[key as keyof Focused] === value) ? 'ok' : JSON.stringify(now);
    })
    .toBe('ok');
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

describe.each(['en', 'ar'] as const)('keyboard only (%s)', (lang) => {
  const tx = TEXT[lang];

  describe.each(SCREENS)('at $name', ({ viewport, phoneLayout }) => {
    it('skip link, side menu (drawer at 200%), master data group, page titles and focus after navigation', async () => {
      await usePage(signedIn(lang, viewport), async ({ page }) => {
        await page.goto('/');
        await heading(page, tx.dashboard).waitFor();
        await expect.poll(() => page.title()).toBe(`${tx.dashboard} — ${OFFICE}`);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);

        // The skip link is the first Tab stop and moves focus to the main content.
        await page.keyboard.press('Tab');
        await expectFocus(page, { tag: 'a', name: tx.skip, covered: false });
        await page.keyboard.press('Enter');
        await expectFocus(page, { id: 'main-content' });

        // Shift+Tab from the main content reaches what comes just before it: the menu's last link
        // at 1366×768; at 200% the top bar's last control (the closed drawer's links are skipped).
        await page.keyboard.press('Shift+Tab');
        if (!phoneLayout) {
          await expectFocus(page, { tag: 'a', inDrawer: true });
          await tabTo(page, (f) => f.name === tx.masterData, { back: true });
        } else {
          await expectFocus(page, { inDrawer: false });
          const menuButton = await tabTo(page, (f) => f.name === tx.menu, { back: true });
          expect(menuButton.expanded).toBe('false');
          await page.keyboard.press('Enter');
          // The drawer opens with focus inside it, and keeps it.
          await expectFocus(page, { inDrawer: true });
          expect(await page.getByRole('button', { name: tx.menu }).getAttribute('aria-expanded')).toBe('true');
          for (let i = 0; i < 40; i += 1) {
            await page.keyboard.press('Tab');
            expect((await focused(page)).inDrawer).toBe(true);
          }
          // Escape closes it and gives focus back to the menu button.
          await page.keyboard.press('Escape');
          await expectFocus(page, { name: tx.menu, expanded: 'false' });
          await expect.poll(() => page.getByTestId('side-menu').getAttribute('data-state')).toBe('drawer-closed');
          await page.keyboard.press('Enter');
          await expectFocus(page, { inDrawer: true });
          await tabTo(page, (f) => f.name === tx.masterData);
        }

        // The reference lists fold under one button that says whether it is open.
        expect(await focused(page)).toMatchObject({ tag: 'button', name: tx.masterData, expanded: 'false' });
        await page.keyboard.press('Enter');
        await expectFocus(page, { name: tx.masterData, expanded: 'true' });
        await page.keyboard.press('Tab');
        // A master data group is a button that says whether it is open; its links follow it.
        expect(await focused(page)).toMatchObject({ tag: 'button', name: tx.experts, expanded: 'false' });
        await page.keyboard.press('Enter');
        await expectFocus(page, { name: tx.experts, expanded: 'true' });
        await page.keyboard.press('Tab');
        await expectFocus(page, { tag: 'a', name: tx.list });
        // Shift+Tab goes back to the group; Space closes and reopens it.
        await page.keyboard.press('Shift+Tab');
        await expectFocus(page, { name: tx.experts, expanded: 'true' });
        await page.keyboard.press('Space');
        await expectFocus(page, { name: tx.experts, expanded: 'false' });
        await page.keyboard.press('Space');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');

        // The new page has its own title and focus starts at its heading.
        await page.waitForURL('**/expert/list');
        await heading(page, tx.expertsHeading).waitFor();
        await expectFocus(page, { id: 'page-title', nameMatches: tx.expertsHeading });
        await expect.poll(() => page.title()).toMatch(new RegExp(`^${tx.experts}.* — ${OFFICE}$`));
        if (phoneLayout) await expect.poll(() => page.getByTestId('side-menu').getAttribute('data-state')).toBe('drawer-closed');
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
      });
    });

    it('quick search is a combobox: results announced, arrows highlight, Enter opens the dossier with focus on its heading', async () => {
      await usePage(signedIn(lang, viewport), async ({ page }) => {
        await page.goto('/');
        await heading(page, tx.dashboard).waitFor();
        await page.keyboard.press('Control+k');
        const search = page.getByRole('combobox').filter({ has: page.locator('xpath=self::input') });
        await expectFocus(page, { tag: 'input', role: 'combobox' });
        await page.keyboard.type('zzzz');
        await expect.poll(() => page.getByTestId('quick-search-status').textContent()).toBe(tx.noDossiers);
        expect(await search.getAttribute('aria-expanded')).toBe('false');
        for (let i = 0; i < 4; i += 1) await page.keyboard.press('Backspace');
        await page.keyboard.type('1001');
        await expect.poll(() => page.getByTestId('quick-search-status').textContent()).toMatch(new RegExp(`^${tx.found}`));
        expect(await search.getAttribute('aria-expanded')).toBe('true');
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => search.getAttribute('aria-activedescendant')).toBeTruthy();
        const active = await search.getAttribute('aria-activedescendant');
        expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Enter');
        await page.waitForURL(`**/dossier/modify/${dossierId}`);
        await expectFocus(page, { id: 'page-title', nameMatches: tx.dossierHeading });
        // The spotlight's own focus return must not take focus back to the search button.
        await page.waitForTimeout(400);
        await expectFocus(page, { id: 'page-title' });
        await expect.poll(() => page.title()).toBe(`${await heading(page, new RegExp(tx.dossierHeading)).textContent()} — ${OFFICE}`);
      });
    });

    it('dossier page: edit and save keep focus on the form heading; add, delete (alert dialog) and a date picked by keyboard', async () => {
      await usePage(signedIn(lang, viewport), async ({ page }) => {
        await page.goto(`/dossier/modify/${dossierId}`);
        await heading(page, new RegExp(tx.dossierHeading)).waitFor();
        await page.waitForLoadState('networkidle');

        // "Edit dossier" disappears when pressed: focus moves to the form's heading.
        await tabTo(page, (f) => f.tag === 'button' && f.name === tx.edit);
        await page.keyboard.press('Enter');
        await expectFocus(page, { id: 'dossier-info-title', nameMatches: tx.edit });
        await expectNoSeriousA11yViolations(page);
        await tabTo(page, (f) => f.tag === 'button' && f.name === tx.save);
        await page.keyboard.press('Enter');
        await expectFocus(page, { id: 'dossier-info-title', nameMatches: tx.info });

        // The action date: the calendar does not open on focus; Alt+ArrowDown opens it on a day.
        const dateInput = page.getByRole('textbox', { name: tx.actionDate });
        await tabTo(page, (f) => f.tag === 'input' && tx.actionDate.test(f.name), { max: 80 });
        await expect.poll(() => page.locator('[data-dates-dropdown]').count()).toBe(0);
        // The calendar by keyboard, at 1366×768 and at 200% zoom.
        await page.keyboard.press('Alt+ArrowDown');
        await expectFocus(page, { tag: 'button' });
        const dayBefore = await page.evaluate(() => document.activeElement?.outerHTML ?? '');
        // A day later, or a day earlier when the day shown is the last of its month (the arrow stays
        // within the month shown).
        await page.keyboard.press('ArrowRight');
        let dayAfter = await page.evaluate(() => document.activeElement?.outerHTML ?? '');
        if (dayAfter === dayBefore) {
          await page.keyboard.press('ArrowLeft');
          dayAfter = await page.evaluate(() => document.activeElement?.outerHTML ?? '');
        }
        expect(dayAfter).not.toBe(dayBefore);
        await page.keyboard.press('Enter');
        // Picked: the calendar closes and focus returns to its button, next to the field now holding a date.
        await expect.poll(() => page.locator('[data-dates-dropdown]').count()).toBe(0);
        await expectFocus(page, { tag: 'button', expanded: 'false' });
        expect(await dateInput.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        // Shift+Tab back to the field.
        await page.keyboard.press('Shift+Tab');
        if ((await focused(page)).tag !== 'input') await page.keyboard.press('Shift+Tab');
        // Typing works as well.
        await expectFocus(page, { tag: 'input' });
        await page.keyboard.press('Control+a');
        await page.keyboard.type('2026-03-02');
        await tabTo(page, (f) => f.tag === 'textarea');
        await page.keyboard.type('Keyboard hearing');
        await tabTo(page, (f) => f.tag === 'button' && f.name === tx.addAction);
        await page.keyboard.press('Enter');

        // Focus moves to the new row.
        await expectFocus(page, { tag: 'tr', nameMatches: 'Keyboard hearing', covered: false });
        await expectNoSeriousA11yViolations(page);

        // Delete asks in an alert dialog whose focus starts on Cancel; Escape returns to the button.
        const deleteButton = await tabTo(page, (f) => f.tag === 'button' && f.name.startsWith(tx.delete) && f.name !== tx.delete);
        expect(deleteButton.covered, deleteButton.coveredBy).toBe(false);
        await page.keyboard.press('Enter');
        await page.getByRole('alertdialog').waitFor();
        await expectFocus(page, { tag: 'button', name: tx.cancel });
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
        await expectFocus(page, { name: deleteButton.name });
        await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
        await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
        await page.keyboard.press('Enter');
        await page.getByRole('alertdialog').waitFor();
        // The dialog moves focus to Cancel once it has opened; Tab from there reaches Delete.
        await expectFocus(page, { tag: 'button', name: tx.cancel });
        await page.keyboard.press('Tab');
        await expectFocus(page, { tag: 'button', name: tx.delete });
        await page.keyboard.press('Enter');
        // The row is gone: focus continues from the page heading, not the body.
        await expect.poll(() => page.getByText('Keyboard hearing').count()).toBe(0);
        await expectFocus(page, { id: 'page-title' });
      });
    }, 150_000);
  });
});

describe('signing in and out by keyboard', () => {
  it('a failed sign-in is announced once, the password can be shown, sign-out lands on a plain sign-in page', async () => {
    await usePage(openPage(browser, server.baseURL, { viewport: { width: 1366, height: 768 } }), async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      await expect.poll(() => page.title()).toBe('Sign in — Cabinet');
      await expectFocus(page, { tag: 'input' });
      await page.keyboard.type('admin@example.test');
      await page.keyboard.press('Tab');
      await page.keyboard.type('wrong password');
      // The show-password button is the next Tab stop, and says whether it is pressed.
      await page.keyboard.press('Tab');
      await expectFocus(page, { tag: 'button', name: 'Show password', pressed: 'false' });
      await page.keyboard.press('Enter');
      await expectFocus(page, { name: 'Show password', pressed: 'true' });
      expect(await page.locator('input[autocomplete="current-password"]').getAttribute('type')).toBe('text');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await page.getByRole('alert').filter({ hasText: 'Login Failed' }).waitFor();
      await page.waitForTimeout(300);
      // One alert, no toast repeating it.
      expect(await page.getByRole('alert').count()).toBe(1);
      expect(await page.locator('.mantine-Notification-root').count()).toBe(0);

      // Focus stays in the password field for another try.
      await expectFocus(page, { tag: 'input', nameMatches: /^Password/ });
      await page.keyboard.press('Control+a');
      await page.keyboard.type('correct horse battery');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/');
      await heading(page, 'Dashboard').waitFor();
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Logout' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
      await page.waitForTimeout(500);
      expect(new URL(page.url()).searchParams.get('expired')).toBeNull();
      expect(await page.getByText('Your session has expired').count()).toBe(0);
    });
  });
});
