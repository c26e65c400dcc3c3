import type { Dossier, DossierCreateBody } from '@cabinet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export const createDossier = (body: DossierCreateBody) => api<Dossier>('/api/dossiers', { method: 'POST', body });

export function useCreateDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDossier,
    onSuccess: (dossier) => {
      queryClient.setQueryData(queryKeys.dossiers.detail(dossier.id_dossier), dossier);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dossiers.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
