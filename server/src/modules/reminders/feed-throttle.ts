/**
 * Unknown feed tokens per client address: after LIMIT misses in WINDOW_MS further misses from
 * that address answer 429 until the window ends. It tells a client polling a rotated address (or
 * scanning) to back off; a token that matches is served all the same, since one address may be a
 * whole office behind a NAT, and a 256-bit token needs no throttle against guessing. Memory is
 * bounded.
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
