import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterTrashChange } from './invalidate-after-trash-change';

export const purgeDossier = (id: number) => api<void>(`/api/trash/dossiers/${id}`, { method: 'DELETE' });

/** Deletes a trashed dossier and its actions for good. */
export function usePurgeDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeDossier,
    onSuccess: () => invalidateAfterTrashChange(queryClient),
  });
}
