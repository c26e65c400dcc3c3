import { setFlagsFromString } from 'node:v8';
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
