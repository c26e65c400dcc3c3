import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createMailer } from '../../lib/mailer';
import type { ModuleDeps } from '../../lib/module';
import { createDigestService, type DigestService } from './digest.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The daily digest's clock-driven check (tests move the clock and call tick()). */
    digestScheduler: DigestScheduler;
  }
}

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

/**
 * The daily digest's scheduler as a plugin of its own: it starts with the server, is reachable as
 * `app.digestScheduler`, and stops (its mailer closed) when the server closes.
 */
export async function digestScheduler(app: FastifyInstance, { ctx, settings }: ModuleDeps): Promise<void> {
  const mailer = createMailer(ctx.config);
  const scheduler = startDigestScheduler(createDigestService(ctx, settings, mailer, app.log), app.log);
  app.decorate('digestScheduler', scheduler);
  app.addHook('onClose', async () => {
    scheduler.stop();
    mailer.close();
  });
}

// Not encapsulated (what fastify-plugin does), so the decoration reaches the root instance.
(digestScheduler as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
