import type { CalendarDayBody, CalendarDaysResponse, CalendarEntry, CalendarFeast, CalendarKind, DeadlineMove } from '@cabinet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidationGroups, queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

const holidayLanguage = (lang: string) => (['en', 'fr', 'ar'].includes(lang) ? lang : 'en');

export const useCalendarDays = (from: string, to: string, lang: string, country?: string) =>
  useQuery({
    queryKey: queryKeys.calendar.days(from, to, lang, country),
    queryFn: ({ signal }) =>
      api<CalendarDaysResponse>('/api/calendar/days', { query: { from, to, lang: holidayLanguage(lang), country }, signal }),
  });

export interface CalendarCountry {
  country: string;
  weekly_rest: number[];
  source: string;
  to_verify: boolean;
}
export const useCalendarCountries = () =>
  useQuery({
    queryKey: queryKeys.calendar.countries,
    queryFn: ({ signal }) => api<{ items: CalendarCountry[] }>('/api/calendar/countries', { signal }),
    staleTime: Infinity,
  });

export const useCalendarFeasts = (from: string, to: string, lang: string, country?: string) =>
  useQuery({
    queryKey: queryKeys.calendar.feasts(from, to, lang, country),
    queryFn: ({ signal }) =>
      api<{ items: CalendarFeast[]; total: number }>('/api/calendar/feasts', {
        query: { from, to, lang: holidayLanguage(lang), country },
        signal,
      }),
  });

export const useCalendarMigration = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.calendar.migration,
    queryFn: ({ signal }) => api<{ unsorted: CalendarEntry[]; legacy_open: number }>('/api/calendar/migration', { signal }),
    enabled,
  });

export interface Recount {
  moved: number;
  moves: DeadlineMove[];
}
/** What the server answers for a day recorded: the day, and the open deadlines it moved. */
export type DayRecorded = CalendarEntry & Recount;
export type DayInput = Omit<CalendarDayBody, 'label' | 'source' | 'replaces' | 'country'> & {
  label?: string | null;
  source?: string | null;
  replaces?: string;
  country?: string;
};

/** Recording or removing a day may move open deadlines: everything that shows them is refreshed. */
export function useCalendarChange() {
  const client = useQueryClient();
  const refresh = () => Promise.all(invalidationGroups.afterCalendarChange.map((queryKey) => client.invalidateQueries({ queryKey })));
  const add = useMutation({
    mutationFn: (body: DayInput) => api<DayRecorded>('/api/calendar/days', { method: 'POST', body }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: ({ date, country, kind }: { date: string; country?: string | null; kind?: CalendarKind }) =>
      api<void>(`/api/calendar/days/${date}`, { method: 'DELETE', query: { country: country ?? undefined, kind } }),
    onSettled: refresh,
  });
  const recountLegacy = useMutation({
    mutationFn: () => api<Recount>('/api/calendar/migration/recount', { method: 'POST' }),
    onSettled: refresh,
  });
  return { add, remove, recountLegacy };
}
