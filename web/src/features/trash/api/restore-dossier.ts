import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterTrashChange } from './invalidate-after-trash-change';

export const restoreDossier = (id: number) => api<unknown>(`/api/trash/dossiers/${id}/restore`, { method: 'POST' });

/** Brings a dossier back with its actions; 409 when a live dossier now has its reference. */
export function useRestoreDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreDossier,
    onSuccess: () => invalidateAfterTrashChange(queryClient),
  });
}
