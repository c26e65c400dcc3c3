import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { OpenedPage } from './support/browser';
import type { RunningServer } from './support/server';
import { openSignedIn, startAdminSuite, stopSuite } from './support/suite';
import { settle, usePage } from './support/page-checks';
import { utcDay } from './support/dates';

let server: RunningServer;
let browser: Browser;
let api: ApiClient;

// A hearing held in two days and adjourned ("renvoi") to the week after: both days in one agenda.
const HEARING = utcDay(2);
const ADJOURNED_TO = utcDay(9);
const RANGE = `from=${utcDay(1)}&to=${utcDay(14)}`;
const REF = 1002;

beforeAll(async () => {
  ({ server, browser, api } = await startAdminSuite());
  await api.patch('/api/settings', { timezone: 'UTC' });
  const tribunal = await createRecord<{ id_tribunal: number }>(api, '/api/tribunals', {
    nom: 'Tribunal de première instance de Casablanca',
    nom_ar: 'المحكمة الابتدائية بالدار البيضاء',
    ville: 'Casablanca',
  });
  const dossier = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
    ref_dossier_bureau: REF,
    date_inscription_bureau: utcDay(-60),
    fk_tribunal: tribunal.id_tribunal,
  });
  await createRecord(api, `/api/dossiers/${dossier.id_dossier}/parties`, {
    party: { name: 'Wafa Assurance', name_ar: 'وفا للتأمين', kind: 'organisation' },
    role: 'client',
  });
  await createRecord(api, `/api/dossiers/${dossier.id_dossier}/actions`, {
    date_action: HEARING,
    date_prochaine: ADJOURNED_TO,
    fk_type_action: 73,
    contenu: 'Renvoi pour conclusions',
  });
});

afterAll(() => stopSuite({ server, browser }));

const WORDS = {
  fr: {
    title: /^Agenda/,
    own: 'Date de l’action',
    next: 'Prochaine date',
    client: 'Wafa Assurance',
    tribunal: 'Tribunal de première instance de Casablanca',
  },
  ar: {
    title: /^المفكرة/,
    own: 'تاريخ الإجراء',
    next: 'الموعد المقبل',
    client: 'وفا للتأمين',
    tribunal: 'المحكمة الابتدائية بالدار البيضاء',
  },
} as const;

async function signedIn(lang: 'fr' | 'ar', viewport?: { width: number; height: number }): Promise<OpenedPage> {
  const opened = await openSignedIn({ server, browser, api }, lang, viewport ? { viewport } : {});
  opened.page.setDefaultTimeout(20_000);
  return opened;
}

/** The agenda's section for a day (named by its heading, the long date in the screen's language). */
const daySection = (page: Page, date: string): Locator => page.locator(`section[aria-labelledby="agenda-day-${date}"]`);

describe('a postponed hearing in the agenda', () => {
  for (const lang of ['fr', 'ar'] as const) {
    for (const viewport of [undefined, { width: 390, height: 844 }]) {
      it(`shows it on the day it is held and on the day it was put off to (${lang}, ${viewport ? 'phone' : 'desktop'})`, async () => {
        const w = WORDS[lang];
        await usePage(signedIn(lang, viewport), async ({ page }) => {
          await page.goto(`/agenda?${RANGE}`);
          await settle(page, w.title);
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');

          const held = daySection(page, HEARING).getByTestId('agenda-row').filter({ hasText: String(REF) });
          const adjourned = daySection(page, ADJOURNED_TO).getByTestId('agenda-row').filter({ hasText: String(REF) });
          await expect.poll(() => held.count()).toBe(1);
          await expect.poll(() => adjourned.count()).toBe(1);
          expect(await held.textContent()).toContain(w.own);
          expect(await adjourned.textContent()).toContain(w.next);
          // Each row says whose dossier it is and at which court, in the screen's language.
          for (const row of [held, adjourned]) {
            const identity = row.getByTestId('dossier-identity');
            expect(await identity.textContent()).toContain(w.client);
            expect(await identity.textContent()).toContain(w.tribunal);
            expect(await identity.isVisible()).toBe(true);
          }
          expect(await page.getByTestId('agenda-row').count()).toBe(2);
          await expectNoSeriousA11yViolations(page);
        });
      }, 120_000);
    }
  }

  it('is two events in the calendar subscription, each with its own identifier', async () => {
    const { url } = await api.get<{ url: string }>('/api/calendar/feed');
    const ics = await (await fetch(url.replace(/^https?:\/\/[^/]+/, server.baseURL))).text();
    const unfolded = ics.replace(/\r\n /g, '');
    const events = unfolded.split('BEGIN:VEVENT').slice(1);
    const ofDossier = events.filter((event) => event.includes(`${REF}`));
    expect(ofDossier.map((event) => /DTSTART;VALUE=DATE:(\d{8})/.exec(event)?.[1])).toEqual([HEARING, ADJOURNED_TO].map((d) => d.replaceAll('-', '')));
    expect(ofDossier.map((event) => /UID:(.*)/.exec(event)?.[1]?.trim())).toEqual([
      expect.stringMatching(/^action-\d+-date_action@cabinet$/),
      expect.stringMatching(/^action-\d+-date_prochaine@cabinet$/),
    ]);
  });
});
