import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { OpenedPage } from './support/browser';
import type { RunningServer } from './support/server';
import { recipientsOf, startSmtpSink, type SmtpSink } from '../scripts/lib/smtp-sink.mjs';
import { openSignedIn, startAdminSuite } from './support/suite';
import { expectToast, settle, usePage } from './support/page-checks';
import { utcDay } from './support/dates';

let server: RunningServer;
let browser: Browser;
let api: ApiClient;
let smtp: SmtpSink;

const TOMORROW = utcDay(1);

beforeAll(async () => {
  smtp = await startSmtpSink();
  ({ server, browser, api } = await startAdminSuite({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Cabinet <cabinet@example.test>' } }));
  await api.patch('/api/settings', { timezone: 'UTC' });
  const me = (await api.request<{ user: { id: number } }>('GET', '/api/auth/session')).body.user.id;
  const rabat = await createRecord<{ id_tribunal: number }>(api, '/api/tribunals', {
    nom: 'Tribunal de première instance',
    ville: 'Rabat',
  });
  const casa = await createRecord<{ id_tribunal: number }>(api, '/api/tribunals', { nom: 'المحكمة الابتدائية', ville: 'الدار البيضاء' });
  const mine = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
    ref_dossier_bureau: 9101,
    date_inscription_bureau: utcDay(-100),
    fk_tribunal: rabat.id_tribunal,
    nom_responsable_civil: 'Wafa Assurance',
    fk_responsible: me,
  });
  const other = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
    ref_dossier_bureau: 9102,
    date_inscription_bureau: utcDay(-100),
    fk_tribunal: casa.id_tribunal,
    nom_responsable_civil: 'شركة التأمين',
  });
  await createRecord(api, `/api/dossiers/${mine.id_dossier}/actions`, { date_action: TOMORROW, contenu: 'Plaidoirie' });
  await createRecord(api, `/api/dossiers/${other.id_dossier}/actions`, { date_action: TOMORROW, contenu: 'جلسة' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

async function signedIn(lang: 'en' | 'ar', viewport?: { width: number; height: number }): Promise<OpenedPage> {
  const opened = await openSignedIn({ server, browser, api }, lang, {
    acceptDownloads: true,
    ...(viewport ? { viewport } : {}),
  });
  return opened;
}

describe('reminders and calendar in the browser', () => {
  it('profile: language, digest, the private calendar address that rotates (English)', async () => {
    const { context, page, errors } = await signedIn('en');
    try {
      await page.goto('/profile');
      await settle(page, /profile/i);
      await page.getByRole('heading', { name: 'Reminders and calendar' }).waitFor();
      const feed = page.getByTestId('feed-url');
      await expect.poll(() => feed.inputValue()).toMatch(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const first = await feed.inputValue();
      const ics = await fetch(first.replace(/^https?:\/\/[^/]+/, server.baseURL));
      expect(ics.status).toBe(200);
      expect(await ics.text()).toContain('BEGIN:VCALENDAR');

      await page.getByRole('button', { name: 'Make a new address' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Make a new address' }).click();
      await expectToast(page, 'A new address was made');
      await expect.poll(() => feed.inputValue()).not.toBe(first);
      expect((await fetch(first.replace(/^https?:\/\/[^/]+/, server.baseURL))).status).toBe(404);

      await page.getByRole('switch', { name: 'Send me the daily digest by e-mail' }).uncheck();
      await page.getByRole('button', { name: 'Save', exact: true }).last().click();
      await expectToast(page, 'Preferences saved');
      expect((await api.request<{ user: { daily_digest: boolean } }>('GET', '/api/auth/session')).body.user.daily_digest).toBe(false);
      await api.patch('/api/auth/profile', { daily_digest: true });
      await expectNoSeriousA11yViolations(page);
      // The profile's details card (not this feature) nests a badge in a paragraph; React warns about it.
      expect(errors.filter((e) => !/cannot be a descendant|cannot contain a nested/.test(String(e)))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('settings: digest hour, a test message received by the SMTP server, the delivery log (English)', async () => {
    await usePage(signedIn('en'), async ({ page }) => {
      await page.goto('/admin/settings');
      await settle(page, /settings/i);
      // An hour ahead: the server's own scheduler must not send before the button does.
      const hour = (new Date().getUTCHours() + 1) % 24;
      await page.getByRole('textbox', { name: /Digest hour/ }).fill(String(hour));
      await page.getByRole('button', { name: 'Save the hour' }).click();
      await expectToast(page, 'Digest hour saved');
      await expect.poll(async () => (await api.request<{ digest_hour: number }>('GET', '/api/settings')).body.digest_hour).toBe(hour);
      await page.getByRole('button', { name: 'Send me a test' }).click();
      await expectToast(page, 'Test message sent');
      await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(1);
      expect(recipientsOf(smtp.messages[0]!)).toEqual(['admin@example.test']);
      await expect.poll(() => page.getByRole('cell', { name: 'admin@example.test' }).count(), { timeout: 10_000 }).toBeGreaterThan(0);
      await page.getByRole('button', { name: "Send today's digests now" }).click();
      await expectToast(page, 'with nothing to say');
      await expect.poll(() => smtp.messages.length).toBe(2);
      expect(smtp.messages[1]!.text).toContain('#9101');
      expect(smtp.messages[1]!.html).toContain('Plaidoirie');
      await expectNoSeriousA11yViolations(page);
    });
  }, 180_000);

  it('court roll and the Mine switch, in English then in Arabic (right to left), at desktop and phone widths', async () => {
    for (const [lang, title, noneMine] of [
      ['en', 'Court roll', 'Mine only'],
      ['ar', 'جدول الجلسات', 'ما يخصني فقط'],
    ] as const) {
      for (const viewport of [undefined, { width: 390, height: 800 }]) {
        const { context, page, errors } = await signedIn(lang, viewport);
        try {
          await page.goto(`/agenda/roll?date=${TOMORROW}`);
          await settle(page, title);
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
          await expect.poll(() => page.getByRole('heading', { level: 2, name: /Tribunal de première instance/ }).count()).toBe(1);
          await expect.poll(() => page.getByRole('heading', { level: 2, name: /المحكمة الابتدائية/ }).count()).toBe(1);
          expect(await page.getByRole('cell', { name: 'Wafa Assurance' }).count()).toBe(1);
          const pdfHref = await page.getByRole('link', { name: lang === 'en' ? 'Download PDF' : 'تنزيل PDF' }).getAttribute('href');
          const pdf = await api.request('GET', pdfHref!);
          expect(pdf.status).toBe(200);
          expect(pdf.headers.get('content-type')).toBe('application/pdf');

          // The profile and settings sections, in this language and width, pass axe too.
          for (const path of ['/profile', '/admin/settings']) {
            await page.goto(path);
            await settle(page, /./);
            await page
              .getByRole('heading', {
                level: 2,
                name: lang === 'en' ? /Reminders and calendar|Daily digest/ : /التذكيرات والتقويم|الملخص اليومي/,
              })
              .waitFor();
            await expectNoSeriousA11yViolations(page);
          }
          await page.goto(`/agenda/roll?date=${TOMORROW}`);
          await settle(page, title);

          if (!viewport) {
            await page.getByRole('switch', { name: noneMine }).check();
            await expect.poll(() => page.getByRole('heading', { level: 2, name: /المحكمة الابتدائية/ }).count()).toBe(0);
            await page.goto('/actions/tomorrow');
            await page.getByRole('heading', { level: 1 }).waitFor();
            await page.waitForLoadState('networkidle');
            // Remembered for the account: on again on another page.
            expect(await page.getByRole('switch', { name: noneMine }).isChecked()).toBe(true);
            await expectNoSeriousA11yViolations(page);
            await page.getByRole('switch', { name: noneMine }).uncheck();
            await expect
              .poll(async () => (await api.request<{ user: { prefer_mine: boolean } }>('GET', '/api/auth/session')).body.user.prefer_mine)
              .toBe(false);
          }
          expect(errors.filter((e) => !/cannot be a descendant|cannot contain a nested/.test(String(e)))).toEqual([]);
        } finally {
          await context.close();
        }
      }
    }
  }, 400_000);
});
