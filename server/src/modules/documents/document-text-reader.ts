import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { AppContext } from '../../lib/context';
import { JobTimedOut, runOffThread, type JobLimits } from '../../lib/off-thread';
import { storageConfigOf } from '../../lib/storage';
import { createDocumentTextRepository } from './document-text.repository';

/** A claim runs out this long after it was last renewed: a stopped instance's document is read again after it. */
const LEASE_MS = 2 * 60_000;
const RENEW_EVERY_MS = 30_000;
/** How often the queue is looked at besides after each upload (another instance's uploads, claims run out). */
const POLL_MS = 60_000;
/** A document whose reading was started this many times without ending (the server stopping meanwhile) is given up on. */
const MOST_ATTEMPTS = 3;
/**
 * One document's reading: an OCR of a hundred pages takes many minutes on one core. Each page's
 * Tesseract and drawing have limits of their own (ocr.ts); this one stops a reading that would
 * otherwise hold the queue.
 */
const READING_LIMITS: JobLimits = { timeoutMs: 60 * 60_000, heapMb: 768, lane: 'background' };

export interface TextReader {
  /** Reads the documents waiting, one at a time, until none is left; resolves with how many were taken. */
  drain(): Promise<number>;
  /** Starts draining now when reading is automatic (after an upload, a retry). */
  kick(): void;
  stop(): void;
}

/** Whether this server reads documents by itself: TEXT_EXTRACTION=on, or auto outside the tests (which drain by hand). */
export const readsAutomatically = (config: Pick<Config, 'TEXT_EXTRACTION' | 'NODE_ENV'>) =>
  config.TEXT_EXTRACTION === 'on' || (config.TEXT_EXTRACTION === 'auto' && config.NODE_ENV !== 'test');

function createTextReader(ctx: AppContext, log: FastifyBaseLogger): TextReader {
  const repo = createDocumentTextRepository(ctx.database.db);
  const automatic = readsAutomatically(ctx.config);
  const iso = (ms: number) => new Date(ms).toISOString();
  let stopped = false;

  /** Claims the next document and has a job process read it; false when none is waiting. */
  async function readOne(): Promise<boolean> {
    const now = ctx.clock.now();
    const id = await repo.nextPending(iso(now));
    if (id === null) return false;
    const claim = randomUUID();
    if (!(await repo.claim(id, claim, iso(now + LEASE_MS), iso(now)))) return true;
    const held = await repo.claimed(id, claim);
    if (!held) return true;
    if (held.text_attempts > MOST_ATTEMPTS) {
      await repo.finish(id, claim, 'failed', 'interrupted');
      log.warn({ document: id }, 'gave up reading a document whose reading stopped several times');
      return true;
    }
    const renew = setInterval(() => {
      repo
        .renew(id, claim, iso(ctx.clock.now() + LEASE_MS))
        .catch((err: unknown) => log.warn({ err }, 'could not renew a text reading claim'));
    }, RENEW_EVERY_MS);
    renew.unref();
    try {
      const input = { databaseUrl: ctx.config.DATABASE_URL, storage: storageConfigOf(ctx.config), id, claim, at: iso(ctx.clock.now()) };
      const outcome = await runOffThread('documentText', input, READING_LIMITS);
      if (outcome.status === 'failed')
        log.warn({ document: id, error: outcome.error, reason: outcome.reason }, "could not read a document's text");
    } catch (err) {
      // The job process stopped without answering: past its time, out of memory, or killed.
      const error = err instanceof JobTimedOut ? 'timed_out' : 'unreadable';
      log.warn({ document: id, error, reason: err instanceof Error ? err.message : String(err) }, "could not read a document's text");
      await repo.finish(id, claim, 'failed', error).catch(() => false);
    } finally {
      clearInterval(renew);
      // A text read (or given up) changes what a search finds: counts kept for it are out of date.
      ctx.dataVersion.changed();
      await ctx.dataVersion.publish().catch((err: unknown) => log.warn({ err }, 'could not tell the other instances about a text read'));
    }
    return true;
  }

  let current: Promise<number> | null = null;
  let again = false;
  function drain(): Promise<number> {
    if (current) {
      again = true;
      return current;
    }
    current = (async () => {
      let taken = 0;
      do {
        again = false;
        while (!stopped && (await readOne())) taken++;
      } while (again && !stopped);
      return taken;
    })().finally(() => {
      current = null;
    });
    return current;
  }

  const kick = () => {
    if (!automatic || stopped) return;
    drain().catch((err: unknown) => log.error({ err }, 'reading documents failed'));
  };
  const timer = automatic ? setInterval(kick, POLL_MS) : null;
  timer?.unref();
  // What a stopped server left waiting (or a restored backup, or an import) is read from the start.
  if (automatic) setImmediate(kick);

  return {
    drain,
    kick,
    stop() {
      stopped = true;
      if (timer) clearInterval(timer);
    },
  };
}

const readers = new WeakMap<AppContext, TextReader>();

/** The one reader of an app (its upload and search routes share it). */
export function textReaderOf(ctx: AppContext, log: FastifyBaseLogger): TextReader {
  let reader = readers.get(ctx);
  if (!reader) {
    reader = createTextReader(ctx, log);
    readers.set(ctx, reader);
  }
  return reader;
}
