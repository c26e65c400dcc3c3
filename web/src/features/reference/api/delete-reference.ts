import type { ReferenceResource } from '@cabinet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { refreshAfterReferenceWrite } from './refresh-after-write';

/** `DELETE /api/{r}/{id}` → 204, or 409 `in_use` saying where the record is used. */
export function deleteReference(resource: ReferenceResource, id: number): Promise<void> {
  return api<void>(`/api/${resource}/${id}`, { method: 'DELETE' });
}

export function useDeleteReference(resource: ReferenceResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteReference(resource, id),
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.reference.record(resource, id) });
      return refreshAfterReferenceWrite(queryClient);
    },
  });
}
