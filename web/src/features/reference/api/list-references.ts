import type { ReferenceResource } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import type { ReferenceListResponse } from './reference-types';

/** `GET /api/{r}`: the whole list, ordered by label by the server. */
export function fetchReferenceList<R extends ReferenceResource>(resource: R, signal?: AbortSignal): Promise<ReferenceListResponse<R>> {
  return api<ReferenceListResponse<R>>(`/api/${resource}`, { signal });
}

export const referenceListQuery = <R extends ReferenceResource>(resource: R) =>
  queryOptions({
    queryKey: queryKeys.reference.list(resource),
    queryFn: ({ signal }) => fetchReferenceList(resource, signal),
  });

export const useReferenceList = <R extends ReferenceResource>(resource: R) => useQuery(referenceListQuery(resource));
