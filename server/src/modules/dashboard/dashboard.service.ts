import type { Dashboard } from '@cabinet/shared';
import type { AppContext } from '../../lib/context';
import { officeDay } from '../../lib/office-day';
import type { SettingsService } from '../settings/settings.service';
import { createDashboardRepository } from './dashboard.repository';

export function createDashboardService(ctx: AppContext, settings: SettingsService) {
  const dashboard = createDashboardRepository(ctx.database.db);
  return {
    /** Live dossiers only; tomorrow and the stale threshold in the office time zone. */
    async get(): Promise<Dashboard> {
      const { tomorrow, staleThreshold } = await officeDay(settings, ctx.clock);
      return { ...(await dashboard.counts(tomorrow, staleThreshold)), tomorrow };
    },
  };
}
