import type { Dossier, DossierPatchBody } from '@cabinet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export const updateDossier = (id: number, body: DossierPatchBody) => api<Dossier>(`/api/dossiers/${id}`, { method: 'PATCH', body });

export function useUpdateDossier(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DossierPatchBody) => updateDossier(id, body),
    onSuccess: (dossier) => {
      queryClient.setQueryData(queryKeys.dossiers.detail(id), dossier);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dossiers.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.dossier(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      // A court number field written on the dossier writes its court level.
      void queryClient.invalidateQueries({ queryKey: queryKeys.stages.dossier(id) });
    },
  });
}
