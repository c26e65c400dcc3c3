import type { Dashboard } from '@cabinet/shared';
import type { AppContext } from '../../lib/context';
import { officeDay } from '../../lib/office-day';
import { createShortCache } from '../../lib/short-cache';
import type { SettingsReader } from '../../lib/settings-reader';
import { createDashboardRepository } from './dashboard.repository';
import { keepLastActionDatesCurrent } from '../dossiers';

/**
 * The counters are read by every screen's header, many times a minute per user, and counting
 * them at 1M actions costs tens of milliseconds: on SQLite on the read worker's connection, on
 * PostgreSQL some 25 ms (it keeps the number of actions instead of counting them, migration 017).
 * So each instance keeps them for a few seconds, and a new office day or threshold (they are the
 * key) counts anew. Whoever wrote something waits for a new count at their next read, so they
 * see their own change; everyone else is served the kept counters while they are counted anew
 * behind the answer, and sees the change a count later, within CACHE_MS, as they see another
 * instance's writes. Counters asked for in their last REFRESH_AHEAD_MS are counted
 * anew behind the answer too. Otherwise the request that found them due or dropped waited for
 * the whole count (300 ms on PostgreSQL at 1M actions, when it still counted them): every
 * CACHE_MS, and after any write by anyone (a document uploaded, a sign-in).
 */
const CACHE_MS = 3000;
const REFRESH_AHEAD_MS = 1000;

export function createDashboardService(ctx: AppContext, settings: SettingsReader) {
  const dashboard = createDashboardRepository(ctx.database.db);
  const cached = createShortCache<Omit<Dashboard, 'tomorrow'>>(ctx, {
    ttlMs: CACHE_MS,
    maxKeys: 2,
    refreshAheadMs: REFRESH_AHEAD_MS,
    othersWritesBehind: true,
  });
  const count = async (tomorrow: string, staleThreshold: string) => {
    const { foldActionCount, ...counts } = await dashboard.counts(tomorrow, staleThreshold);
    // A fold that fails leaves the rows as they were: their sum is still the count, and the next count folds them.
    if (foldActionCount) await dashboard.foldActionCount().catch(() => undefined);
    return counts;
  };
  return {
    /**
     * Live dossiers only; tomorrow and the stale threshold in the office time zone. `asker`: the
     * asking session's token hash, whose own writes are always counted.
     */
    async get(asker: string | null): Promise<Dashboard> {
      const { today, tomorrow, staleThreshold } = await officeDay(settings, ctx.clock);
      // The stale count stands on the last action dates: the actions whose day came are counted first.
      await keepLastActionDatesCurrent(ctx.database.db, today);
      const counts = await cached(`${tomorrow}|${staleThreshold}`, () => count(tomorrow, staleThreshold), asker);
      return { ...counts, tomorrow };
    },
  };
}
