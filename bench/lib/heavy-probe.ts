import { Worker } from 'node:worker_threads';

/**
 * "No request waits behind heavy work": while one heavy download runs (the admin's backup, a
 * year of agenda exported), a probe asks for the dashboard every 25 ms, one request at a time.
 * The worst probe's latency minus the 95th percentile of the same probe on the idle server (40
 * probes at the same pace just before) is how long the heavy work delayed a request (budget:
 * 50 ms); the idle percentile absorbs what other processes on a shared machine add anyway.
 */
export interface HeavyProbe {
  heavy_path: string;
  heavy_status: number;
  heavy_ms: number;
  heavy_bytes: number;
  probe_path: string;
  idle_p50_ms: number;
  idle_p95_ms: number;
  probes: number;
  probe_max_ms: number;
  max_delay_ms: number;
}

/** A figure to a tenth, as the probes report them. */
export const round = (n: number) => Math.round(n * 10) / 10;

async function timed(url: string, cookie?: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: cookie ? { cookie } : {} });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`probe ${url} answered ${res.status}`);
  return performance.now() - started;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The probe on the idle server, `count` times at its pace: its median and 95th percentile. */
export async function idleProbe(url: string, options: { cookie?: string; intervalMs: number; count?: number }): Promise<{ p50_ms: number; p95_ms: number }> {
  const idle: number[] = [];
  for (let i = 0; i < (options.count ?? 40); i++) {
    idle.push(await timed(url, options.cookie));
    await pause(options.intervalMs);
  }
  idle.sort((a, b) => a - b);
  return { p50_ms: idle[Math.floor(idle.length / 2)]!, p95_ms: idle[Math.ceil(idle.length * 0.95) - 1]! };
}

/**
 * The probe one request at a time, a request every `intervalMs` at most, while `running()`; every
 * latency (and, in `startedAt` when given, when each probe was sent, by performance.now()).
 */
export async function probeWhile(
  url: string,
  options: { cookie?: string; intervalMs: number; startedAt?: number[] },
  running: () => boolean,
): Promise<number[]> {
  const during: number[] = [];
  // A first probe right away: the heavy work's own start is measured too.
  while (running()) {
    const tick = performance.now();
    options.startedAt?.push(tick);
    during.push(await timed(url, options.cookie));
    const rest = options.intervalMs - (performance.now() - tick);
    if (rest > 0) await pause(rest);
  }
  return during;
}

/** How much later than on the idle server the slowest probe was answered. */
export const delayBeyondIdle = (during: number[], idleP95: number) => round(Math.max(0, Math.max(0, ...during) - idleP95));

/**
 * The heavy download on its own thread, its body counted as it arrives and not kept: gathered into
 * one buffer (800 MB for a backup), or merely received and collected on the thread that times the
 * probes, it held that thread for up to 2.6 s, and the probes counted it as the server's delay.
 */
function downloadOffThread(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number }> {
  const code = `const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const res = await fetch(workerData.url, { headers: workerData.headers });
  let bytes = 0;
  if (res.body) for await (const chunk of res.body) bytes += chunk.byteLength;
  parentPort.postMessage({ status: res.status, bytes });
})().catch((error) => parentPort.postMessage({ error: String(error) }));`;
  const worker = new Worker(code, { eval: true, workerData: { url, headers } });
  return new Promise<{ status: number; bytes: number }>((resolve, reject) => {
    worker.once('message', (answer: { status: number; bytes: number } | { error: string }) => {
      if ('error' in answer) reject(new Error(`heavy download ${url}: ${answer.error}`));
      else resolve(answer);
    });
    worker.once('error', reject);
  }).finally(() => void worker.terminate());
}

export async function probeDuringHeavy(options: { baseURL: string; cookie: string; heavyPath: string; probePath?: string; intervalMs?: number }): Promise<HeavyProbe> {
  const probePath = options.probePath ?? '/api/dashboard';
  const interval = options.intervalMs ?? 25;
  const probeUrl = `${options.baseURL}${probePath}`;

  const idle = await idleProbe(probeUrl, { cookie: options.cookie, intervalMs: interval });

  const started = performance.now();
  let heavyDone = false;
  const heavy = downloadOffThread(`${options.baseURL}${options.heavyPath}`, { cookie: options.cookie, 'accept-encoding': 'br, gzip' }).finally(() => {
    heavyDone = true;
  });
  const during = await probeWhile(probeUrl, { cookie: options.cookie, intervalMs: interval }, () => !heavyDone);
  const { status, bytes } = await heavy;
  const heavyMs = performance.now() - started;
  const worst = Math.max(0, ...during);
  return {
    heavy_path: options.heavyPath,
    heavy_status: status,
    heavy_ms: round(heavyMs),
    heavy_bytes: bytes,
    probe_path: probePath,
    idle_p50_ms: round(idle.p50_ms),
    idle_p95_ms: round(idle.p95_ms),
    probes: during.length,
    probe_max_ms: round(worst),
    max_delay_ms: delayBeyondIdle(during, idle.p95_ms),
  };
}
