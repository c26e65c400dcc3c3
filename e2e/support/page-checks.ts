import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe';
import type { OpenedPage } from './browser';

/** Waits for the screen's title and its requests to finish, then checks it with axe. */
export async function settle(page: Page, heading: string | RegExp, timeout = 30_000): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout });
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
}

/** Resolves once a toast with this text shows. */
export const expectToast = (page: Page, text: string) =>
  expect.poll(() => page.locator('.mantine-Notification-root').filter({ hasText: text }).count()).toBeGreaterThan(0);

/**
 * Runs a test's steps on an opened page, then expects the page to have reported no error; the
 * page's context is closed whatever happens.
 */
export async function usePage(opening: OpenedPage | Promise<OpenedPage>, steps: (opened: OpenedPage) => Promise<void>): Promise<void> {
  const opened = await opening;
  try {
    await steps(opened);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.context.close();
  }
}
