import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { OpenedPage } from './support/browser';
import type { RunningServer } from './support/server';
import { openSignedIn, startAdminSuite, stopSuite } from './support/suite';
import { expectToast, settle, usePage } from './support/page-checks';
import { enDate, enLongDate, utcDay } from './support/dates';

let server: RunningServer;
let browser: Browser;
let api: ApiClient;

const TOMORROW = utcDay(1);
const SIX_MONTHS_AGO = utcDay(0, -6);

interface Dossier {
  id_dossier: number;
  ref_dossier_bureau: number;
}

async function dossier(ref: number, name: string, actionDate?: string, contenu = 'Hearing at the court of appeal'): Promise<Dossier> {
  const created = await createRecord<Dossier>(api, '/api/dossiers', {
    ref_dossier_bureau: ref,
    date_inscription_bureau: utcDay(-400),
    nom_responsable_civil: name,
  });
  if (actionDate) await createRecord(api, `/api/dossiers/${created.id_dossier}/actions`, { date_action: actionDate, contenu });
  return created;
}

beforeAll(async () => {
  ({ server, browser, api } = await startAdminSuite());
  // "Tomorrow" is the office's: pinning the zone to UTC makes it the tomorrow computed here.
  await api.patch('/api/settings', { timezone: 'UTC' });
  const active = await dossier(7001, 'Nadia Haddad', TOMORROW);
  // Active: a hearing ahead is not activity yet, last week's letter is.
  await createRecord(api, `/api/dossiers/${active.id_dossier}/actions`, { date_action: utcDay(-7), contenu: 'Letter to the insurer' });
  await dossier(7002, 'Omar Dormant', SIX_MONTHS_AGO, 'Last letter to the insurer');
});

afterAll(() => stopSuite({ server, browser }));

/** A signed-in page in the given language. */
async function signedIn(lang: 'en' | 'ar' = 'en'): Promise<OpenedPage> {
  return openSignedIn({ server, browser, api }, lang, { acceptDownloads: true });
}

/** Clicks a download link and resolves to the file's name and text. */
async function download(page: Page, linkName: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: linkName }).click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

