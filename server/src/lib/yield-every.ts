import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * For a long loop that must stay on the main thread: `const pause = yieldEvery(10)`, then
 * `await pause()` in each iteration. It hands the event loop back to waiting requests whenever
 * `budgetMs` of work has gone by since the last time, and costs a clock read otherwise.
 */
export function yieldEvery(budgetMs = 10): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < budgetMs) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}

/** Maps `items` in slices of at most `budgetMs` of work each, yielding to other requests in between. */
export async function mapYielding<T, R>(items: readonly T[], map: (item: T, index: number) => R, budgetMs = 10): Promise<R[]> {
  const pause = yieldEvery(budgetMs);
  const out: R[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    out[i] = map(items[i]!, i);
    const wait = pause();
    if (wait) await wait;
  }
  return out;
}
