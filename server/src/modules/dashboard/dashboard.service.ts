import type { Dashboard } from '@cabinet/shared';
import type { AppContext } from '../../lib/context';
import { officeDay } from '../../lib/office-day';
import { createShortCache } from '../../lib/short-cache';
import type { SettingsReader } from '../../lib/settings-reader';
import { createDashboardRepository } from './dashboard.repository';

/**
 * The counters are read by every screen's header, many times a minute per user, and counting a
 * million actions costs tens of milliseconds on SQLite (on the read worker's connection) and
 * hundreds on PostgreSQL. So each instance keeps them for a few seconds: any write on this
 * instance drops them at once, so does a new office day or threshold (they are the key); another
 * instance's writes show here within CACHE_MS. Counters asked for in their last REFRESH_AHEAD_MS
 * are counted anew behind the answer: otherwise the request that found them due waited for the
 * whole count (300 ms on PostgreSQL at 1M actions), every CACHE_MS.
 */
const CACHE_MS = 3000;
const REFRESH_AHEAD_MS = 1000;

export function createDashboardService(ctx: AppContext, settings: SettingsReader) {
  const dashboard = createDashboardRepository(ctx.database.db);
  const cached = createShortCache<Omit<Dashboard, 'tomorrow'>>(ctx, { ttlMs: CACHE_MS, maxKeys: 2, refreshAheadMs: REFRESH_AHEAD_MS });
  return {
    /** Live dossiers only; tomorrow and the stale threshold in the office time zone. */
    async get(): Promise<Dashboard> {
      const { tomorrow, staleThreshold } = await officeDay(settings, ctx.clock);
      const counts = await cached(`${tomorrow}|${staleThreshold}`, () => dashboard.counts(tomorrow, staleThreshold));
      return { ...counts, tomorrow };
    },
  };
}
