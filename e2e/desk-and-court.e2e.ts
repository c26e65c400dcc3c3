import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRecord, type ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import type { OpenedPage } from './support/browser';
import type { RunningServer } from './support/server';
import { openSignedIn, startAdminSuite, stopSuite } from './support/suite';
import { expectToast, settle, usePage } from './support/page-checks';
import { utcDay } from './support/dates';

/**
 * An insurer-defence office's week, at the desk (1366 px) and at court on a phone (390 px), in
 * French and in Arabic: the party roles can be read, the phone's drawer gets out of the way, every
 * list reads as cards with nothing cut, the deadlines board goes past 30 days, plates and file
 * names keep the order they were typed in, and a deleted document comes back.
 */
vi.setConfig({ testTimeout: 150_000 });

let server: RunningServer;
let browser: Browser;
let api: ApiClient;
let dossierId = 0;

const DESK = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const VIEWPORTS = { desk: DESK, phone: PHONE } as const;
type Lang = 'fr' | 'ar';
type Width = keyof typeof VIEWPORTS;
const COMBOS = (['fr', 'ar'] as const).flatMap((lang) => (['desk', 'phone'] as const).map((width) => [lang, width] as [Lang, Width]));

const PLATE = '12345-أ-6';
const POSTPONED = 'حضور الجلسة — تأخير إلى 21/12/2026 للمداولة، مع إدلاء الطرف المدني بمذكرة جوابية وتقرير الخبرة الطبية';
const ARABIC_FILE = '2026-1201-1457 حكم ابتدائي.pdf';
const ROLES = ['client', 'adverse', 'insurer', 'civilly_liable', 'victim', 'bailiff', 'opposing_lawyer', 'other'] as const;
/** Two trashed documents per language and width: one to restore, one to delete for good. */
const trashed = new Map<string, { restore: number; purge: number }>();

const WORDS = {
  fr: {
    roles: [
      'Client',
      'Partie adverse',
      'Assureur',
      'Civilement responsable',
      'Victime',
      'Commissaire judiciaire (huissier de justice)',
      'Avocat de la partie adverse',
      'Autre',
    ],
    menu: 'Afficher ou masquer le menu (Ctrl+B)',
    deadlines: 'Délais',
    later: /Échéance à plus de 30 jours/,
    roll: 'Rôle d’audience',
    tomorrow: /Actions de demain/,
    showDeleted: 'Afficher les documents supprimés',
    restore: 'Restaurer',
    restored: 'Document restauré',
    purge: 'Supprimer définitivement',
    purged: 'Document supprimé définitivement',
    pending: '1 compte attend votre approbation.',
    dashboard: 'Tableau de bord',
    editDossier: 'Modifier le dossier',
    plateField: 'Immatriculation du véhicule',
  },
  ar: {
    roles: ['الموكل', 'الطرف الخصم', 'شركة التأمين', 'المسؤول المدني', 'الضحية', 'المفوض القضائي', 'محامي الطرف الخصم', 'آخر'],
    menu: 'إظهار أو إخفاء القائمة (Ctrl+B)',
    deadlines: 'الآجال',
    later: /تنقضي بعد أكثر من 30 يومًا/,
    roll: 'جدول الجلسات',
    tomorrow: /إجراءات الغد/,
    showDeleted: 'عرض الوثائق المحذوفة',
    restore: 'استعادة',
    restored: 'تمت استعادة الوثيقة',
    purge: 'حذف نهائي',
    purged: 'حُذفت الوثيقة نهائيًا',
    pending: 'حساب واحد في انتظار موافقتك.',
    dashboard: 'لوحة التحكم',
    editDossier: 'تعديل بيانات الملف',
    plateField: 'رقم تسجيل المركبة',
  },
} as const;

