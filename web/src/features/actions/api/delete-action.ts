import type { Action } from '@cabinet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidationGroups, queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import type { ActionList } from './dossier-actions';

export const deleteAction = (id: number) => api<void>(`/api/actions/${id}`, { method: 'DELETE' });

export function useDeleteAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => deleteAction(action.id_action),
    onSuccess: (_, action) => {
      queryClient.setQueryData<ActionList>(queryKeys.dossiers.actions(action.fk_dossier), (list) =>
        list ? { items: list.items.filter((a) => a.id_action !== action.id_action), total: Math.max(0, list.total - 1) } : list,
      );
      queryClient.removeQueries({ queryKey: queryKeys.actions.detail(action.id_action) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dossiers.detail(action.fk_dossier), exact: true });
      for (const queryKey of invalidationGroups.afterActionChange) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
