import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './axe';

/** Waits for the screen's title and its requests to finish, then checks it with axe. */
export async function settle(page: Page, heading: string | RegExp, timeout = 30_000): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout });
  await page.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(page);
}

/** Resolves once a toast with this text shows. */
export const expectToast = (page: Page, text: string) =>
  expect.poll(() => page.locator('.mantine-Notification-root').filter({ hasText: text }).count()).toBeGreaterThan(0);
