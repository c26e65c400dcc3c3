import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ApiClient } from './support/api';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPage } from './support/browser';
import type { RunningServer } from './support/server';
import { startSuite, stopSuite } from './support/suite';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await startSuite()));

afterAll(() => stopSuite({ server, browser }));

const POLL = { timeout: 15_000 };

/** Waits until the first match is visible (lazy pages and API calls take a moment). */
const shown = (locator: Locator) => locator.first().waitFor({ state: 'visible', timeout: 15_000 });

async function signIn(page: Page, login: string, password: string) {
  await page.getByRole('textbox', { name: 'Email or username' }).fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('foundation: accounts, layout, languages', () => {
  it('registers the first account as admin, then returns a signed-out visitor to the page asked for', async () => {
    const { context, page } = await openPage(browser, server.baseURL);
    try {
      await page.goto('/register');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('textbox', { name: 'Full name' }).fill(ADMIN.full_name);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
      await page.getByRole('textbox', { name: 'Confirm password' }).fill('not the same');
      await page.getByRole('button', { name: 'Register' }).click();
      await shown(page.getByText('Passwords do not match'));
      await page.getByRole('textbox', { name: 'Confirm password' }).fill(ADMIN.password);
      await page.getByRole('button', { name: 'Register' }).click();
      await page.waitForURL('**/login');
      await shown(page.getByText('Registration Successful'));

      await page.goto('/profile');
      await page.waitForURL(/\/login\?next=%2Fprofile/);
      await expectNoSeriousA11yViolations(page);
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/profile');
      await shown(page.getByRole('heading', { name: 'Profile' }));
      await shown(page.getByText('Administrator'));
      await expectNoSeriousA11yViolations(page);
    } finally {
      await context.close();
    }
  });

  it('shows the same failure message for a wrong password and an unknown account', async () => {
    const { context, page } = await openPage(browser, server.baseURL);
    try {
      await page.goto('/login');
      await signIn(page, ADMIN.email, 'wrong password');
      await shown(page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' }));
      await page.reload();
      await signIn(page, 'nobody@example.test', 'wrong password');
      await shown(page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' }));
      expect(page.url()).toContain('/login');
    } finally {
      await context.close();
    }
  });

  it('lets the admin approve a second account, which can then sign in', async () => {
    const staff = { full_name: 'Samir Staff', email: 'samir@example.test', password: 'samir password 1' };
    const visitor = new ApiClient(server.baseURL);
    await visitor.post('/api/auth/register', staff);
    const pending = await visitor.request('POST', '/api/auth/login', { login: staff.email, password: staff.password });
    expect(pending.status).toBe(403);

    const { context, page } = await openPage(browser, server.baseURL);
    try {
      await page.goto('/admin/users');
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/admin/users');
      const row = page.getByRole('row').filter({ hasText: staff.email });
      await shown(row.getByText('Awaiting approval'));
      await expectNoSeriousA11yViolations(page);
      await row.getByRole('button', { name: 'Approve' }).click();
      await shown(row.getByText('Active'));
    } finally {
      await context.close();
    }
    const approved = await visitor.request('POST', '/api/auth/login', { login: staff.email, password: staff.password });
    expect(approved.status).toBe(200);
  });

  it('switches to Arabic right-to-left, keeps it across a reload, and shows the 404 page', async () => {
    const api = new ApiClient(server.baseURL);
    await api.signIn(ADMIN.email, ADMIN.password);
    const { context, page } = await openPage(browser, server.baseURL);
    try {
      await api.shareSession(context);
      await page.goto('/no/such/page');
      await shown(page.getByText('Oops! Page not found'));
      await shown(page.getByText('404'));
      await expectNoSeriousA11yViolations(page);

      await page.getByText('العربية').click();
      await expect.poll(() => page.evaluate(() => document.documentElement.dir), POLL).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
      await page.reload();
      await expect.poll(() => page.evaluate(() => document.documentElement.dir), POLL).toBe('rtl');
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
      await shown(page.getByText('عذرًا! الصفحة غير موجودة'));
      await expectNoSeriousA11yViolations(page);
      await page.goto('/profile');
      await shown(page.getByRole('heading', { name: 'الملف الشخصي' }));
      await expectNoSeriousA11yViolations(page);
      await page.getByText('EN', { exact: true }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.dir), POLL).toBe('ltr');
    } finally {
      await context.close();
    }
  });

  it('collapses the side menu with Ctrl+B and remembers it; on a phone it is a drawer', async () => {
    const api = new ApiClient(server.baseURL);
    await api.signIn(ADMIN.email, ADMIN.password);
    const desktop = await openPage(browser, server.baseURL, { viewport: { width: 1280, height: 800 } });
    try {
      await api.shareSession(desktop.context);
      await desktop.page.goto('/profile');
      const menu = desktop.page.getByTestId('side-menu');
      await expect.poll(() => menu.getAttribute('data-state'), POLL).toBe('expanded');
      await desktop.page.keyboard.press('Control+b');
      await expect.poll(() => menu.getAttribute('data-state'), POLL).toBe('collapsed');
      await desktop.page.reload();
      await expect.poll(() => desktop.page.getByTestId('side-menu').getAttribute('data-state'), POLL).toBe('collapsed');
      const cookies = await desktop.context.cookies();
      const cookie = cookies.find((c) => c.name === 'sidebar_state');
      expect(cookie?.value).toBe('collapsed');
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
    } finally {
      await desktop.context.close();
    }

    const phone = await openPage(browser, server.baseURL, { viewport: { width: 390, height: 800 } });
    try {
      await api.shareSession(phone.context);
      await phone.page.goto('/profile');
      const menu = phone.page.getByTestId('side-menu');
      await expect.poll(() => menu.getAttribute('data-state'), POLL).toBe('drawer-closed');
      await phone.page.getByRole('button', { name: 'Toggle menu (Ctrl+B)' }).first().click();
      await expect.poll(() => menu.getAttribute('data-state'), POLL).toBe('drawer-open');
      await expect.poll(() => menu.getByRole('link', { name: 'Dashboard' }).isVisible(), POLL).toBe(true);
      await expectNoSeriousA11yViolations(phone.page);
    } finally {
      await phone.context.close();
    }
  });

  it('notices an expired session on the next request and returns to /login with a notice', async () => {
    const api = new ApiClient(server.baseURL);
    await api.signIn(ADMIN.email, ADMIN.password);
    const { context, page } = await openPage(browser, server.baseURL);
    try {
      await api.shareSession(context);
      await page.goto('/admin/users');
      await shown(page.getByRole('heading', { name: /Accounts/ }));
      // The session ends elsewhere (here: signed out through the API with the same cookie).
      await api.post('/api/auth/logout');
      // The settings page's request is answered 401: the app takes the user to sign in again.
      await page.getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL(/\/login\?expired=1/);
      await shown(page.getByText('Your session has expired. Please sign in again.'));
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/admin/settings');
    } finally {
      await context.close();
    }
  });

  it('logs out: the session ends and protected pages send back to /login', async () => {
    const { context, page } = await openPage(browser, server.baseURL);
    try {
      await page.goto('/login');
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(/\/login/);
      await shown(page.getByRole('button', { name: 'Sign in' }));
      await page.goto('/profile');
      await page.waitForURL(/\/login\?next=/);
      const stillSignedIn = await page.evaluate(async () => (await fetch('/api/auth/session')).status);
      expect(stillSignedIn).toBe(401);
    } finally {
      await context.close();
    }
  });
});
