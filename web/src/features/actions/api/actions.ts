import type { Action, ActionCreateBody, ActionPatchBody, Dossier } from '@cabinet/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidationGroups, queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export interface ActionList {
  items: Action[];
  total: number;
}

/** Newest first, as the server lists them: by date, then by creation. */
export function sortNewestFirst(actions: Action[]): Action[] {
  return [...actions].sort((a, b) =>
    a.date_action === b.date_action ? b.id_action - a.id_action : a.date_action < b.date_action ? 1 : -1,
  );
}

export const fetchAction = (id: number, signal?: AbortSignal) => api<Action>(`/api/actions/${id}`, { signal });

export const actionQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.actions.detail(id),
    queryFn: ({ signal }) => fetchAction(id, signal),
    // Someone else's edit is caught by the version check, not by refetching under the user's typing.
    refetchOnWindowFocus: false,
  });

export const useAction = (id: number) => useQuery(actionQuery(id));

export const fetchDossierActions = (dossierId: number, signal?: AbortSignal) =>
  api<ActionList>(`/api/dossiers/${dossierId}/actions`, { signal });

export const dossierActionsQuery = (dossierId: number) =>
  queryOptions({
    queryKey: queryKeys.dossiers.actions(dossierId),
    queryFn: ({ signal }) => fetchDossierActions(dossierId, signal),
  });

export const useDossierActions = (dossierId: number) => useQuery(dossierActionsQuery(dossierId));

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
