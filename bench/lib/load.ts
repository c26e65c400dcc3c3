import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  rps: number;
  p50_ms: number;
  p95_ms: number;
  p99_ms: number;
  max_ms: number;
  non_2xx: number;
  errors: number;
  /** Mean response size (headers and body), bytes. */
  response_bytes: number;
}

/** Latencies and counts of one or more load runs, to be summed up with `summarize`. */
export interface Sample {
  latencies: number[];
  seconds: number;
  bytes: number;
  non2xx: number;
  errors: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** What a browser (and so the web app) sends with every request: answers come compressed as they would to staff. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/**
 * Closed-loop load with autocannon: `connections` clients each send the next request as soon as
 * the previous one answers, for `durationSeconds`. Latencies are recorded per response, so the
 * percentiles are exact (autocannon's own summary has no p95). `paths` rotate across requests.
 */
export async function sample(options: { baseURL: string; paths: string[]; cookie?: string; connections: number; durationSeconds: number }): Promise<Sample> {
  const latencies: number[] = [];
  let bytes = 0;
  let index = 0;
  const paths = options.paths;
  const instance = autocannon({
    url: options.baseURL,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...(options.cookie ? { cookie: options.cookie } : {}) },
    requests: [
      {
        method: 'GET',
        setupRequest: (request: Record<string, unknown>) => ({ ...request, path: paths[index++ % paths.length] }),
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, resBytes: number, responseTime: number) => {
    latencies.push(responseTime);
    bytes += resBytes;
  });
  const result = await instance;
  return { latencies, seconds: options.durationSeconds, bytes, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

export function summarize(samples: Sample[]): LoadResult {
  const sorted = Float64Array.from(samples.flatMap((s) => s.latencies)).sort();
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  const bytes = samples.reduce((sum, s) => sum + s.bytes, 0);
  return {
    requests: sorted.length,
    rps: round(sorted.length / seconds, 1),
    p50_ms: round(percentile(sorted, 50)),
    p95_ms: round(percentile(sorted, 95)),
    p99_ms: round(percentile(sorted, 99)),
    max_ms: round(sorted.length ? sorted[sorted.length - 1]! : 0),
    non_2xx: samples.reduce((sum, s) => sum + s.non2xx, 0),
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
    response_bytes: sorted.length ? Math.round(bytes / sorted.length) : 0,
  };
}

export async function load(options: Parameters<typeof sample>[0]): Promise<LoadResult> {
  return summarize([await sample(options)]);
}
