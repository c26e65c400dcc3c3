import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecord, type ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { OpenedPage } from './support/browser';
import type { RunningServer } from './support/server';
import { openSignedIn, startAdminSuite, stopSuite } from './support/suite';
import { expectToast, usePage } from './support/page-checks';

let server: RunningServer;
let browser: Browser;
let api: ApiClient;

beforeAll(async () => ({ server, browser, api } = await startAdminSuite()));

afterAll(() => stopSuite({ server, browser }));

/**
 * A signed-in page in the given language. Reduced motion stops the top bar's pulsing links,
 * which axe would otherwise sample half-faded.
 */
async function signedIn(lang: 'en' | 'ar' = 'en'): Promise<OpenedPage> {
  return openSignedIn({ server, browser, api }, lang);
}

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
}

async function search(page: Page, query: string) {
  // The list's own search box, not the top bar's quick search.
  const box = page.getByRole('main').getByRole('searchbox');
  await box.fill(query);
  await box.press('Enter');
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

interface ListCase {
  base: string;
  title: string;
  newButton: string;
  entity: string;
  /** The label field, and its value before and after the edit. */
  name: [label: string, created: string, edited: string];
  /** Typed without accents or case, it must find the created record. */
  query: string;
  /** The other fields, filled in this order: text boxes by label, then a radio, then a choice in a combobox. */
  textboxes: Record<string, string>;
  radio?: string;
  choose?: [label: string, option: string];
}

const CASES: ListCase[] = [
  {
    base: 'expert',
    title: 'Experts',
    newButton: 'New expert',
    entity: 'Expert',
    name: ['Name', 'Hélène Dupré', 'Hélène Dupré-Martin'],
    query: 'HELENE dupre',
    textboxes: { Speciality: 'Automobile', Phone: '+212 600 000 000', Email: 'helene@example.test', Address: '12 rue des Écoles, Rabat' },
    choose: ['Expertise type', 'Balistique'],
  },
  {
    base: 'tribunal',
    title: 'Tribunals',
    newButton: 'New tribunal',
    entity: 'Tribunal',
    name: ['Name', 'Tribunal de première instance', 'Tribunal de première instance de Salé'],
    query: 'premiere',
    textboxes: { City: 'Salé', Address: 'Avenue Hassan II', Phone: '0537 00 00 00' },
  },
  {
    base: 'type_action',
    title: 'Action types',
    newButton: 'New action type',
    entity: 'Action Type',
    name: ['Label', 'Réquisitoire écrit', 'Réquisitoire définitif'],
    query: 'requisitoire',
    textboxes: { Description: 'Fills the appeal file number' },
    radio: 'Fills a dossier field',
    choose: ['Dossier field', 'Case number (appeal)'],
  },
  {
    base: 'type_expertise',
    title: 'Expertise types',
    newButton: 'New expertise type',
    entity: 'Expertise Type',
    name: ['Label', 'Expertise médicale', 'Expertise médico-légale'],
    query: 'MEDICALE',
    textboxes: { Description: 'Examen du blessé' },
  },
  {
    base: 'type_affaire_bureau',
    title: 'Office case types',
    newButton: 'New case type',
    entity: 'Office Case Type',
    name: ['Label', 'Accident de la circulation', 'Accident du travail'],
    query: 'circulation',
    textboxes: { Description: 'Dommages corporels' },
  },
];

describe('reference lists', () => {
  beforeAll(async () => {
    await createRecord(api, '/api/expertise-types', { libelle: 'Balistique' });
  });

  it.each(CASES)(
    '$base: create, filter ignoring accents, edit and delete',
    async (list) => {
      await usePage(signedIn(), async ({ page }) => {
        const [label, created, edited] = list.name;
        const rowOf = (name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
        await visit(page, `/${list.base}/list`, new RegExp(`^${list.title} \\(\\d+\\)$`));

        await page.getByRole('link', { name: list.newButton }).click();
        await page.waitForURL(`**/${list.base}/new`);
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Create' }).click();
        await expect.poll(() => page.getByText(/is required$/).count()).toBeGreaterThan(0);
        await page.getByRole('textbox', { name: label, exact: true }).fill(created);
        for (const [name, value] of Object.entries(list.textboxes)) await page.getByRole('textbox', { name }).fill(value);
        if (list.radio) await page.getByRole('radio', { name: list.radio }).check();
        if (list.choose) await chooseOption(page, ...list.choose);
        await page.getByRole('button', { name: 'Create' }).click();
        await expectToast(page, `${list.entity} Created`);
        await page.waitForURL(`**/${list.base}/list`);

        await search(page, list.query);
        await page.getByRole('heading', { level: 1, name: `${list.title} (1)` }).waitFor();
        await expectToast(page, 'Matching rows: 1');
        expect(await rowOf(created).count()).toBe(1);
        await expectNoSeriousA11yViolations(page);

        await page.getByRole('link', { name: `Edit ${created}` }).click();
        await page.waitForURL(new RegExp(`/${list.base}/modify/\\d+$`));
        const nameInput = page.getByRole('textbox', { name: label, exact: true });
        await expect.poll(() => nameInput.inputValue()).toBe(created);
        await expectNoSeriousA11yViolations(page);
        await nameInput.fill(edited);
        await page.getByRole('button', { name: 'Update' }).click();
        await expectToast(page, `${list.entity} Updated`);
        await page.waitForURL(`**/${list.base}/list`);
        await rowOf(edited).waitFor();

        await page.getByRole('button', { name: `Delete ${edited}` }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
        await expectToast(page, `${list.entity} Deleted`);
        await expect.poll(() => rowOf(edited).count()).toBe(0);
      });
    },
    120_000,
  );

  it('shows the expert every field saved, with the expertise type by its label', async () => {
    const type = await createRecord<{ id_type_expertise: number }>(api, '/api/expertise-types', { libelle: 'Comptabilité' });
    await createRecord(api, '/api/experts', {
      nom: 'Omar Haddad',
      specialite: 'Expert-comptable',
      tel: '0522',
      email: 'omar@example.test',
      adresse: 'Casablanca',
      fk_type_expertise: type.id_type_expertise,
    });
    const { context, page } = await signedIn();
    try {
      await visit(page, '/expert/list', /^Experts/);
      const row = page.getByRole('row').filter({ hasText: 'Omar Haddad' });
      await expect.poll(() => row.textContent()).toContain('Comptabilité');
      await page.getByRole('button', { name: 'Columns' }).click();
      await page.getByRole('checkbox', { name: 'Address' }).check();
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('columnheader', { name: 'Address' }).count()).toBe(1);
      // The choice is remembered for this list.
      await page.reload();
      await expect.poll(() => page.getByRole('columnheader', { name: 'Address' }).count()).toBe(1);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await context.close();
    }
  });

  it('refuses to delete a tribunal in use and says where it is used, in English and in Arabic', async () => {
    const tribunal = await createRecord<{ id_tribunal: number }>(api, '/api/tribunals', { nom: 'Cour d’appel de Fès', ville: 'Fès' });
    await createRecord(api, '/api/dossiers', {
      ref_dossier_bureau: 4711,
      date_inscription_bureau: '2026-01-15',
      fk_tribunal: tribunal.id_tribunal,
    });

    const english = await signedIn();
    try {
      const { page } = english;
      await visit(page, '/tribunal/list', /^Tribunals/);
      await page.getByRole('button', { name: 'Delete Cour d’appel de Fès' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      await expectToast(page, 'Failed to delete tribunal. This tribunal cannot be deleted: it is used by 1 dossier.');
      expect(await page.getByRole('cell', { name: 'Cour d’appel de Fès', exact: true }).count()).toBe(1);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await english.context.close();
    }

    const arabic = await signedIn('ar');
    try {
      const { page } = arabic;
      await visit(page, '/tribunal/list', /^المحاكم/);
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.getByRole('button', { name: 'حذف Cour d’appel de Fès' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'حذف' }).click();
      await expectToast(page, 'لا يمكن حذف هذه المحكمة: يستعملها ملف واحد.');
      await expectNoSeriousA11yViolations(page);
    } finally {
      await arabic.context.close();
    }
  }, 120_000);

  it('keeps what I typed when someone else saved first, and lets me save over it', async () => {
    const tribunal = await createRecord<{ id_tribunal: number }>(api, '/api/tribunals', { nom: 'TPI Agadir', ville: 'Agadir' });
    const { context, page } = await signedIn();
    try {
      await visit(page, `/tribunal/modify/${tribunal.id_tribunal}`, 'Modify tribunal');
      await expect.poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('TPI Agadir');
      await api.patch(`/api/tribunals/${tribunal.id_tribunal}`, { ville: 'Inezgane' });

      await page.getByRole('textbox', { name: 'Address' }).fill('Boulevard Mohammed V');
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Someone else changed this record').waitFor();
      // Only the fields I changed are listed (with their current values): the city is theirs to keep.
      const current = (await page.getByRole('table', { name: 'Current values' }).textContent()) ?? '';
      expect(current).toContain('Address');
      expect(current).not.toContain('Inezgane');
      expect(await page.getByRole('textbox', { name: 'Address' }).inputValue()).toBe('Boulevard Mohammed V');
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Keep my changes' }).click();
      await page.getByRole('button', { name: 'Update' }).click();
      await expectToast(page, 'Tribunal Updated');
      const saved = await api.get<{ ville: string; adresse: string }>(`/api/tribunals/${tribunal.id_tribunal}`);
      // Only my change is laid over their record: their new city stays.
      expect(saved).toMatchObject({ ville: 'Inezgane', adresse: 'Boulevard Mohammed V' });
    } finally {
      await context.close();
    }
  });

  it('works in Arabic, right to left: create, filter and delete a tribunal', async () => {
    await usePage(signedIn('ar'), async ({ page }) => {
      await visit(page, '/tribunal/new', 'محكمة جديدة');
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.getByRole('button', { name: 'إنشاء' }).click();
      await expect.poll(() => page.getByText('الاسم إلزامي').count()).toBe(1);
      await expect.poll(() => page.getByText('المدينة مطلوبة').count()).toBe(1);
      // The French name, and the Arabic one the Arabic screens show.
      await page.getByRole('textbox', { name: 'الاسم', exact: true }).fill('Tribunal de première instance de Rabat');
      await page.getByRole('textbox', { name: 'الاسم بالعربية' }).fill('المحكمة الابتدائية بالرباط');
      await page.getByRole('textbox', { name: 'المدينة' }).fill('الرباط');
      await page.getByRole('button', { name: 'إنشاء' }).click();
      await expectToast(page, 'تم إنشاء المحكمة');
      await page.waitForURL('**/tribunal/list');

      await search(page, 'الابتدائية');
      await page.getByRole('heading', { level: 1, name: 'المحاكم (1)' }).waitFor();
      await page.getByRole('cell', { name: 'المحكمة الابتدائية بالرباط', exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'حذف Tribunal de première instance de Rabat' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'حذف' }).click();
      await expectToast(page, 'تم حذف المحكمة');

      for (const [path, heading] of [
        ['/expert/list', /^الخبراء/],
        ['/expert/new', 'خبير جديد'],
        ['/type_expertise/list', /^أنواع الخبرة/],
        ['/type_affaire_bureau/list', /^أنواع قضايا المكتب/],
        ['/type_action/list', /^أنواع الإجراءات/],
        ['/type_action/new', 'نوع إجراء جديد'],
      ] as const) {
        await visit(page, path, heading);
      }
      await page.getByRole('radio', { name: 'يملأ حقلًا في الملف' }).check();
      await page.getByRole('combobox', { name: 'حقل الملف' }).waitFor();
      await expectNoSeriousA11yViolations(page);
    });
  }, 180_000);

  it('an action type created with the expertise effect makes the add-action form ask for the expertise', async () => {
    const dossier = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
      ref_dossier_bureau: 5150,
      date_inscription_bureau: '2026-02-01',
    });
    const { context, page } = await signedIn();
    try {
      await visit(page, '/type_action/new', 'New action type');
      await page.getByRole('textbox', { name: 'Label', exact: true }).fill('Contre-expertise');
      await page.getByRole('radio', { name: 'Expertise' }).check();
      await page.getByRole('button', { name: 'Create' }).click();
      await expectToast(page, 'Action Type Created');
      await page.waitForURL('**/type_action/list');
      const row = page.getByRole('row').filter({ hasText: 'Contre-expertise' });
      await expect.poll(() => row.textContent()).toContain('Expertise');

      await page.goto(`/dossier/modify/${dossier.id_dossier}`);
      const typeSelect = page.getByRole('combobox', { name: 'Action type' });
      await typeSelect.waitFor();
      expect(await page.getByTestId('expertise-fields').count()).toBe(0);
      await typeSelect.fill('Contre');
      await page.getByRole('option', { name: 'Contre-expertise' }).click();
      await page.getByTestId('expertise-fields').waitFor();
      await expectNoSeriousA11yViolations(page);
    } finally {
      await context.close();
    }
  });
});
