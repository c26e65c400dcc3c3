import type { Action, ActionCreateBody, Dossier } from '@cabinet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sortNewestFirst, type ActionList } from './dossier-actions';
import { actionKeys, AFFECTED_BY_ACTIONS } from './keys';

export const addAction = (dossierId: number, body: ActionCreateBody) =>
  api<{ action: Action; dossier: Dossier }>(`/api/dossiers/${dossierId}/actions`, { method: 'POST', body });

/** Action, expertise and dossier field are saved together; the answer refreshes the dossier and its list. */
export function useAddAction(dossierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActionCreateBody) => addAction(dossierId, body),
    onSuccess: ({ action, dossier }) => {
      queryClient.setQueryData(actionKeys.dossier(dossierId), dossier);
      queryClient.setQueryData<ActionList>(actionKeys.dossierActions(dossierId), (list) =>
        list
          ? { items: sortNewestFirst([action, ...list.items.filter((a) => a.id_action !== action.id_action)]), total: list.total + 1 }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: actionKeys.dossierActions(dossierId) });
      for (const queryKey of AFFECTED_BY_ACTIONS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
