import type { Action } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export interface ActionList {
  items: Action[];
  total: number;
}

export const fetchDossierActions = (dossierId: number, signal?: AbortSignal) =>
  api<ActionList>(`/api/dossiers/${dossierId}/actions`, { signal });

export const dossierActionsQuery = (dossierId: number) =>
  queryOptions({
    queryKey: queryKeys.dossiers.actions(dossierId),
    queryFn: ({ signal }) => fetchDossierActions(dossierId, signal),
  });

export const useDossierActions = (dossierId: number) => useQuery(dossierActionsQuery(dossierId));

/** Newest first, as the server lists them: by date, then by creation. */
export function sortNewestFirst(actions: Action[]): Action[] {
  return [...actions].sort((a, b) =>
    a.date_action === b.date_action ? b.id_action - a.id_action : a.date_action < b.date_action ? 1 : -1,
  );
}
