import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DossierPage } from './dossier-list';
import { DASHBOARD_KEY, dossierKeys } from './keys';

export const deleteDossier = (id: number) => api<void>(`/api/dossiers/${id}`, { method: 'DELETE' });

/** To the trash; the row leaves every cached result page at once. */
export function useDeleteDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDossier,
    onSuccess: (_, id) => {
      queryClient.setQueriesData<DossierPage>({ queryKey: dossierKeys.lists() }, (page) =>
        page && page.items.some((d) => d.id_dossier === id)
          ? { ...page, items: page.items.filter((d) => d.id_dossier !== id), total: Math.max(0, page.total - 1) }
          : page,
      );
      queryClient.removeQueries({ queryKey: dossierKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: dossierKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
      void queryClient.invalidateQueries({ queryKey: ['trash'] });
    },
  });
}
