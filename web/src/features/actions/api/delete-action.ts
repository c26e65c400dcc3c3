import type { Action } from '@cabinet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ActionList } from './dossier-actions';
import { actionKeys, AFFECTED_BY_ACTIONS } from './keys';

export const deleteAction = (id: number) => api<void>(`/api/actions/${id}`, { method: 'DELETE' });

export function useDeleteAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => deleteAction(action.id_action),
    onSuccess: (_, action) => {
      queryClient.setQueryData<ActionList>(actionKeys.dossierActions(action.fk_dossier), (list) =>
        list ? { items: list.items.filter((a) => a.id_action !== action.id_action), total: Math.max(0, list.total - 1) } : list,
      );
      queryClient.removeQueries({ queryKey: actionKeys.detail(action.id_action) });
      void queryClient.invalidateQueries({ queryKey: actionKeys.dossier(action.fk_dossier), exact: true });
      for (const queryKey of AFFECTED_BY_ACTIONS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
