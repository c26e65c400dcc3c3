import type { StaleDossier } from '@cabinet/shared';
import type { AppContext } from '../../lib/context';
import { officeDay } from '../../lib/office-day';
import type { PageRequest } from '../../lib/paging';
import type { SettingsService } from '../settings/settings.service';
import { createStaleRepository } from './stale.repository';

export function createStaleService(ctx: AppContext, settings: SettingsService) {
  const stale = createStaleRepository(ctx.database.db);
  return {
    /** The threshold is today in the office time zone minus the stale setting, in calendar months. */
    async list(page: PageRequest): Promise<{ items: StaleDossier[]; total: number; page: number; page_size: number; threshold: string }> {
      const { staleThreshold } = await officeDay(settings, ctx.clock);
      const { rows, total } = await stale.list(staleThreshold, page);
      return { items: rows, total, page: page.page, page_size: page.page_size, threshold: staleThreshold };
    },
  };
}
