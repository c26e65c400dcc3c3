import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRecord, type ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { OpenedPage } from './support/browser';
import type { RunningServer } from './support/server';
import { openSignedIn, startAdminSuite, stopSuite } from './support/suite';
import { usePage } from './support/page-checks';
import { utcDay } from './support/dates';

/** A phone (390×844): the drawer holds account, language and sign-out; tables are cards; nothing scrolls sideways. */
// Long keyboard walks on a loaded machine.
vi.setConfig({ testTimeout: 150_000 });

let server: RunningServer;
let browser: Browser;
let api: ApiClient;
let dossierId = 0;
const PHONE = { width: 390, height: 844 };

beforeAll(async () => {
  ({ server, browser, api } = await startAdminSuite());
  await api.patch('/api/settings', { timezone: 'UTC', office_name: 'Cabinet Benali' });
  const busy = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
    ref_dossier_bureau: 2001,
    date_inscription_bureau: utcDay(-30),
    nom_responsable_civil: 'Nadia Haddad, a rather long responsible name that must wrap on a phone',
  });
  dossierId = busy.id_dossier;
  await createRecord(api, `/api/dossiers/${busy.id_dossier}/actions`, {
    date_action: utcDay(1),
    contenu: 'Hearing at the court of appeal of Casablanca',
  });
  const stale = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
    ref_dossier_bureau: 2002,
    date_inscription_bureau: utcDay(-400),
    nom_responsable_civil: 'Omar Dormant',
  });
  await createRecord(api, `/api/dossiers/${stale.id_dossier}/actions`, {
    date_action: utcDay(0, -6),
    contenu: 'Last letter to the insurer',
  });
  const trashed = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
    ref_dossier_bureau: 2003,
    date_inscription_bureau: utcDay(-10),
    nom_responsable_civil: 'Trashed Person',
  });
  await api.delete(`/api/dossiers/${trashed.id_dossier}`);
});

afterAll(() => stopSuite({ server, browser }));

async function signedIn(lang: 'en' | 'ar', viewport = PHONE): Promise<OpenedPage> {
  return openSignedIn({ server, browser, api }, lang, { viewport, hasTouch: viewport === PHONE });
}

/** No page may scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** Each row is a card: every cell is labelled with its column and lies on screen, buttons and links included. */
async function expectCards(page: Page) {
  const table = page.locator('[data-responsive-table] table').first();
  await table.locator('tbody tr').first().waitFor();
  const report = await table.evaluate((element) => {
    const problems: string[] = [];
    const headers = Array.from(element.querySelectorAll('thead th')).map((th) => (th.textContent ?? '').trim());
    const rows = Array.from((element as HTMLTableElement).tBodies[0]?.rows ?? []);
    for (const row of rows) {
      if (getComputedStyle(row).display !== 'block') problems.push('row is not a card');
      for (const cell of Array.from(row.cells)) {
        const label = cell.getAttribute('data-label');
        if (cell.colSpan === 1 && !label) problems.push(`cell without a label: ${cell.textContent}`);
        if (label && !headers.includes(label)) problems.push(`label not from a header: ${label}`);
        for (const control of Array.from(cell.querySelectorAll<HTMLElement>('a, button'))) {
          const box = control.getBoundingClientRect();
          if (box.left < 0 || box.right > window.innerWidth + 0.5) problems.push(`off-screen: ${control.textContent}`);
        }
      }
    }
    return { rows: rows.length, problems };
  });
  expect(report.rows).toBeGreaterThan(0);
  expect(report.problems).toEqual([]);
}

const TABLE_PAGES = [
  '/actions/tomorrow',
  '/agenda',
  '/dossier/search',
  `/dossier/modify/:id`,
  '/admin/users',
  '/dossiers/stale',
  '/admin/trash',
  '/admin/audit',
];

describe.each(['en', 'ar'] as const)('on a phone (%s)', (lang) => {
  const signOut = lang === 'en' ? 'Logout' : 'تسجيل الخروج';
  const menu = lang === 'en' ? 'Toggle menu (Ctrl+B)' : 'إظهار أو إخفاء القائمة (Ctrl+B)';

  it('the drawer holds the account, the language and sign-out; signing out lands on a plain sign-in page', async () => {
    const { context, page, errors } = await signedIn(lang);
    try {
      // index.html starts a worker that readies the browser's number and date formatting (the page's
      // policy must allow it: a refused worker would be a console error, checked below).
      const warmup = page.waitForResponse((response) => new URL(response.url()).pathname === '/intl-warmup.js');
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect((await warmup).status()).toBe(200);
      await page.waitForLoadState('networkidle');
      await expectNoSidewaysScroll(page);
      // The top bar keeps only what fits: sign-out is not there, the menu button is.
      expect(await page.locator('header').getByRole('button', { name: signOut }).count()).toBe(0);
      await page.getByRole('button', { name: menu }).click();
      const drawer = page.getByTestId('drawer-account');
      await drawer.waitFor();
      await expect.poll(() => drawer.getByText('Amina Admin').count()).toBe(1);
      expect(await drawer.getByRole('radiogroup').count()).toBe(1);
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
      const button = drawer.getByRole('button', { name: signOut });
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      // Signing out from its own session (the shared API session stays for the other tests).
      await page.evaluate(() => undefined);
      await button.click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.waitForTimeout(400);
      expect(new URL(page.url()).searchParams.get('expired')).toBeNull();
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: /expired|انتهت/ })
          .count(),
      ).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      // The browser's sign-out ended the session it shared: sign the API client in again.
      await api.signIn('admin@example.test', 'correct horse battery');
    }
  });

  it.each(TABLE_PAGES)('%s shows its rows as cards with every field and action on screen, without sideways scroll', async (path) => {
    await usePage(signedIn(lang), async ({ page }) => {
      await page.goto(path.replace(':id', String(dossierId)));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectCards(page);
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    });
  });
});

describe('at 1366×768', () => {
  it.each(['en', 'ar'] as const)(
    'the side menu reaches Trash and Audit log without scrolling; the office name is in the header and the title (%s)',
    async (lang) => {
      await usePage(signedIn(lang, { width: 1366, height: 768 }), async ({ page }) => {
        await page.goto('/');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await expect.poll(() => page.getByTestId('office-name').textContent()).toBe('Cabinet Benali');
        await expect.poll(() => page.title()).toMatch(/ — Cabinet Benali$/);
        const audit = page.getByTestId('side-menu').getByRole('link', { name: lang === 'en' ? 'Audit log' : /سجل/ });
        const box = await audit.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.y + box!.height).toBeLessThanOrEqual(768);
        const scroll = await page.getByTestId('side-menu').evaluate((nav) => {
          const viewport = nav.querySelector<HTMLElement>('.mantine-ScrollArea-viewport');
          return viewport ? viewport.scrollHeight - viewport.clientHeight : 0;
        });
        expect(scroll).toBeLessThanOrEqual(0);
        await expectNoSidewaysScroll(page);
      });
    },
  );
});
