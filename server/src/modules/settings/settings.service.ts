import type { Settings } from '@cabinet/shared';
import { AppError } from '../../lib/app-error';
import { diffRecords, writeAudit } from '../../lib/audit';
import { isoNow } from '../../lib/clock';
import type { Actor, AppContext } from '../../lib/context';
import { isSupportedCountry } from '../deadlines';
import { createActionsRepository } from '../actions';
import { checkMoneySettings } from '../money';
import { createSettingsRepository, formatWeekend } from './settings.repository';

/**
 * Settings are read on most requests; a short cache keeps that cheap while several instances stay
 * in step: a change on any instance drops it (ctx.dataVersion, moved on PostgreSQL by the change feed).
 */
const CACHE_MS = 2000;

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(ctx: AppContext) {
  const repository = createSettingsRepository(ctx.database.db);
  let cached: { value: Settings; at: number; version: number } | null = null;

  return {
    async get(): Promise<Settings> {
      const now = ctx.clock.now();
      const version = ctx.dataVersion.current();
      if (cached && cached.version === version && now - cached.at < CACHE_MS && now >= cached.at) return cached.value;
      const value = await repository.get();
      cached = { value, at: now, version };
      return value;
    },
    async update(actor: Actor, patch: Partial<Settings>): Promise<Settings> {
      if (patch.country && !isSupportedCountry(patch.country)) {
        throw new AppError('validation_failed', 'Some fields are invalid', { country: 'No public holidays are known for this country' });
      }
      const before = await repository.get();
      const at = isoNow(ctx.clock);
      await ctx.database.db.transaction().execute(async (trx) => {
        await checkMoneySettings(trx, before, { ...before, ...patch });
        if (patch.notification_action_type != null && !(await createActionsRepository(trx).findType(patch.notification_action_type)))
          throw new AppError('validation_failed', 'Some fields are invalid', {
            notification_action_type: 'This action type does not exist',
          });
        await createSettingsRepository(trx).update(patch, at, actor.id);
        const changes = diffRecords(
          { ...before, weekend_days: formatWeekend(before.weekend_days), office_identifiers: JSON.stringify(before.office_identifiers) },
          {
            ...before,
            ...patch,
            weekend_days: formatWeekend(patch.weekend_days ?? before.weekend_days),
            office_identifiers: JSON.stringify(patch.office_identifiers ?? before.office_identifiers),
          },
        );
        // Neither moves a deadline already counted: the office's weekend moves no legal due date, and
        // a deadline keeps the country it was counted on (the office's, when its rule names none).
        await writeAudit(trx, { at, userId: actor.id, entity: 'settings', entityId: 1, operation: 'update', changes });
      });
      cached = null;
      return repository.get();
    },
  };
}
