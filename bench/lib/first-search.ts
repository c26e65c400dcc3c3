/**
 * A search's total is kept a few seconds per search (the dossiers' and parties' services), and
 * the load runs repeat the same few searches: most of their requests find the total already
 * counted. This measures what a term searched for the first time costs, counting included:
 * each search once, one request at a time, its term respelled so that no cache holds it. The
 * respelling appends tatweels, which the search's folding removes: the same matches, a new key.
 */
export interface FirstSearches {
  requests: number;
  p50_ms: number;
  max_ms: number;
}

const RESPELLINGS = 3;

function respelled(path: string, times: number): string {
  const url = new URL(path, 'http://bench.invalid');
  url.searchParams.set('q', `${url.searchParams.get('q') ?? ''}${'\u0640'.repeat(times)}`);
  // Page sizes of one: the page is full, so its total is counted rather than read off a short page.
  url.searchParams.set('page_size', '1');
  return `${url.pathname}${url.search}`;
}

export async function measureFirstSearches(options: { baseURL: string; cookie: string; paths: string[] }): Promise<FirstSearches> {
  const times: number[] = [];
  for (let n = 1; n <= RESPELLINGS; n++) {
    for (const path of options.paths) {
      const started = performance.now();
      const res = await fetch(`${options.baseURL}${respelled(path, n)}`, { headers: { cookie: options.cookie, 'accept-encoding': 'gzip, deflate, br' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`first search ${path}: answered ${res.status}`);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { requests: times.length, p50_ms: round(times[Math.floor((times.length - 1) / 2)] ?? 0), max_ms: round(times.at(-1) ?? 0) };
}
