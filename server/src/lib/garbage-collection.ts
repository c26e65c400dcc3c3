import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collect = (options?: { type: 'minor' }) => void;

let gc: Collect | null | undefined;

/**
 * V8's garbage collection on demand, for the few places that know they just left much garbage
 * behind (an import between its phases, a large file streaming through). Node offers `gc` only
 * under `--expose-gc`; setting that flag at run time and taking `gc` from a fresh context gets it
 * however the server was started, without a global `gc` for every module to call.
 */
export function collectGarbage(type: 'major' | 'minor'): void {
  if (gc === undefined) {
    setFlagsFromString('--expose-gc');
    gc = (runInNewContext('gc') as Collect | undefined) ?? null;
  }
  // A full collection is `gc()`: with Node 20's V8, `gc({ type: 'major' })` only scavenges.
  if (type === 'minor') gc?.({ type: 'minor' });
  else gc?.();
}

/**
 * A major collection whenever the heap has grown by `grownBy` bytes since the last one this made;
 * cheap to ask for as often as the caller likes (it reads V8's heap size). V8's default heap may
 * let dead objects that reached its old generation pile up to hundreds of megabytes before it
 * collects them; a task that leaves such garbage behind as it goes keeps its peak near what is
 * alive plus `grownBy`.
 */
export function heapGrowthCollector(
  grownBy: number,
  { heapUsed = () => getHeapStatistics().used_heap_size, collect = () => collectGarbage('major') } = {},
): () => void {
  let after = 0;
  return () => {
    if (heapUsed() - after < grownBy) return;
    collect();
    after = heapUsed();
  };
}
