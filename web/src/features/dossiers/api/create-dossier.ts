import type { Dossier, DossierCreateBody } from '@cabinet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DASHBOARD_KEY, dossierKeys } from './keys';

export const createDossier = (body: DossierCreateBody) => api<Dossier>('/api/dossiers', { method: 'POST', body });

export function useCreateDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDossier,
    onSuccess: (dossier) => {
      queryClient.setQueryData(dossierKeys.detail(dossier.id_dossier), dossier);
      void queryClient.invalidateQueries({ queryKey: dossierKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}
