import type { FastifyBaseLogger } from 'fastify';
import type { DigestService } from './digest.service';

export interface DigestScheduler {
  /** One check: sends what is due now. Tests call it after moving the clock. */
  tick(): Promise<void>;
  stop(): void;
}

/**
 * Checks every minute whether the digest hour has come; a run in progress is never started twice
 * on one instance (other instances are kept apart by the claims in the database).
 */
export function startDigestScheduler(digest: DigestService, log: FastifyBaseLogger, intervalMs = 60_000): DigestScheduler {
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= digest
      .runIfDue()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, 'digest run failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(() => void tick(), intervalMs) : null;
  timer?.unref();
  return { tick, stop: () => (timer ? clearInterval(timer) : undefined) };
}
