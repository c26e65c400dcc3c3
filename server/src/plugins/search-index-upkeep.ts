import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { runOffThread, type JobLimits } from '../lib/off-thread';
import type { ModuleDeps } from '../lib/module';

/** A day's writes leave each index in a score of small segments: merged once a day, and at start. */
const MERGE_EVERY_MS = 24 * 60 * 60_000;
/** The merge of 100,000 documents' index took 2.4 s of work, and about 12 s with its pauses. */
const MERGE_LIMITS: JobLimits = { timeoutMs: 30 * 60_000, heapMb: 128, lane: 'background' };

export interface SearchIndexUpkeep {
  /** One merge (none starts while another runs); resolves when it has ended, logged either way. */
  tick(): Promise<void>;
  stop(): void;
}

/** Runs `merge` now and every `everyMs`, one at a time; a failure is logged and waits for the next turn. */
export function startSearchIndexUpkeep(merge: () => Promise<number>, log: FastifyBaseLogger, everyMs = MERGE_EVERY_MS): SearchIndexUpkeep {
  let running: Promise<void> | null = null;
  const tick = () => {
    const started = performance.now();
    running ??= merge()
      .then((steps) => {
        if (steps > 0) log.info({ steps, ms: Math.round(performance.now() - started) }, 'merged the search indexes');
      })
      .catch((err: unknown) => log.warn({ err }, 'could not merge the search indexes'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return { tick, stop: () => clearInterval(timer) };
}

/**
 * SQLite: keeps the search indexes merged (db/search-index-merge.ts) in a job process, in the
 * background lane beside the documents' readings, at start and once a day. Not in the tests,
 * which merge by hand, nor on PostgreSQL.
 */
export async function searchIndexUpkeep(app: FastifyInstance, { ctx }: ModuleDeps): Promise<void> {
  if (ctx.database.dialect !== 'sqlite' || ctx.config.NODE_ENV === 'test') return;
  const upkeep = startSearchIndexUpkeep(
    () => runOffThread('searchIndexMerge', { databaseUrl: ctx.config.DATABASE_URL }, MERGE_LIMITS).then((r) => r.steps),
    app.log,
  );
  app.addHook('onClose', () => upkeep.stop());
}
