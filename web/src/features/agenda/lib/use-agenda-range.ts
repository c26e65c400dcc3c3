import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePublicSettings } from '../../../api/public-settings';
import { addDays, isCalendarDate, todayInZone } from './office-dates';

export const DEFAULT_SPAN_DAYS = 7;

export interface AgendaRangeState {
  /** null until the office's today is known (the settings are loading). */
  range: { from: string; to: string } | null;
  /** Today in the office time zone, when known. */
  today: string | null;
  setRange: (from: string, to: string) => void;
}

/**
 * The agenda's range lives in the URL (`?from=&to=`) so Back and shared links keep it. Without
 * it: the next seven days from tomorrow, in the office time zone.
 */
export function useAgendaRange(): AgendaRangeState {
  const [params, setParams] = useSearchParams();
  const settings = usePublicSettings();
  const [now] = useState(() => new Date());
  // Without the settings (a failed call) the browser's own zone is the best guess left.
  const today = settings.data ? todayInZone(settings.data.timezone, now) : settings.isError ? todayInZone(undefined, now) : null;

  const from = params.get('from');
  const to = params.get('to');
  let range: AgendaRangeState['range'] = null;
  if (isCalendarDate(from) && isCalendarDate(to) && from <= to) range = { from, to };
  else if (today) range = { from: addDays(today, 1), to: addDays(today, DEFAULT_SPAN_DAYS) };

  const setRange = (nextFrom: string, nextTo: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('from', nextFrom);
        next.set('to', nextTo);
        return next;
      },
      { replace: false },
    );

  return { range, today, setRange };
}
