import type { Action, ActionPatchBody } from '@cabinet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidationGroups, queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export const updateAction = (id: number, body: ActionPatchBody) => api<Action>(`/api/actions/${id}`, { method: 'PATCH', body });

export function useUpdateAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActionPatchBody & { previousDossier: number }) => {
      const { previousDossier: _previous, ...patch } = body;
      return updateAction(id, patch);
    },
    onSuccess: (action, { previousDossier }) => {
      queryClient.setQueryData(queryKeys.actions.detail(id), action);
      // The action may have moved to another dossier: both lists and both dossiers' last-action dates change.
      for (const dossierId of new Set([previousDossier, action.fk_dossier])) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.dossiers.detail(dossierId) });
      }
      for (const queryKey of invalidationGroups.afterActionChange) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
