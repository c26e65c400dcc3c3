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

const round = (n: number) => Math.round(n * 10) / 10;

async function timed(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`probe ${url} answered ${res.status}`);
  return performance.now() - started;
}

export async function probeDuringHeavy(options: { baseURL: string; cookie: string; heavyPath: string; probePath?: string; intervalMs?: number }): Promise<HeavyProbe> {
  const probePath = options.probePath ?? '/api/dashboard';
  const interval = options.intervalMs ?? 25;
  const probeUrl = `${options.baseURL}${probePath}`;

  const idle: number[] = [];
  for (let i = 0; i < 40; i++) {
    idle.push(await timed(probeUrl, options.cookie));
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
  idle.sort((a, b) => a - b);
  const idleP50 = idle[Math.floor(idle.length / 2)]!;
  const idleP95 = idle[Math.ceil(idle.length * 0.95) - 1]!;

  const started = performance.now();
  let heavyDone = false;
  // The body is counted as it arrives, not kept: an 800 MB backup gathered into one buffer (and
  // the collection of its chunks) held this process, which also times the probes, for 2.6 s.
  const heavy = fetch(`${options.baseURL}${options.heavyPath}`, { headers: { cookie: options.cookie, 'accept-encoding': 'br, gzip' } })
    .then(async (res) => {
      let bytes = 0;
      if (res.body) for await (const chunk of res.body) bytes += chunk.byteLength;
      return { status: res.status, bytes };
    })
    .finally(() => {
      heavyDone = true;
    });
  const during: number[] = [];
  // A first probe right away: the heavy request's own start is measured too.
  while (!heavyDone) {
    const tick = performance.now();
    during.push(await timed(probeUrl, options.cookie));
    const rest = interval - (performance.now() - tick);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }
  const { status, bytes } = await heavy;
  const heavyMs = performance.now() - started;
  const worst = Math.max(0, ...during);
  return {
    heavy_path: options.heavyPath,
    heavy_status: status,
    heavy_ms: round(heavyMs),
    heavy_bytes: bytes,
    probe_path: probePath,
    idle_p50_ms: round(idleP50),
    idle_p95_ms: round(idleP95),
    probes: during.length,
    probe_max_ms: round(worst),
    max_delay_ms: round(Math.max(0, worst - idleP95)),
  };
}
