import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openPage } from './support/browser';
import type { RunningServer } from './support/server';
import { startSuite, stopSuite } from './support/suite';
import { usePage } from './support/page-checks';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await startSuite()));

afterAll(() => stopSuite({ server, browser }));

describe('smoke: the built app', () => {
  it('answers /api/health', async () => {
    const res = await fetch(`${server.baseURL}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('serves the web app at /', async () => {
    const res = await fetch(`${server.baseURL}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toMatch(/<div id="root">/);
  });

  it('renders the first page in Chromium without errors or serious accessibility violations', async () => {
    await usePage(openPage(browser, server.baseURL), async ({ page }) => {
      await page.goto('/');
      // The app rendered something readable (Mantine also puts a <style> in #root).
      await page.waitForFunction(() => (document.getElementById('root')?.innerText ?? '').trim().length > 0);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
    });
  });

  it('has an accessibility check that fails on faint text and an image without words', async () => {
    await usePage(openPage(browser, server.baseURL), async ({ page }) => {
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        const faint = Object.assign(document.createElement('p'), { textContent: 'Hearing moved to 9:30' });
        faint.style.color = '#d8d8d8';
        faint.style.background = '#ffffff';
        const image = document.createElement('img');
        image.src = '/favicon.svg';
        document.body.append(faint, image);
      });
      const check = expectNoSeriousA11yViolations(page);
      await expect(check).rejects.toThrow(/color-contrast \(serious\)/);
      await expect(check).rejects.toThrow(/image-alt \(critical\)/);
    });
  });
});
