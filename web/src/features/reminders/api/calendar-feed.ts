import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const feedKey = ['calendar', 'feed'] as const;

export const calendarFeedQuery = queryOptions({
  queryKey: feedKey,
  queryFn: ({ signal }) => api<{ url: string }>('/api/calendar/feed', { signal }),
  staleTime: Infinity,
});
export const useCalendarFeed = () => useQuery(calendarFeedQuery);

export function useRotateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ url: string }>('/api/calendar/feed/rotate', { method: 'POST', body: {} }),
    onSuccess: (data) => queryClient.setQueryData(feedKey, data),
  });
}
