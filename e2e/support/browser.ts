import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions and console errors (other than HTTP error statuses) seen on the page. */
  errors: string[];
}

/** A page in a fresh context (its own cookies) whose relative URLs resolve against `baseURL`. */
export async function openPage(browser: Browser, baseURL: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  // The default motion setting, as most people have it: axe must pass while things move.
  const context = await browser.newContext({ baseURL, reducedMotion: 'no-preference', ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Chromium logs every 4xx/5xx response as a console error; an expected 401 (signed out) is not a bug.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:')) errors.push(`console: ${message.text()}`);
  });
  return { context, page, errors };
}
