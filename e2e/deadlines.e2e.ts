import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { OpenedPage } from './support/browser';
import type { RunningServer } from './support/server';
import { openSignedIn, startAdminSuite, stopSuite } from './support/suite';
import { expectToast, settle, usePage } from './support/page-checks';
import { utcDay } from './support/dates';

let server: RunningServer;
let browser: Browser;
let api: ApiClient;
let dossierId: number;

const TOMORROW = utcDay(1);

beforeAll(async () => {
  ({ server, browser, api } = await startAdminSuite());
  // Every day a working day, so the deadline falls exactly where the walk expects it.
  await api.patch('/api/settings', { timezone: 'UTC', country: null, weekend_days: [] });
  const types = await api.get<{ items: { id_type_action: number; code: string | null }[] }>('/api/action-types');
  const notification = types.items.find((type) => type.code === 'notification_judgment')!.id_type_action;
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
      // The alarms ring at 09:00 the day before and seven days before (counted back from midnight).
      expect(unfolded).toContain('TRIGGER:-PT15H');
      expect(unfolded).toContain('TRIGGER:-P6DT15H');
    });
  }, 180_000);

  it('flags the deadline when the office closes on its due date, never moving it, and takes a done deadline off the board', async () => {
    await usePage(signedIn(), async ({ page }) => {
      await page.goto('/admin/calendar');
      await settle(page, 'Office calendar');
      await page.getByRole('textbox', { name: 'Date' }).fill(TOMORROW);
      await page.getByLabel('Reason').fill('Grève des greffiers');
      await page.getByRole('button', { name: 'Add a day' }).click();
      await expectToast(page, 'Day added; 0 open deadlines moved');
      await expect.poll(() => page.getByTestId('calendar-entry').count()).toBe(1);
      await expect.poll(() => page.locator(`[data-date="${TOMORROW}"][data-source="office"]`).count()).toBe(1);
      await expectNoSeriousA11yViolations(page);

      await page.goto(`/dossier/modify/${dossierId}`);
      await settle(page, `· #${dossierId}`);
      await expect.poll(() => dueDates(page)).toEqual([TOMORROW]);
      await expect.poll(() => page.getByTestId('office-closed').getByText('Office closed — act the day before').count()).toBe(1);
      expect(await page.getByTestId('deadline-explanation').first().textContent()).toMatch(/10 days: .*no country’s calendar/);

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

  it('confirms an Islamic holiday ahead of the feast: the deadline due that day moves, and the moves are listed', async () => {
    // A Moroccan rule on its own starting type: the next predicted feast falling on a Monday to Thursday is its due date.
    await api.patch('/api/settings', { country: 'MA' });
    const feasts: { predicted_date: string; label: string; days: number }[] = [];
    for (const [from, to] of [
      [utcDay(1), utcDay(365)],
      [utcDay(366), utcDay(730)],
    ])
      feasts.push(...(await api.get<{ items: typeof feasts }>(`/api/calendar/feasts?from=${from}&to=${to}&country=MA`)).items);
    const feast = feasts.find((f) => [1, 2, 3, 4].includes(new Date(`${f.predicted_date}T00:00:00Z`).getUTCDay()))!;
    const type = await createRecord<{ id_type_action: number }>(api, '/api/action-types', { libelle: 'Notification (essai)' });
    await createRecord(api, '/api/deadline-rules', {
      label: 'Délai (essai)',
      labels: { en: 'Trial period', fr: 'Délai (essai)', ar: 'أجل (تجربة)' },
      trigger_type_ids: [type.id_type_action],
      days: 10,
      country: 'MA',
    });
    const dossier = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
      ref_dossier_bureau: 8102,
      date_inscription_bureau: utcDay(-200),
    });
    const start = new Date(Date.parse(`${feast.predicted_date}T00:00:00Z`) - 10 * 86_400_000).toISOString().slice(0, 10);
    await createRecord(api, `/api/dossiers/${dossier.id_dossier}/actions`, {
      date_action: start,
      fk_type_action: type.id_type_action,
      contenu: 'Notifié',
    });

    await usePage(signedIn(), async ({ page }) => {
      await page.goto(`/dossier/modify/${dossier.id_dossier}`);
      await settle(page, `· #${dossier.id_dossier}`);
      await expect.poll(() => dueDates(page)).toEqual([feast.predicted_date]);
      await expect.poll(() => page.getByTestId('moon').count()).toBe(1);

      await page.goto('/admin/calendar');
      await settle(page, 'Office calendar');
      for (let year = Number(utcDay(0).slice(0, 4)); year < Number(feast.predicted_date.slice(0, 4)); year++) {
        await page.getByRole('button', { name: 'Next year' }).click();
      }
      const row = page.locator(`[data-testid="feast"][data-date="${feast.predicted_date}"]`);
      await expect.poll(() => row.getAttribute('data-status')).toBe('predicted');
      await row.getByRole('button', { name: /^Confirm / }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Official source').fill('Ministère des Habous, communiqué');
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Record the official date' }).click();
      const moves = page.getByTestId('moves');
      await expect.poll(() => moves.getByText(/#8102 Trial period/).count()).toBe(1);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).last().click();
      await expect.poll(() => row.getAttribute('data-status')).toBe('confirmed');

      await page.goto(`/dossier/modify/${dossier.id_dossier}`);
      await settle(page, `· #${dossier.id_dossier}`);
      await expect.poll(async () => (await dueDates(page))[0]! > feast.predicted_date).toBe(true);
      expect(await page.getByTestId('moon').count()).toBe(0);
    });
    await api.patch('/api/settings', { country: null });
  }, 240_000);

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
        // Due tomorrow: this week's one row (the feast test's deadline is further off, under "later").
        await expect.poll(() => page.getByTestId('board-week').getByTestId('board-row').count()).toBe(1);

        await page.goto('/admin/calendar');
        await settle(page, 'تقويم أيام العمل');
        await page.goto('/deadline_rules/list');
        await settle(page, 'قواعد الآجال');
      });
    },
    180_000,
  );
});
