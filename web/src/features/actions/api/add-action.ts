import type { Action, ActionCreateBody, Dossier } from '@cabinet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidationGroups, queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { sortNewestFirst, type ActionList } from './dossier-actions';

export const addAction = (dossierId: number, body: ActionCreateBody) =>
  api<{ action: Action; dossier: Dossier }>(`/api/dossiers/${dossierId}/actions`, { method: 'POST', body });

/** Action, expertise and dossier field are saved together; the answer refreshes the dossier and its list. */
export function useAddAction(dossierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActionCreateBody) => addAction(dossierId, body),
    onSuccess: ({ action, dossier }) => {
      queryClient.setQueryData(queryKeys.dossiers.detail(dossierId), dossier);
      queryClient.setQueryData<ActionList>(queryKeys.dossiers.actions(dossierId), (list) =>
        list
          ? { items: sortNewestFirst([action, ...list.items.filter((a) => a.id_action !== action.id_action)]), total: list.total + 1 }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.dossiers.actions(dossierId) });
      for (const queryKey of invalidationGroups.afterActionChange) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
