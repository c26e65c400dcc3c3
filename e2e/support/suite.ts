import type { Browser, BrowserContextOptions } from 'playwright-core';
import { registerFirstAdmin, type ApiClient } from './api';
import { launchBrowser, openPage, type OpenedPage } from './browser';
import { startServer, type RunningServer } from './server';

/** What a test file's tests share: one server on a fresh database and one browser. */
export interface Suite {
  server: RunningServer;
  browser: Browser;
}

/** A suite whose first account, the admin, is registered and signed in through the API. */
export interface AdminSuite extends Suite {
  api: ApiClient;
}

export async function startSuite(options: Parameters<typeof startServer>[0] = {}): Promise<Suite> {
  const server = await startServer(options);
  return { server, browser: await launchBrowser() };
}

export async function startAdminSuite(options: Parameters<typeof startServer>[0] = {}): Promise<AdminSuite> {
  const suite = await startSuite(options);
  return { ...suite, api: await registerFirstAdmin(suite.server.baseURL) };
}

/** Closes what started; safe when the start failed half-way. */
export async function stopSuite(suite: Partial<Suite> | undefined): Promise<void> {
  await suite?.browser?.close();
  await suite?.server?.stop();
}

/**
 * A page signed in as the suite's admin, in the given language, in the default motion setting
 * (axe must pass while things move).
 */
export async function openSignedIn(suite: AdminSuite, lang: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const opened = await openPage(suite.browser, suite.server.baseURL, options);
  await suite.api.shareSession(opened.context);
  await opened.context.addInitScript((language) => localStorage.setItem('language', language), lang);
  return opened;
}
