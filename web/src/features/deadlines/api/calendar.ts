import type { CalendarDayBody, CalendarDaysResponse } from '@cabinet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidationGroups, queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export const useCalendarDays = (from: string, to: string, lang: string) =>
  useQuery({
    queryKey: queryKeys.calendar.days(from, to, lang),
    queryFn: ({ signal }) =>
      api<CalendarDaysResponse>('/api/calendar/days', {
        query: { from, to, lang: ['en', 'fr', 'ar'].includes(lang) ? lang : 'en' },
        signal,
      }),
  });

/** Adding or removing a day moves open deadlines: everything that shows them is refreshed. */
export function useCalendarChange() {
  const client = useQueryClient();
  const refresh = () => Promise.all(invalidationGroups.afterCalendarChange.map((queryKey) => client.invalidateQueries({ queryKey })));
  const add = useMutation({
    mutationFn: (body: CalendarDayBody) => api<{ recomputed: number }>('/api/calendar/days', { method: 'POST', body }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (date: string) => api<void>(`/api/calendar/days/${date}`, { method: 'DELETE' }),
    onSettled: refresh,
  });
  return { add, remove };
}
