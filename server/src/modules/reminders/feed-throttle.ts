/**
 * Unknown feed tokens per client address: after LIMIT misses in WINDOW_MS the address is refused
 * until the window ends, so guessing 256-bit tokens is slowed further still. Memory is bounded.
 */
const LIMIT = 10;
const WINDOW_MS = 15 * 60_000;
const MAX_KEYS = 10_000;

export function createFeedThrottle(now: () => number) {
  const misses = new Map<string, { count: number; since: number }>();
  return {
    blocked(key: string): boolean {
      const entry = misses.get(key);
      if (!entry) return false;
      if (now() - entry.since > WINDOW_MS) {
        misses.delete(key);
        return false;
      }
      return entry.count >= LIMIT;
    },
    miss(key: string): void {
      const entry = misses.get(key);
      if (entry && now() - entry.since <= WINDOW_MS) entry.count += 1;
      else {
        if (misses.size >= MAX_KEYS) misses.delete(misses.keys().next().value as string);
        misses.set(key, { count: 1, since: now() });
      }
    },
    retryAfterSeconds: () => Math.ceil(WINDOW_MS / 1000),
  };
}
