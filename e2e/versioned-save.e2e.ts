import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { OpenedPage } from './support/browser';
import { repoRoot, type RunningServer } from './support/server';
import { openSignedIn, startAdminSuite, stopSuite } from './support/suite';
import { expectToast } from './support/page-checks';

let server: RunningServer;
let browser: Browser;
let api: ApiClient;

beforeAll(async () => {
  ({ server, browser, api } = await startAdminSuite());
  // With empty lists the form shows "create one" hints instead of the selects.
  await createRecord(api, '/api/tribunals', { nom: 'Tribunal de première instance de Rabat', ville: 'Rabat' });
  await createRecord(api, '/api/case-types', { libelle: 'Accident de la circulation' });
});

afterAll(() => stopSuite({ server, browser }));

/** A signed-in page; reduced motion keeps axe from sampling the pulsing links mid-fade. */
async function signedIn(lang: 'en' | 'ar', viewport = { width: 1280, height: 900 }): Promise<OpenedPage> {
  return openSignedIn({ server, browser, api }, lang, { viewport });
}

async function openEditor(page: Page, id: number, heading: string, edit: string) {
  await page.goto(`/dossier/modify/${id}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByRole('button', { name: edit }).click();
}

describe('two tabs editing one dossier', () => {
  it.each([
    ['en', { width: 1280, height: 900 }, 4101],
    ['ar', { width: 390, height: 844 }, 4102],
  ] as const)('"save my edit anyway" keeps the colleague\'s amount and lists only my field (%s, %o)', async (lang, viewport, ref) => {
    const dossier = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
      ref_dossier_bureau: ref,
      date_inscription_bureau: '2026-03-02',
      montant_dette: '9800',
      num_police: 'POL-A',
    });
    const id = dossier.id_dossier;
    const w = words(lang, id, ref);
    const tabA = await signedIn(lang, viewport);
    const tabB = await signedIn(lang, viewport);
    try {
      // Both tabs open the form on the same version.
      await openEditor(tabA.page, id, w.heading, w.edit);
      await openEditor(tabB.page, id, w.heading, w.edit);

      // Tab A changes the amount and saves.
      const amount = tabA.page.getByRole('textbox', { name: w.amount });
      await amount.fill('10500');
      await amount.blur();
      await tabA.page.getByRole('button', { name: w.save, exact: true }).click();
      await expectToast(tabA.page, w.updated);

      // Tab B changed only the policy number; it gets the conflict notice.
      await tabB.page.getByRole('textbox', { name: w.policy }).fill('POL-B');
      await tabB.page.getByRole('button', { name: w.save, exact: true }).click();
      const notice = tabB.page.getByRole('alert').filter({ hasText: w.title });
      await notice.waitFor();
      const rows = notice.getByRole('row');
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.nth(1).textContent()).toMatch(new RegExp(`${w.policy}.*POL-A.*POL-B`));
      await expectNoSeriousA11yViolations(tabB.page);

      await notice.getByRole('button', { name: w.anyway }).click();
      await expectToast(tabB.page, w.updated);
      const saved = await api.get<{ montant_dette: string; num_police: string }>(`/api/dossiers/${id}`);
      expect(saved).toMatchObject({ montant_dette: '10500.00', num_police: 'POL-B' });
      expect(tabA.errors).toEqual([]);
      expect(tabB.errors).toEqual([]);
    } finally {
      await tabA.context.close();
      await tabB.context.close();
    }
  });
});

/** The words of the screens in `lang`, read from the app's own translation files. */
function words(lang: 'en' | 'ar', id: number, ref: number) {
  const read = (ns: string) =>
    JSON.parse(readFileSync(join(repoRoot, 'web/src/i18n/locales', lang, `${ns}.json`), 'utf8')) as Record<string, Record<string, string>>;
  const d = read('dossiers');
  const c = read('common');
  return {
    heading: d.modify!.title!.replace('{{ref}}', String(ref)).replace('{{id}}', String(id)),
    edit: d.modify!.edit!,
    amount: d.fields!.montant_dette!,
    policy: d.fields!.num_police!,
    save: c.actions!.save!,
    updated: d.edit!.saved!,
    title: d.conflict!.title!,
    anyway: d.conflict!.reapply!,
  };
}
