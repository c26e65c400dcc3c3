import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import type { DossierPage } from './dossier-list';

export const deleteDossier = (id: number) => api<void>(`/api/dossiers/${id}`, { method: 'DELETE' });

/** To the trash; the row leaves every cached result page at once. */
export function useDeleteDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDossier,
    onSuccess: (_, id) => {
      queryClient.setQueriesData<DossierPage>({ queryKey: queryKeys.dossiers.lists() }, (page) =>
        page && page.items.some((d) => d.id_dossier === id)
          ? { ...page, items: page.items.filter((d) => d.id_dossier !== id), total: Math.max(0, page.total - 1) }
          : page,
      );
      queryClient.removeQueries({ queryKey: queryKeys.dossiers.detail(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dossiers.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.trash.all });
    },
  });
}