/** Sends one file as the web app does (multipart), and resolves to the new document's id. */
async function upload(filename: string, content: string, type: string): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), filename);
  const res = await fetch(new URL(`/api/dossiers/${dossierId}/documents`, server.baseURL), {
    method: 'POST',
    headers: { 'X-Requested-With': 'cabinet', Cookie: `cabinet_session=${api.cookie}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload of ${filename} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { items: { id_document: number }[] }).items[0]!.id_document;
}

beforeAll(async () => {
  ({ server, browser, api } = await startAdminSuite());
  // Every day a working day, so the deadlines fall where the test counts them.
  await api.patch('/api/settings', {
    timezone: 'UTC',
    office_name: 'Cabinet Maître Karim Benali, avocat au barreau de Casablanca',
    country: null,
    weekend_days: [],
  });
  const tribunal = await createRecord<{ id_tribunal: number }>(api, '/api/tribunals', {
    nom: 'Tribunal de première instance civil de Casablanca',
    ville: 'Casablanca',
  });
  const rules = await api.get<{ items: { preset_key: string | null; trigger_type_ids: number[] }[] }>('/api/deadline-rules');
  const notification = rules.items.find((r) => r.preset_key === 'ma_appeal_cpc1974')!.trigger_type_ids[0]!;
  for (const [amount, label] of [
    [10, 'Appel'],
    [60, 'Pourvoi'],
  ] as const) {
    await createRecord(api, '/api/deadline-rules', {
      label,
      labels: { fr: label, ar: label === 'Appel' ? 'أجل الاستئناف' : 'أجل النقض' },
      trigger_type_ids: [notification],
      amount,
      unit: 'days',
      franc: false,
    });
  }
  const dossier = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
    ref_dossier_bureau: 1001,
    date_inscription_bureau: utcDay(-60),
    fk_tribunal: tribunal.id_tribunal,
    matricule_vehicule: PLATE,
    num_dossier_tribunal: '2026/1201/1457',
    nom_responsable_civil: 'Ahmed Benali',
  });
  dossierId = dossier.id_dossier;
  await createRecord(api, `/api/dossiers/${dossierId}/actions`, { date_action: utcDay(1), contenu: POSTPONED, date_prochaine: utcDay(22) });
  // Notified two days ago: the appeal falls due in 8 days, the cassation in 58 (the later section).
  await createRecord(api, `/api/dossiers/${dossierId}/actions`, {
    date_action: utcDay(-2),
    fk_type_action: notification,
    contenu: 'Jugement notifié',
  });
  // An overdue deadline puts the red link in the top bar, beside the quick search.
  const old = await createRecord<{ id_dossier: number }>(api, '/api/dossiers', {
    ref_dossier_bureau: 1002,
    date_inscription_bureau: utcDay(-300),
  });
  await createRecord(api, `/api/dossiers/${old.id_dossier}/actions`, {
    date_action: utcDay(-40),
    fk_type_action: notification,
    contenu: 'Jugement notifié',
  });
  for (const [index, role] of ROLES.entries()) {
    const party = await createRecord<{ id_party: number }>(api, '/api/parties', { kind: 'person', name: `Partie ${index + 1}` });
    await createRecord(api, `/api/dossiers/${dossierId}/parties`, { id_party: party.id_party, role });
  }
  await upload(ARABIC_FILE, '%PDF-1.4\n%%EOF\n', 'application/pdf');
  for (const [lang, width] of COMBOS) {
    const restore = await upload(`restore-${lang}-${width}.txt`, `restore ${lang} ${width}`, 'text/plain');
    const purge = await upload(`purge-${lang}-${width}.txt`, `purge ${lang} ${width}`, 'text/plain');
    await api.delete(`/api/documents/${restore}`);
    await api.delete(`/api/documents/${purge}`);
    trashed.set(`${lang}-${width}`, { restore, purge });
  }
  // A colleague waiting for the administrator's approval.
  await api.request('POST', '/api/auth/register', {
    full_name: 'Fatima Zahra Alaoui',
    email: 'fatima@example.test',
    password: 'staff password 1',
  });
});

afterAll(() => stopSuite({ server, browser }));

function signedIn(lang: Lang, width: Width): Promise<OpenedPage> {
  return openSignedIn({ server, browser, api }, lang, { viewport: VIEWPORTS[width], hasTouch: width === 'phone' }).then((opened) => {
    opened.page.setDefaultTimeout(20_000);
    return opened;
  });
}

async function openDossierTab(page: Page, tab: 'parties' | 'documents') {
  await page.goto(`/dossier/modify/${dossierId}?tab=${tab}`);
  await settle(page, /1001/);
}

/** Where the character at `index` of the element's text is drawn: its line (top) and its x (centre). */
function charAt(element: Locator, index: number): Promise<{ x: number; line: number }> {
  return element.evaluate((root, at) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let offset = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent?.length ?? 0;
      if (at < offset + length) {
        const range = document.createRange();
        range.setStart(node, at - offset);
        range.setEnd(node, at - offset + 1);
        const box = range.getBoundingClientRect();
        return { x: box.left + box.width / 2, line: Math.round(box.top + box.height / 2) };
      }
      offset += length;
    }
    throw new Error(`no character ${at} in ${root.textContent}`);
  }, index);
}

const charX = async (element: Locator, index: number) => (await charAt(element, index)).x;

/** The characters at these indexes of the text are read in this order on screen: line by line, each from left to right. */
async function expectLeftToRight(element: Locator, indexes: number[]) {
  const places: { x: number; line: number }[] = [];
  for (const index of indexes) places.push(await charAt(element, index));
  const reading = [...places].sort((a, b) => (Math.abs(a.line - b.line) > 4 ? a.line - b.line : a.x - b.x));
  expect(places).toEqual(reading);
}

/**
 * Every table of the page is a stack of cards at phone width, and nothing in a card is cut: no
 * cell or control past the card's edges, no text clipped or ended with an ellipsis, no button
 * whose label overflows it, and each column name fits beside its value (a name on two lines
 * makes the cell taller rather than running into the next one).
 */
async function expectWholeCards(page: Page) {
  await page.locator('[data-responsive-table] table tbody tr').first().waitFor();
  const report = await page.evaluate(() => {
    const problems: string[] = [];
    let rows = 0;
    for (const table of Array.from(document.querySelectorAll<HTMLTableElement>('[data-responsive-table] table'))) {
      for (const row of Array.from(table.tBodies[0]?.rows ?? [])) {
        rows += 1;
        if (getComputedStyle(row).display !== 'block') problems.push('a row is not a card');
        const card = row.getBoundingClientRect();
        for (const cell of Array.from(row.cells)) {
          const box = cell.getBoundingClientRect();
          if (box.left < -0.5 || box.right > window.innerWidth + 0.5) problems.push(`off-screen cell: ${cell.textContent}`);
          for (const element of Array.from(cell.querySelectorAll<HTMLElement>('*'))) {
            const style = getComputedStyle(element);
            const rect = element.getBoundingClientRect();
            if (rect.width === 0 || style.visibility === 'hidden' || element.closest('.visually-hidden')) continue;
            if (rect.left < card.left - 1 || rect.right > card.right + 1) problems.push(`outside its card: ${element.textContent}`);
            const clips = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
            if (clips && element.scrollWidth > element.clientWidth + 1) problems.push(`cut: ${element.textContent}`);
          }
          const label = cell.getAttribute('data-label');
          if (label) {
            const before = getComputedStyle(cell, '::before');
            const probe = document.createElement('div');
            probe.style.cssText = `position:absolute;visibility:hidden;width:${before.width};font:${before.font};overflow-wrap:anywhere`;
            probe.textContent = label;
            document.body.append(probe);
            const labelHeight = probe.getBoundingClientRect().height;
            probe.remove();
            const padding = parseFloat(getComputedStyle(cell).paddingTop) + parseFloat(getComputedStyle(cell).paddingBottom);
            if (box.height - padding < labelHeight - 1) problems.push(`column name runs past its cell: ${label}`);
          }
        }
      }
    }
    return { rows, problems };
  });
  expect(report.rows).toBeGreaterThan(0);
  expect(report.problems).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

/** WCAG contrast of an element's text on its own background. */
function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(node);
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

describe.each(COMBOS)('%s at the %s', (lang, width) => {
  const words = WORDS[lang];

  it("the dossier's parties: each role in words, with its icon, readable on its badge", async () => {
    await usePage(signedIn(lang, width), async ({ page }) => {
      await openDossierTab(page, 'parties');
      const badges = page.getByTestId('party-role');
      await expect.poll(() => badges.count()).toBe(ROLES.length);
      for (const [index, role] of ROLES.entries()) {
        const badge = page.locator(`[data-testid="party-role"][data-role="${role}"]`);
        expect((await badge.innerText()).trim()).toBe(words.roles[index]);
        // Not told by colour alone: an icon of its own beside the words.
        expect(await badge.locator('svg').count()).toBe(1);
        // The walk found text the colour of its badge (1:1).
        expect(await contrastOf(badge)).toBeGreaterThanOrEqual(4.5);
      }
      if (width === 'phone') await expectWholeCards(page);
    });
  });

  it('the deadlines board goes on past 30 days', async () => {
    await usePage(signedIn(lang, width), async ({ page }) => {
      await page.goto('/deadlines');
      await settle(page, words.deadlines);
      const later = page.getByTestId('board-later');
      await expect.poll(() => later.getByRole('heading', { name: words.later }).count()).toBe(1);
      await expect.poll(() => later.getByTestId('board-row').count()).toBe(1);
      expect(await later.innerText()).toContain('58');
      // Within 30 days: 1001's appeal (8 days) and 1002's cassation (20 days).
      expect(await page.getByTestId('board-month').getByTestId('board-row').count()).toBe(2);
      if (width === 'phone') await expectWholeCards(page);
    });
  });

  it('a plate and an Arabic file name read left to right as they were typed', async () => {
    await usePage(signedIn(lang, width), async ({ page }) => {
      await openDossierTab(page, 'documents');
      const plate = page.locator('bdi[dir="ltr"]', { hasText: PLATE }).first();
      expect(await plate.textContent()).toBe(PLATE);
      // "12345", then the letter, then "6": not "6-أ-12345", nor "12345-6-أ".
      await expectLeftToRight(plate, [0, PLATE.indexOf('أ'), PLATE.length - 1]);

      const file = page.locator('bdi[dir="ltr"]', { hasText: ARABIC_FILE }).first();
      expect(await file.textContent()).toBe(ARABIC_FILE);
      // The number, then the Arabic words, then the extension: not "pdf.2026-1201-1457 حكم ابتدائي".
      await expectLeftToRight(file, [0, ARABIC_FILE.indexOf('ح'), ARABIC_FILE.indexOf('.pdf')]);
      if (width === 'phone') await expectWholeCards(page);

      // In the form, it is typed and shown in that order too, character by character.
      await page.getByRole('button', { name: words.editDossier }).click();
      const input = page.getByRole('textbox', { name: words.plateField });
      await expect.poll(() => input.inputValue()).toBe(PLATE);
      expect(await input.evaluate((node) => [getComputedStyle(node).direction, getComputedStyle(node).unicodeBidi])).toEqual([
        'ltr',
        'bidi-override',
      ]);
      await expectNoSeriousA11yViolations(page);
    });
  });

  it('a deleted document comes back, or goes for good, each after a question', async () => {
    const ids = trashed.get(`${lang}-${width}`)!;
    await usePage(signedIn(lang, width), async ({ page }) => {
      await openDossierTab(page, 'documents');
      await page.getByRole('button', { name: words.showDeleted }).click();
      const restoreRow = page.getByTestId(`deleted-document-${ids.restore}`);
      await restoreRow.waitFor();
      await expectNoSeriousA11yViolations(page);
      if (width === 'phone') await expectWholeCards(page);

      await restoreRow.getByRole('button').filter({ hasText: words.restore }).click();
      const question = page.getByRole('alertdialog');
      await question.waitFor();
      expect(await question.innerText()).toContain(`restore-${lang}-${width}.txt`);
      await expectNoSeriousA11yViolations(page);
      await question.getByRole('button', { name: words.restore, exact: true }).click();
      await expectToast(page, words.restored);
      await page.getByTestId(`document-row-${ids.restore}`).waitFor();
      await expect.poll(() => restoreRow.count()).toBe(0);

      const purgeRow = page.getByTestId(`deleted-document-${ids.purge}`);
      await purgeRow.getByRole('button').filter({ hasText: words.purge }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: words.purge, exact: true }).click();
      await expectToast(page, words.purged);
      await expect.poll(() => purgeRow.count()).toBe(0);
      expect((await api.request('GET', `/api/documents/${ids.purge}`)).status).toBe(404);
      expect((await api.request('GET', `/api/documents/${ids.restore}`)).status).toBe(200);
    });
  });

  it("tomorrow's list and the court roll: whole on a phone, the roll printed without its controls", async () => {
    await usePage(signedIn(lang, width), async ({ page }) => {
      await page.goto('/actions/tomorrow');
      await settle(page, words.tomorrow);
      // One way to the roll, not two.
      expect(await page.locator('main').getByRole('link', { name: words.roll }).count()).toBe(1);
      if (width === 'phone') {
        await expectWholeCards(page);
        // The whole postponement, with its date, in the card: not "تأخير إلى 26…".
        expect(await page.getByText(POSTPONED).isVisible()).toBe(true);
        // The quick search keeps its room beside the overdue link.
        const search = page.locator('header button[aria-keyshortcuts]');
        expect((await search.boundingBox())!.width).toBeGreaterThanOrEqual(34);
      }

      await page.goto(`/agenda/roll?date=${utcDay(1)}`);
      await settle(page, words.roll);
      const roll = page.locator('[data-responsive-table]').first();
      // The number typed year first on the dossier is its first-instance level's, written as the court writes it.
      expect(await roll.innerText()).toContain('1457/1201/2026');
      if (width === 'phone') await expectWholeCards(page);
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('[data-dates-input]').isVisible()).toBe(false);
      expect(await page.getByRole('link', { name: /PDF/ }).isVisible()).toBe(false);
      expect(await page.getByRole('switch').isVisible()).toBe(false);
      expect(await roll.isVisible()).toBe(true);
      await page.emulateMedia({ media: 'screen' });
    });
  });
});

describe.each(['fr', 'ar'] as const)('on a phone (%s), the drawer', (lang) => {
  it('closes on every navigation, also from the top bar beside it', async () => {
    await usePage(signedIn(lang, 'phone'), async ({ page }) => {
      await page.goto('/');
      await settle(page, WORDS[lang].dashboard);
      const drawer = page.getByTestId('side-menu');
      const menu = page.getByRole('button', { name: WORDS[lang].menu });

      // The top bar's "tomorrow" bell stays tappable beside the open drawer.
      await menu.tap();
      await expect.poll(() => drawer.getAttribute('data-state')).toBe('drawer-open');
      await page.locator('header a[href="/actions/tomorrow"]').tap();
      await page.waitForURL((url) => url.pathname === '/actions/tomorrow');
      await expect.poll(() => drawer.getAttribute('data-state')).toBe('drawer-closed');
      expect(await page.locator('main').getAttribute('inert')).toBeNull();
      await settle(page, WORDS[lang].tomorrow);

      // A link in the drawer, then the browser's back button.
      await menu.tap();
      await expect.poll(() => drawer.getAttribute('data-state')).toBe('drawer-open');
      await drawer.getByRole('link', { name: WORDS[lang].deadlines, exact: true }).tap();
      await page.waitForURL((url) => url.pathname === '/deadlines');
      await expect.poll(() => drawer.getAttribute('data-state')).toBe('drawer-closed');
      await menu.tap();
      await expect.poll(() => drawer.getAttribute('data-state')).toBe('drawer-open');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/actions/tomorrow');
      await expect.poll(() => drawer.getAttribute('data-state')).toBe('drawer-closed');
      await settle(page, WORDS[lang].tomorrow);
    });
  });
});

describe.each(['fr', 'ar'] as const)('at the desk (%s)', (lang) => {
  it('the dashboard says a colleague waits for approval; the top bar shows the office name from its start', async () => {
    await usePage(signedIn(lang, 'desk'), async ({ page }) => {
      await page.goto('/');
      await settle(page, WORDS[lang].dashboard);
      const notice = page.getByTestId('pending-accounts');
      await expect.poll(() => notice.innerText()).toContain(WORDS[lang].pending);
      await notice.getByRole('link').click();
      await page.waitForURL((url) => url.pathname === '/admin/users');

      // A Latin office name in the Arabic screens is cut at its end ("Cabinet Maître…"), not its start.
      const office = page.getByTestId('office-name');
      expect(await office.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr');
      const box = (await office.boundingBox())!;
      const [first, sixth] = [await charX(office, 0), await charX(office, 5)];
      expect(first).toBeGreaterThanOrEqual(box.x);
      expect(first).toBeLessThan(sixth);
      // The shortcut stays on one line in the search button.
      const kbd = page.locator('header kbd');
      expect((await kbd.boundingBox())!.height).toBeLessThan(26);
    });
  });
});
