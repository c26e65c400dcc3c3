import type { StaleDossier } from '@cabinet/shared';
import type { AppContext } from '../../lib/context';
import { officeDay } from '../../lib/office-day';
import type { PageRequest } from '../../lib/paging';
import { createShortCache } from '../../lib/short-cache';
import type { SettingsReader } from '../../lib/settings-reader';
import { createStaleRepository } from './stale.repository';
import { keepLastActionDatesCurrent } from '../dossiers';

/**
 * The total is the dashboard's stale counter, counted over every dossier (15 ms at 100k on
 * PostgreSQL, which has no cheap whole-table count): kept a few seconds per threshold like the
 * dashboard's counters (dropped at once by a write on this instance, see short-cache.ts). The
 * page itself is always read fresh, from the index in stale order.
 */
const TOTAL_CACHE_MS = 3000;

export function createStaleService(ctx: AppContext, settings: SettingsReader) {
  const stale = createStaleRepository(ctx.database.db);
  const cachedTotal = createShortCache<number>(ctx, { ttlMs: TOTAL_CACHE_MS, maxKeys: 2 });
  return {
    /** The threshold is today in the office time zone minus the stale setting, in calendar months. */
    async list(page: PageRequest): Promise<{ items: StaleDossier[]; total: number; page: number; page_size: number; threshold: string }> {
      const { today, staleThreshold } = await officeDay(settings, ctx.clock);
      await keepLastActionDatesCurrent(ctx.database.db, today);
      const [rows, total] = await Promise.all([
        stale.page(staleThreshold, page),
        cachedTotal(staleThreshold, () => stale.count(staleThreshold)),
      ]);
      return { items: rows, total, page: page.page, page_size: page.page_size, threshold: staleThreshold };
    },
  };
}
