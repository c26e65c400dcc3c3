import type { AgendaItem } from '@cabinet/shared';

export interface AgendaDay {
  date: string;
  items: AgendaItem[];
}

/** The items under the day each appears on (its matched date), days in calendar order. */
export function groupByDay(items: AgendaItem[]): AgendaDay[] {
  const days = new Map<string, AgendaItem[]>();
  for (const item of items) {
    const list = days.get(item.agenda_date);
    if (list) list.push(item);
    else days.set(item.agenda_date, [item]);
  }
  return [...days.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([date, dayItems]) => ({ date, items: dayItems }));
}
