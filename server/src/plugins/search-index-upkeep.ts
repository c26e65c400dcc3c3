import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { hourInZone, todayInZone } from '../lib/dates';
import type { ModuleDeps } from '../lib/module';
import { runOffThread, type JobLimits } from '../lib/off-thread';

/** The hour of the office's night (its time zone) when the indexes are merged, once a day. */
export const MERGE_HOUR = 3;
/** How often the office's clock is looked at; the first look comes soon after start, once the server has warmed up. */
const CHECK_EVERY_MS = 10 * 60_000;
const FIRST_LOOK_MS = 30_000;
/** At 100,000 documents the merge of the documents' index took 2.4 s of work, about 12 s with its pauses. */
const MERGE_LIMITS: JobLimits = { timeoutMs: 30 * 60_000, heapMb: 128, lane: 'background' };

/** The office's day and hour now. */
export type OfficeClock = () => Promise<{ day: string; hour: number }>;

export interface SearchIndexUpkeep {
  /** One look at the clock: merges when the night's hour has come and tonight's merge is not done. */
  tick(): Promise<void>;
  stop(): void;
}

/**
 * Runs `merge` once a night, at MERGE_HOUR office time, never two at once; a failure is logged and
 * tried again at the next look within the hour. A server started during that hour merges at its
 * first look.
 */
export function startSearchIndexUpkeep(
  merge: () => Promise<number>,
  officeClock: OfficeClock,
  log: FastifyBaseLogger,
  everyMs = CHECK_EVERY_MS,
  firstLookMs = FIRST_LOOK_MS,
): SearchIndexUpkeep {
  let mergedOn: string | null = null;
  let running: Promise<void> | null = null;
  const mergeIfDue = async () => {
    const { day, hour } = await officeClock();
    if (hour !== MERGE_HOUR || mergedOn === day) return;
    const started = performance.now();
    const steps = await merge();
    mergedOn = day;
    if (steps > 0) log.info({ steps, ms: Math.round(performance.now() - started) }, 'merged the search indexes');
  };
  const tick = () => {
    running ??= mergeIfDue()
      .catch((err: unknown) => log.warn({ err }, 'could not merge the search indexes'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const first = setTimeout(() => void tick(), firstLookMs);
  const timer = setInterval(() => void tick(), everyMs);
  first.unref();
  timer.unref();
  return {
    tick,
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}

/**
 * SQLite: keeps the search indexes merged (db/search-index-merge.ts) in a job process, in the
 * background lane beside the documents' readings, once a night. Not in the tests, which merge by
 * hand, nor on PostgreSQL.
 */
export async function searchIndexUpkeep(app: FastifyInstance, { ctx, settings }: ModuleDeps): Promise<void> {
  if (ctx.database.dialect !== 'sqlite' || ctx.config.NODE_ENV === 'test') return;
  const officeClock: OfficeClock = async () => {
    const { timezone } = await settings.get();
    const now = ctx.clock.now();
    return { day: todayInZone(timezone, now), hour: hourInZone(timezone, now) };
  };
  const upkeep = startSearchIndexUpkeep(
    () => runOffThread('searchIndexMerge', { databaseUrl: ctx.config.DATABASE_URL }, MERGE_LIMITS).then((r) => r.steps),
    officeClock,
    app.log,
  );
  app.addHook('onClose', () => upkeep.stop());
}
