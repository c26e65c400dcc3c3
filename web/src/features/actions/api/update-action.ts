import type { Action, ActionPatchBody } from '@cabinet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { actionKeys, AFFECTED_BY_ACTIONS } from './keys';

export const updateAction = (id: number, body: ActionPatchBody) => api<Action>(`/api/actions/${id}`, { method: 'PATCH', body });

export function useUpdateAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActionPatchBody & { previousDossier: number }) => {
      const { previousDossier: _previous, ...patch } = body;
      return updateAction(id, patch);
    },
    onSuccess: (action, { previousDossier }) => {
      queryClient.setQueryData(actionKeys.detail(id), action);
      // The action may have moved to another dossier: both lists and both dossiers' last-action dates change.
      for (const dossierId of new Set([previousDossier, action.fk_dossier])) {
        void queryClient.invalidateQueries({ queryKey: actionKeys.dossier(dossierId) });
      }
      for (const queryKey of AFFECTED_BY_ACTIONS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
