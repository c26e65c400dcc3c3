import type { TrashItem } from '@cabinet/shared';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { pagedListQuery, type Paged } from '../../../api/paged-list';
import { invalidationGroups, queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export const useTrash = (page: number, pageSize: number) =>
  useQuery(pagedListQuery<Paged<TrashItem>>('/api/trash', queryKeys.trash.page(page, pageSize), { page, page_size: pageSize }));

/** A restore or purge changes the trash, every dossier read, the counters (top bar), the agenda and the audit log. */
export function invalidateAfterTrashChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(invalidationGroups.afterTrashChange.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export const restoreDossier = (id: number) => api<unknown>(`/api/trash/dossiers/${id}/restore`, { method: 'POST' });

/** Brings a dossier back with its actions; 409 when a live dossier now has its reference. */
export function useRestoreDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreDossier,
    onSuccess: () => invalidateAfterTrashChange(queryClient),
  });
}

export const purgeDossier = (id: number) => api<void>(`/api/trash/dossiers/${id}`, { method: 'DELETE' });

/** Deletes a trashed dossier and its actions for good. */
export function usePurgeDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeDossier,
    onSuccess: () => invalidateAfterTrashChange(queryClient),
  });
}
