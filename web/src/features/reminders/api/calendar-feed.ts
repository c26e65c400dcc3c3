import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export const calendarFeedQuery = queryOptions({
  queryKey: queryKeys.calendar.feed,
  queryFn: ({ signal }) => api<{ url: string }>('/api/calendar/feed', { signal }),
  staleTime: Infinity,
});
export const useCalendarFeed = () => useQuery(calendarFeedQuery);

export function useRotateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ url: string }>('/api/calendar/feed/rotate', { method: 'POST', body: {} }),
    onSuccess: (data) => queryClient.setQueryData(queryKeys.calendar.feed, data),
  });
}
