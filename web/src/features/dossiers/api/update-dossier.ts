import type { Dossier, DossierPatchBody } from '@cabinet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DASHBOARD_KEY, dossierKeys } from './keys';

export const updateDossier = (id: number, body: DossierPatchBody) => api<Dossier>(`/api/dossiers/${id}`, { method: 'PATCH', body });

export function useUpdateDossier(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DossierPatchBody) => updateDossier(id, body),
    onSuccess: (dossier) => {
      queryClient.setQueryData(dossierKeys.detail(id), dossier);
      void queryClient.invalidateQueries({ queryKey: dossierKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['audit', 'dossier', id] });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}
