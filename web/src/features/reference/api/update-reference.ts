import type { ReferenceResource } from '@cabinet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { refreshAfterReferenceWrite } from './refresh-after-write';
import type { ReferenceBody, ReferenceRecords } from './reference-types';

/** `PATCH /api/{r}/{id}` with the version read; 409 `conflict` carries the current record. */
export function updateReference<R extends ReferenceResource>(resource: R, id: number, body: ReferenceBody): Promise<ReferenceRecords[R]> {
  return api<ReferenceRecords[R]>(`/api/${resource}/${id}`, { method: 'PATCH', body });
}

export function useUpdateReference<R extends ReferenceResource>(resource: R) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReferenceBody }) => updateReference(resource, id, body),
    onSuccess: (saved, { id }) => {
      queryClient.setQueryData(queryKeys.reference.record(resource, id), saved);
      return refreshAfterReferenceWrite(queryClient);
    },
  });
}
