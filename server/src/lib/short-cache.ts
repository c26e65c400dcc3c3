import type { AppContext } from './context';
import type { CountTotal } from './paging';

/**
 * Values kept for a few seconds per key, for reads that many screens repeat and only writes
 * change: an entry is dropped as soon as this instance handles a write (ctx.dataVersion), so a
 * client always sees its own changes; another instance's writes show within `ttlMs`, or at once
 * with `acrossInstances` (then nothing is kept on PostgreSQL while the change feed is down, like
 * the session cache). Concurrent misses share one computation. `keep` may refuse to keep a value
 * (a large one, say). With `refreshAheadMs`, a value asked for in the last `refreshAheadMs` of its
 * time is computed anew behind the answer, and the new one (timed from when its computation
 * began) takes its place: while people keep asking, no one waits for a computation that time
 * alone made due, and no value is served older than `ttlMs`. With `othersWritesBehind`, a write
 * by someone else than the asker (another session, or another instance) does not make the asker
 * wait either: the value is served and computed anew behind the answer, as when its time is
 * near; the writer's own next read waits for a new one (the asker is named by its session's token
 * hash, see DataVersion.lastWriteOf).
 */
export function createShortCache<V>(
  ctx: AppContext,
  options: {
    ttlMs: number;
    maxKeys?: number;
    keep?: (value: V) => boolean;
    acrossInstances?: boolean;
    refreshAheadMs?: number;
    othersWritesBehind?: boolean;
  },
) {
  type Entry = { version: number; at: number; value: Promise<V>; settled?: boolean; refreshing?: boolean };
  const entries = new Map<string, Entry>();
  const maxKeys = options.maxKeys ?? 8;
  const serving = () => !options.acrossInstances || ctx.database.dialect === 'sqlite' || ctx.dataVersion.sharedAcrossInstances();

  /** Computes `key` anew behind a served value; a failure leaves the old value to expire. */
  const refreshAhead = (key: string, hit: Entry, version: number, at: number, compute: () => Promise<V>) => {
    hit.refreshing = true;
    compute().then(
      (value) => {
        if (entries.get(key) !== hit || (options.keep && !options.keep(value))) return;
        entries.set(key, { version, at, value: Promise.resolve(value), settled: true });
      },
      () => undefined,
    );
  };
  /** Whether `hit`, made before a write, may still be served to this asker while it is counted anew. */
  const onlyOthersWrote = (hit: Entry, asker: string | null) =>
    options.othersWritesBehind === true && hit.settled === true && ctx.dataVersion.lastWriteOf(asker) <= hit.version;

  return function cached(key: string, compute: () => Promise<V>, asker: string | null = null): Promise<V> {
    if (!serving()) {
      entries.clear();
      return compute();
    }
    const version = ctx.dataVersion.current();
    const now = ctx.clock.now();
    const hit = entries.get(key);
    if (hit && now >= hit.at && now - hit.at < options.ttlMs && (hit.version === version || onlyOthersWrote(hit, asker))) {
      const due = hit.version !== version || (options.refreshAheadMs !== undefined && now - hit.at >= options.ttlMs - options.refreshAheadMs);
      if (due && hit.settled && !hit.refreshing) refreshAhead(key, hit, version, now, compute);
      return hit.value;
    }
    const entry: Entry = { version, at: now, value: compute() };
    entries.delete(key);
    if (entries.size >= maxKeys) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
    entry.value.then(
      (value) => {
        if (options.keep && !options.keep(value) && entries.get(key) === entry) entries.delete(key);
        else entry.settled = true;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry.value;
  };
}

/**
 * A list's total counted once for ten seconds per search and filters (the key), for every page
 * and sort of it, and dropped at once by any write on any instance. Counting every match is most
 * of a search's cost on PostgreSQL: 11 to 20 ms for a common name at 100k dossiers, 7 ms among
 * 300k parties, where a page takes 1 to 2 ms. Gives, for a key, the `CountTotal` a list takes.
 */
export function createTotalsCache(ctx: AppContext): (key: string) => CountTotal {
  const cached = createShortCache<number>(ctx, { ttlMs: 10_000, maxKeys: 64, acrossInstances: true });
  return (key) => (count) => cached(key, count);
}
