import type { ReferenceResource } from '@cabinet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterReferenceWrite } from './refresh-after-write';
import type { ReferenceBody, ReferenceRecords } from './reference-types';

/** `POST /api/{r}` → 201 with the record. */
export function createReference<R extends ReferenceResource>(resource: R, body: ReferenceBody): Promise<ReferenceRecords[R]> {
  return api<ReferenceRecords[R]>(`/api/${resource}`, { method: 'POST', body });
}

export function useCreateReference<R extends ReferenceResource>(resource: R) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferenceBody) => createReference(resource, body),
    onSuccess: () => refreshAfterReferenceWrite(queryClient),
  });
}
