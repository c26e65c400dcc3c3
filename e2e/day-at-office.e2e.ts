import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRecord, type ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { OpenedPage } from './support/browser';
import { repoRoot, type RunningServer } from './support/server';
import { openSignedIn, startAdminSuite, stopSuite } from './support/suite';
import { usePage } from './support/page-checks';

/**
 * A newcomer's day at the office, at the desk and on a phone, in English and Arabic: finding
 * dossiers by any of their numbers or names, reading the audit log, and counts in real plurals.
 * (Sign-out, cards and sideways scroll on the phone are walked in phone.e2e.ts.)
 */
vi.setConfig({ testTimeout: 120_000 });

let server: RunningServer;
let browser: Browser;
let api: ApiClient;

const VIEWPORTS = [
  { name: 'desk', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];
type Lang = 'en' | 'ar';

const APPEAL_NUMBER = '1201/2026';

beforeAll(async () => {
  ({ server, browser, api } = await startAdminSuite());
  await api.patch('/api/settings', { timezone: 'UTC' });
  const dossier = (ref: number, fields: Record<string, string> = {}) =>
    createRecord<{ id_dossier: number; version: number }>(api, '/api/dossiers', {
      ref_dossier_bureau: ref,
      date_inscription_bureau: '2026-01-15',
      ...fields,
    });
  // 1002 first: its PV number contains 1001, and it must still come after the dossier whose reference is 1001.
  await dossier(1002, { num_pv_police: 'PV 1001/2025', nom_responsable_civil: 'Said Berrada' });
  await dossier(1001, { nom_responsable_civil: 'Karim Alaoui' });
  await dossier(4004, { nom_responsable_civil: 'Trans-Atlas SARL' });
  await dossier(5005, { nom_responsable_civil: 'مؤسسة النور للنقل' });
  const restored = await dossier(6006, { nom_responsable_civil: 'Hicham Tazi' });
  await api.delete(`/api/dossiers/${restored.id_dossier}`);
  await api.post(`/api/trash/dossiers/${restored.id_dossier}/restore`);
  // The appeal number is written by an edit, so the audit log has an update of that field (its newest entry).
  const appeal = await dossier(3003, { nom_responsable_civil: 'Leila Amrani' });
  await api.patch(`/api/dossiers/${appeal.id_dossier}`, { num_dossier_tribunal_a: APPEAL_NUMBER, version: appeal.version });
});

afterAll(() => stopSuite({ server, browser }));

type Catalogue = Record<string, Record<string, unknown>>;

/** The words of the screens in `lang`, read from the app's own translation files. */
function words(lang: Lang) {
  const read = (ns: string) => JSON.parse(readFileSync(join(repoRoot, 'web/src/i18n/locales', lang, `${ns}.json`), 'utf8')) as Catalogue;
  const dossiers = read('dossiers');
  const audit = read('audit');
  const search = dossiers.search as Record<string, string>;
  const found = (key: string, n: number) => {
    const text = search[key];
    if (text === undefined) throw new Error(`no dossiers:search.${key} in ${lang}`);
    return text.replaceAll('{{formatted}}', String(n)).replaceAll('{{count}}', String(n));
  };
  return {
    query: search.query!,
    results: search.resultsLabel!,
    // One dossier: the singular; two: the plural in English, the dual in Arabic.
    foundOne: found('found_one', 1),
    foundTwo: lang === 'ar' ? found('found_two', 2) : found('found_other', 2),
    appealLabel: (dossiers.fields as Record<string, string>).num_dossier_tribunal_a!,
    recordDossier: (ref: number) => (audit.recordDossier as unknown as string).replace('{{ref}}', String(ref)),
    update: (audit.operations as Record<string, string>).update!,
    restore: (audit.operations as Record<string, string>).restore!,
  };
}

async function signedIn(lang: Lang, viewport: Viewport): Promise<OpenedPage> {
  const opened = await openSignedIn({ server, browser, api }, lang, {
    viewport: { width: viewport.width, height: viewport.height },
    hasTouch: viewport.name === 'phone',
  });
  return opened;
}

/** The office references of the result rows, in the order they are listed. */
function listedReferences(page: Page, resultsLabel: string) {
  return page
    .locator(`table[aria-label="${resultsLabel}"] tbody tr`)
    .evaluateAll((rows) => rows.map((row) => (row as HTMLTableRowElement).cells[0]?.innerText.trim() ?? ''));
}

async function searchFor(page: Page, label: string, query: string) {
  const box = page.getByRole('searchbox', { name: label, exact: true });
  await box.fill(query);
  await box.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === query);
}

const toastCount = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).count();

describe.each(['en', 'ar'] as const)('a day at the office (%s)', (lang) => {
  const w = words(lang);

  describe.each(VIEWPORTS)('at $width×$height', (viewport) => {
    it('search finds every number and name: appeal number, exact reference first, punctuation and Arabic folded; counts in real plurals', async () => {
      await usePage(signedIn(lang, viewport), async ({ page }) => {
        await page.goto('/dossier/search');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');

        await searchFor(page, w.query, APPEAL_NUMBER);
        await expect.poll(() => listedReferences(page, w.results)).toEqual(['3003']);
        await expect.poll(() => toastCount(page, w.foundOne)).toBeGreaterThan(0);

        await searchFor(page, w.query, '1001');
        await expect.poll(() => listedReferences(page, w.results)).toEqual(['1001', '1002']);
        await expect.poll(() => toastCount(page, w.foundTwo)).toBeGreaterThan(0);
        await expectNoSeriousA11yViolations(page);

        await searchFor(page, w.query, 'trans atlas');
        await expect.poll(() => listedReferences(page, w.results)).toEqual(['4004']);

        await searchFor(page, w.query, 'مؤسسه');
        await expect.poll(() => listedReferences(page, w.results)).toEqual(['5005']);
        await expectNoSeriousA11yViolations(page);
      });
    });

    it('the audit log names the field in the reader’s language, the dossier by its reference, and shows every badge whole', async () => {
      await usePage(signedIn(lang, viewport), async ({ page }) => {
        await page.goto('/admin/audit');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        const edit = page.locator('tbody tr').filter({ has: page.getByText(w.appealLabel, { exact: true }) });
        await expect.poll(() => edit.count()).toBe(1);
        expect(await edit.getByRole('link', { name: w.recordDossier(3003), exact: true }).count()).toBe(1);
        expect(await edit.getByText(APPEAL_NUMBER).count()).toBe(1);
        expect(await edit.getByText(w.update, { exact: true }).count()).toBe(1);
        expect(await page.getByText('num_dossier_tribunal_a').count()).toBe(0);
        // The restored dossier's entry reads "Restored" whole, not "Restor…".
        const restore = page.locator('tbody tr').filter({ has: page.getByText(w.restore, { exact: true }) });
        await expect.poll(() => restore.count()).toBe(1);
        expect(await restore.getByRole('link', { name: w.recordDossier(6006), exact: true }).count()).toBe(1);
        const badges = await page.locator('.mantine-Badge-root').evaluateAll((elements) =>
          elements.map((badge) => {
            const label = badge.querySelector<HTMLElement>('.mantine-Badge-label') ?? (badge as HTMLElement);
            return { text: label.innerText, cut: label.scrollWidth > label.clientWidth || badge.scrollWidth > badge.clientWidth };
          }),
        );
        expect(badges.map((badge) => badge.text)).toEqual(expect.arrayContaining([w.update, w.restore]));
        expect(badges.filter((badge) => badge.cut)).toEqual([]);
        await expectNoSeriousA11yViolations(page);
      });
    });
  });
});
