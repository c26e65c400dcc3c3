import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { OpenedPage } from './support/browser';
import type { RunningServer } from './support/server';
import { openSignedIn, startAdminSuite, stopSuite } from './support/suite';
import { expectToast, settle, usePage } from './support/page-checks';
import { enDate, utcDay } from './support/dates';

let server: RunningServer;
let browser: Browser;
let api: ApiClient;
let dossierId: number;

const TOMORROW = utcDay(1);
const AFTER_TOMORROW = utcDay(2);

beforeAll(async () => {
  ({ server, browser, api } = await startAdminSuite());
  // Every day a working day, so the deadline falls exactly where the walk expects it.
  await api.patch('/api/settings', { timezone: 'UTC', country: null, weekend_days: [] });
  const rules = await api.get<{ items: { label: string; trigger_type_ids: number[] }[] }>('/api/deadline-rules');
  const notification = rules.items.find((r) => r.label === 'Appel (Maroc)')!.trigger_type_ids[0]!;
  await createRecord(api, '/api/deadline-rules', {
    label: 'Appel',
    labels: { en: 'Appeal', fr: 'Appel', ar: 'أجل الاستئناف' },
    trigger_type_ids: [notification],
    amount: 10,
    unit: 'days',
    franc: false,
    legal_reference: 'CPC art. 134',
  });
  const dossier = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
    ref_dossier_bureau: 8101,
    date_inscription_bureau: utcDay(-200),
  });
  dossierId = dossier.id_dossier;
  // The judgment's notification is logged ten days before tomorrow: the appeal period ends tomorrow.
  await createRecord(api, `/api/dossiers/${dossierId}/actions`, {
    date_action: utcDay(-9),
    fk_type_action: notification,
    contenu: 'Jugement notifié',
  });
});

afterAll(() => stopSuite({ server, browser }));

async function signedIn(lang: 'en' | 'ar' = 'en', viewport?: { width: number; height: number }): Promise<OpenedPage> {
  return openSignedIn({ server, browser, api }, lang, viewport ? { viewport } : {});
}

const dueDates = (page: Page) => page.getByTestId('due-date').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-date')));

describe('procedural deadlines in the browser', () => {
  it('shows the appeal deadline on the dossier, the board, tomorrow’s list and in the calendar file', async () => {
    await usePage(signedIn(), async ({ page }) => {
      await page.goto(`/dossier/modify/${dossierId}`);
      await settle(page, `· #${dossierId}`);
      const panel = page.getByTestId('dossier-deadlines');
      await expect.poll(() => panel.getByTestId('deadline-row').count()).toBe(1);
      expect(await dueDates(page)).toEqual([TOMORROW]);
      expect(await panel.getByText('Appeal').count()).toBeGreaterThan(0);
      expect(await panel.getByText('Days left: 1').count()).toBe(1);

      await page.goto('/deadlines');
      await settle(page, 'Deadlines');
      const week = page.getByTestId('board-week');
      await expect.poll(() => week.getByTestId('board-row').count()).toBe(1);
      expect(await week.getByRole('cell', { name: '#8101', exact: true }).count()).toBe(1);
      expect(await page.getByTestId('board-overdue').getByTestId('board-row').count()).toBe(0);

      await page.goto('/actions/tomorrow');
      await settle(page, /Actions for tomorrow|Tomorrow/);
      const deadlineRow = page.locator('[data-testid="agenda-row"][data-kind="deadline"]');
      await expect.poll(() => deadlineRow.count()).toBe(1);
      expect(await deadlineRow.getByText('Deadline due').count()).toBe(1);

      const ics = (await api.request<string>('GET', '/api/agenda/export?format=ics')).body;
      const unfolded = ics.replace(/\r\n /g, '');
      expect(unfolded).toMatch(/UID:deadline-\d+@cabinet/);
      expect(unfolded).toContain(`DTSTART;VALUE=DATE:${TOMORROW.replace(/-/g, '')}`);
      expect(unfolded).toContain('SUMMARY:#8101 – Last day: Appeal');
      expect(unfolded).toContain('TRIGGER:-P1D');
      expect(unfolded).toContain('TRIGGER:-P7D');
    });
  }, 180_000);

  it('moves the due date when the office closes tomorrow, and takes a done deadline off the board', async () => {
    await usePage(signedIn(), async ({ page }) => {
      await page.goto('/admin/calendar');
      await settle(page, 'Office calendar');
      await page.getByRole('textbox', { name: 'Date' }).fill(TOMORROW);
      await page.getByLabel('Reason').fill('Grève des greffiers');
      await page.getByRole('button', { name: 'Add a day' }).click();
      await expectToast(page, '1 open deadline moved');
      await expect.poll(() => page.getByTestId('calendar-entry').count()).toBe(1);
      await expect.poll(() => page.locator(`[data-date="${TOMORROW}"][data-source="office"]`).count()).toBe(1);
      await expectNoSeriousA11yViolations(page);

      await page.goto(`/dossier/modify/${dossierId}`);
      await settle(page, `· #${dossierId}`);
      await expect.poll(() => dueDates(page)).toEqual([AFTER_TOMORROW]);
      expect(await page.getByText(enDate(AFTER_TOMORROW)).count()).toBeGreaterThan(0);

      await page.getByRole('button', { name: 'Mark as met' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Note').fill('Appel déposé au greffe');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Deadline updated');
      await expect.poll(() => page.getByTestId('dossier-deadlines').getByText('Met').count()).toBeGreaterThan(0);
      expect(await page.getByText('Appel déposé au greffe').count()).toBe(1);

      await page.goto('/deadlines');
      await settle(page, 'Deadlines');
      await expect.poll(() => page.getByTestId('board-week').getByText('Nothing here.').count()).toBe(1);
      expect(await page.getByTestId('board-row').count()).toBe(0);
    });
  }, 180_000);

  it.each([
    ['desktop', undefined],
    ['phone', { width: 390, height: 800 }],
  ] as const)(
    'reads right to left in Arabic (%s width) with no accessibility violation',
    async (_name, viewport) => {
      const [deadline] = (
        await api.get<{ items: { id: number; version: number; status: string }[] }>(`/api/dossiers/${dossierId}/deadlines`)
      ).items;
      if (deadline!.status !== 'open') await api.patch(`/api/deadlines/${deadline!.id}`, { status: 'open', version: deadline!.version });
      await usePage(signedIn('ar', viewport), async ({ page }) => {
        await page.goto(`/dossier/modify/${dossierId}`);
        await page.getByTestId('deadline-row').first().waitFor({ timeout: 15_000 });
        expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
        await page.waitForLoadState('networkidle');
        expect(await page.getByTestId('dossier-deadlines').getByText('أجل الاستئناف').count()).toBeGreaterThan(0);
        await expectNoSeriousA11yViolations(page);

        await page.goto('/deadlines');
        await settle(page, 'الآجال');
        await expect.poll(() => page.getByTestId('board-row').count()).toBe(1);

        await page.goto('/admin/calendar');
        await settle(page, 'تقويم أيام العمل');
        await page.goto('/deadline_rules/list');
        await settle(page, 'قواعد الآجال');
      });
    },
    180_000,
  );
});
