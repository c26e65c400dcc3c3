import type { Settings } from '@cabinet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { settingsQuery } from '../../../api/settings';
import { api } from '../../../lib/api-client';

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
