import type { Settings } from '@cabinet/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export const settingsQuery = queryOptions({
  queryKey: [...queryKeys.settings, 'admin'],
  queryFn: () => api<Settings>('/api/settings'),
});
export const useSettings = () => useQuery(settingsQuery);

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<Settings>) => api<Settings>('/api/settings', { method: 'PATCH', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.publicSettings });
    },
  });
}
