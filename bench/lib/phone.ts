import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import { waitForQuietMachine, type QuietWait } from './quiet';

/**
 * Lighthouse's mobile profile in Chromium: 150 ms round trip, 1.6 Mbps down, 750 kbps up, the CPU
 * slowed 4×, a 390×844 phone screen. Each route is loaded cold (a new context: empty cache) three
 * times, and the median largest contentful paint (LCP) is kept; the bytes are those Chromium
 * actually received (encoded, i.e. compressed, plus headers), asking with its usual
 * `Accept-Encoding: gzip, deflate, br, zstd`. The warm visit is a second visit of `/` in the same
 * context (HTTP cache and session kept), as a user reopening the app.
 */
export const PHONE_PROFILE = { rttMs: 150, downKbps: 1638.4, upKbps: 750, cpuSlowdown: 4, width: 390, height: 844 };

export interface RouteLoad {
  lcp_ms: number;
  transferred_kb: number;
  js_css_kb: number;
  requests: number;
}

export interface PhoneRoute extends RouteLoad {
  path: string;
  runs: RouteLoad[];
}

export interface PhoneResults {
  profile: typeof PHONE_PROFILE;
  /** The browser's version: a new Chromium can move these figures as much as a change of code. */
  browser: string;
  /** How fast this machine runs a page's script, unthrottled (see `hostCpuScore`). */
  host_cpu_score: number;
  /** How long the machine took to be quiet before the first load (see `waitForQuietMachine`). */
  quiet: QuietWait;
  routes: Record<string, PhoneRoute>;
  warm: PhoneRoute;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Records LCP candidates from the very start of the page; the last one is the LCP. */
const LCP_OBSERVER = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = Math.max(window.__lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function loadOnce(context: BrowserContext, url: string): Promise<RouteLoad> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.rttMs,
    downloadThroughput: (PHONE_PROFILE.downKbps * 1024) / 8,
    uploadThroughput: (PHONE_PROFILE.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.PHONE_CPU ?? PHONE_PROFILE.cpuSlowdown) });
  const types = new Map<string, string>();
  let total = 0;
  let jsCss = 0;
  let requests = 0;
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    requests++;
    total += event.encodedDataLength;
    const type = types.get(event.requestId);
    if (type === 'Script' || type === 'Stylesheet') jsCss += event.encodedDataLength;
  });
  await page.addInitScript(LCP_OBSERVER);
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 }).catch(() => undefined);
  // The network can fall idle while a slowed CPU is still running the screen's code: wait until
  // a largest paint has been recorded and has not moved for two seconds (at most a minute).
  const readLcp = () => page.evaluate(() => (globalThis as unknown as { __lcp: number }).__lcp);
  let lcp = await readLcp();
  let stableSince = performance.now();
  for (const deadline = performance.now() + 60_000; performance.now() < deadline; ) {
    await page.waitForTimeout(500);
    const next = await readLcp();
    if (next !== lcp) {
      lcp = next;
      stableSince = performance.now();
    } else if (lcp > 0 && performance.now() - stableSince >= 2000) break;
  }
  await page.close();
  return { lcp_ms: round(lcp, 0), transferred_kb: round(total / 1024), js_css_kb: round(jsCss / 1024), requests };
}

/** Run in the page as text: the TypeScript loader would add helpers the page does not have. */
const HOST_CPU_SCORE = `(() => {
  const round = (seed) => {
    const words = [];
    for (let i = 0; i < 200; i++) words.push('dossier-' + ((seed * 31 + i * 17) % 997));
    const rows = words.map((word, index) => ({ word, index, length: word.length }));
    rows.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : a.index - b.index));
    return rows.reduce((sum, row) => sum + row.length, 0);
  };
  let best = 0;
  let sink = 0;
  for (let sample = 0; sample < 5; sample++) {
    const start = performance.now();
    let rounds = 0;
    while (performance.now() - start < 200) sink += round(rounds++);
    best = Math.max(best, rounds / ((performance.now() - start) / 1000));
  }
  return sink > 0 ? Math.round(best) : 0; // sink: the work cannot be optimised away
})()`;

/**
 * The 4× CPU slowdown divides the speed of the machine running the benchmark, so the same build
 * paints later on a slower machine (Lighthouse warns of this, and DevTools calibrates its presets
 * against a device score for the same reason). This score, recorded with every phone run, tells
 * which machine a figure came from: rounds per second of a fixed piece of script
 * (strings, arrays, objects, a sort: the kind of work a screen's code does), unthrottled, in the
 * same Chromium, the best of five 200 ms samples. On a machine scoring half as much, the
 * script, style and layout part of a load takes about twice as long; the network part does not move.
 */
async function hostCpuScore(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return (await page.evaluate(HOST_CPU_SCORE)) as number;
  } finally {
    await page.close();
  }
}

function medianRun(runs: RouteLoad[]): RouteLoad {
  const sorted = [...runs].sort((a, b) => a.lcp_ms - b.lcp_ms);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function newPhoneContext(browser: Browser, baseURL: string, cookie: string | null): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: PHONE_PROFILE.width, height: PHONE_PROFILE.height },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  if (cookie) {
    const [name, value] = cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: baseURL }]);
  }
  return context;
}

export async function measurePhone(options: { baseURL: string; cookie: string; runs?: number; log?: (line: string) => void }): Promise<PhoneResults> {
  const runs = options.runs ?? 3;
  const quiet = await waitForQuietMachine();
  options.log?.(
    `[bench] phone: the machine was ${Math.round(quiet.busy_at_start * 100)}% busy; quiet (${Math.round(quiet.busy_at_end * 100)}%) after ${(quiet.waited_ms / 1000).toFixed(1)} s${quiet.timed_out ? ' (gave up waiting)' : ''}`,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const routes: Record<string, PhoneRoute> = {};
    for (const [name, path, signedIn] of [['login', '/login', false], ['dashboard', '/', true], ['tomorrow', '/actions/tomorrow', true]] as const) {
      const loads: RouteLoad[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await newPhoneContext(browser, options.baseURL, signedIn ? options.cookie : null);
        try {
          loads.push(await loadOnce(context, `${options.baseURL}${path}`));
        } finally {
          await context.close();
        }
      }
      routes[name] = { path, ...medianRun(loads), runs: loads };
      options.log?.(`[bench] phone ${path}: LCP ${routes[name]!.lcp_ms} ms, ${routes[name]!.js_css_kb} KB JS+CSS, ${routes[name]!.transferred_kb} KB in ${routes[name]!.requests} requests`);
    }
    const warmLoads: RouteLoad[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await newPhoneContext(browser, options.baseURL, options.cookie);
      try {
        await loadOnce(context, `${options.baseURL}/`);
        warmLoads.push(await loadOnce(context, `${options.baseURL}/`));
      } finally {
        await context.close();
      }
    }
    const warm = { path: '/', ...medianRun(warmLoads), runs: warmLoads };
    options.log?.(`[bench] phone warm /: LCP ${warm.lcp_ms} ms, ${warm.transferred_kb} KB in ${warm.requests} requests`);
    const host_cpu_score = await hostCpuScore(browser);
    options.log?.(`[bench] phone host CPU score (unthrottled): ${host_cpu_score}`);
    return { profile: PHONE_PROFILE, browser: browser.version(), host_cpu_score, quiet, routes, warm };
  } finally {
    await browser.close();
  }
}