describe("tomorrow's actions, agenda, stale dossiers and the trash in the browser", () => {
  it('shows the dashboard counters, each linking to its list', async () => {
    await usePage(signedIn(), async ({ page }) => {
      await page.goto('/');
      await settle(page, 'Dashboard');
      await expect.poll(() => page.getByRole('link', { name: 'Actions tomorrow 1' }).count()).toBe(1);
      await expect.poll(() => page.getByRole('link', { name: 'Stale dossiers 1' }).count()).toBe(1);
      await page.getByRole('link', { name: 'Actions tomorrow 1' }).click();
      await page.waitForURL('**/actions/tomorrow');
      await settle(page, "Tomorrow's actions (1)");
    });
  });

  it("lists tomorrow's action with the date that matched and downloads it in four formats", async () => {
    await usePage(signedIn(), async ({ page }) => {
      await page.goto('/actions/tomorrow');
      await settle(page, "Tomorrow's actions (1)");
      const row = page.getByTestId('agenda-row').filter({ hasText: '#7001' });
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.textContent()).toContain(enDate(TOMORROW));
      expect(await row.textContent()).toContain('Action date');
      expect(await row.getByRole('link', { name: /^See dossier/ }).getAttribute('href')).toMatch(/^\/dossier\/modify\/\d+$/);

      const txt = await download(page, 'Download TXT');
      expect(txt.name).toMatch(/\.txt$/);
      expect(txt.text).toContain('7001');
      const html = await download(page, 'Download HTML');
      expect(html.name).toMatch(/\.html$/);
      expect(html.text).toMatch(/<html/i);
      expect(html.text).toContain('Hearing at the court of appeal');
      const csv = await download(page, 'Download CSV');
      expect(csv.name).toMatch(/\.csv$/);
      expect(csv.text.startsWith('\uFEFF')).toBe(true);
      expect(csv.text).toContain('7001');
      const ics = await download(page, 'Download iCalendar');
      expect(ics.name).toMatch(/\.ics$/);
      expect(ics.text).toContain('BEGIN:VCALENDAR');
      expect(ics.text).toContain(TOMORROW.replaceAll('-', ''));

      // The links the page offers answer with the right content types.
      const types: Record<string, RegExp> = {
        'Download TXT': /^text\/plain/,
        'Download HTML': /^text\/html/,
        'Download CSV': /^text\/csv/,
        'Download iCalendar': /^text\/calendar/,
      };
      for (const [name, type] of Object.entries(types)) {
        const href = await page.getByRole('link', { name }).getAttribute('href');
        const res = await api.request('GET', href!);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(type);
        expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
      }
    });
  });

  it('shows the agenda of the coming week grouped by day, with the range in the URL', async () => {
    await usePage(signedIn(), async ({ page }) => {
      await page.goto('/agenda');
      await settle(page, 'Agenda (1)');
      const dayHeading = page.getByRole('heading', {
        level: 2,
        name: enLongDate(TOMORROW),
      });
      await dayHeading.waitFor();
      await page.getByRole('button', { name: 'Period' }).click();
      await page.getByRole('dialog').waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Next 30 days' }).click();
      await page.waitForURL(`**/agenda?from=${TOMORROW}&to=${utcDay(30)}`);
      await page.goto(`/agenda?from=${SIX_MONTHS_AGO}&to=${SIX_MONTHS_AGO}`);
      await settle(page, 'Agenda (1)');
      await expect.poll(() => page.getByTestId('agenda-row').filter({ hasText: '#7002' }).count()).toBe(1);
    });
  });

  it('lists the dormant dossier among the stale ones, with its last action date', async () => {
    await usePage(signedIn(), async ({ page }) => {
      await page.goto('/dossiers/stale');
      await settle(page, 'Stale dossiers (1)');
      const row = page.getByTestId('stale-row').filter({ hasText: '#7002' });
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.textContent()).toContain('Omar Dormant');
      expect(await row.textContent()).toContain(enDate(SIX_MONTHS_AGO));
      expect(await page.getByTestId('stale-row').filter({ hasText: '#7001' }).count()).toBe(0);
    });
  });

  it('restores a deleted dossier from the trash, and says why one whose reference is reused cannot be', async () => {
    const trashed = await dossier(7003, 'Leila Restored', utcDay(-10));
    await api.delete(`/api/dossiers/${trashed.id_dossier}`);
    const clash = await dossier(7004, 'First holder');
    await api.delete(`/api/dossiers/${clash.id_dossier}`);
    await dossier(7004, 'New holder of the reference');

    const { context, page, errors } = await signedIn();
    try {
      await page.goto('/admin/trash');
      await settle(page, 'Trash (2)');
      const row = page.getByTestId('trash-row').filter({ hasText: '#7003' });
      expect(await row.textContent()).toContain('Leila Restored');
      await row.getByRole('button', { name: /^Restore/ }).click();
      await expectToast(page, 'Dossier restored');
      await expect.poll(() => row.count()).toBe(0);
      expect((await api.request('GET', `/api/dossiers/${trashed.id_dossier}`)).status).toBe(200);

      await page
        .getByTestId('trash-row')
        .filter({ hasText: '#7004' })
        .getByRole('button', { name: /^Restore/ })
        .click();
      await page.getByRole('alert').filter({ hasText: 'a live dossier now uses the reference 7004' }).first().waitFor();
      await expectNoSeriousA11yViolations(page);
      expect((await api.request('GET', `/api/dossiers/${clash.id_dossier}`)).status).toBe(404);
      // The refused restore is logged on purpose (the 409 and the toast's console.error).
      expect(errors.filter((e) => !/409|cannot be restored/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the audit log of the changes made', async () => {
    await usePage(signedIn(), async ({ page }) => {
      await page.goto('/admin/audit?entity=dossier');
      await settle(page, /^Audit log \(\d+\)$/);
      await expect.poll(() => page.getByTestId('audit-row').filter({ hasText: 'Restored' }).count()).toBeGreaterThan(0);
    });
  });

  it("reads right to left in Arabic on tomorrow's actions and the stale dossiers", async () => {
    await usePage(signedIn('ar'), async ({ page }) => {
      await page.goto('/actions/tomorrow');
      await settle(page, 'إجراءات الغد (1)');
      expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['rtl', 'ar']);
      await expect.poll(() => page.getByTestId('agenda-row').filter({ hasText: 'تاريخ الإجراء' }).count()).toBe(1);

      await page.goto('/dossiers/stale');
      await settle(page, /^الملفات المتوقفة \(\d+\)$/);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await expect.poll(() => page.getByTestId('stale-row').filter({ hasText: 'Omar Dormant' }).count()).toBe(1);
    });
  });
});
