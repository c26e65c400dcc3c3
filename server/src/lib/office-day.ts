import type { Clock } from './clock';
import { addDays, addMonths, todayInZone } from './dates';
import type { SettingsReader } from './settings-reader';

/** Today, tomorrow and the stale threshold, all in the office time zone: "tomorrow's actions" means the office's tomorrow, wherever the server runs. */
export async function officeDay(settings: SettingsReader, clock: Clock) {
  const { timezone, stale_months } = await settings.get();
  const today = todayInZone(timezone, clock.now());
  return {
    today,
    tomorrow: addDays(today, 1),
    /** A live dossier whose last action is before this date (or that has none) is stale. */
    staleThreshold: addMonths(today, -stale_months),
  };
}
