import type { Action } from '@cabinet/shared';
import type { HearingFields } from '../../../lib/hearing';

export type HearingAction = Action & HearingFields;

export interface NextHearing {
  action: HearingAction;
  date: string;
  /** The action's own time; a next date ("renvoi au …") has none yet. */
  time: string | null;
  room: string | null;
}

/**
 * The dossier's next date at court, today or later: an action's date (with its time and room) or
 * the next date an action names. The earliest wins; on one day, the one with the earlier time.
 */
export function nextHearing(actions: readonly HearingAction[], today: string): NextHearing | null {
  let best: NextHearing | null = null;
  const sortKey = (h: NextHearing) => `${h.date} ${h.time ?? '99:99'}`;
  for (const action of actions) {
    const candidates: NextHearing[] = [];
    if (action.date_action >= today) candidates.push({ action, date: action.date_action, time: action.hearing_time ?? null, room: action.room ?? null });
    if (action.date_prochaine && action.date_prochaine >= today) candidates.push({ action, date: action.date_prochaine, time: null, room: null });
    for (const candidate of candidates) if (!best || sortKey(candidate) < sortKey(best)) best = candidate;
  }
  return best;
}
