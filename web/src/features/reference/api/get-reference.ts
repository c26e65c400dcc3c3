import type { ReferenceResource } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import type { ReferenceRecords } from './reference-types';

/** `GET /api/{r}/{id}`: one record, with the version to send back on save. */
export function fetchReference<R extends ReferenceResource>(resource: R, id: number, signal?: AbortSignal): Promise<ReferenceRecords[R]> {
  return api<ReferenceRecords[R]>(`/api/${resource}/${id}`, { signal });
}

export const referenceRecordQuery = <R extends ReferenceResource>(resource: R, id: number) =>
  queryOptions({
    queryKey: queryKeys.reference.record(resource, id),
    queryFn: ({ signal }) => fetchReference(resource, id, signal),
    // The form is filled once from what was read; a background refetch would not reach it.
    refetchOnWindowFocus: false,
  });

/** A null id (not a number in the URL) names no record: nothing is asked. */
export const useReferenceRecord = <R extends ReferenceResource>(resource: R, id: number | null) =>
  useQuery({ ...referenceRecordQuery(resource, id ?? 0), enabled: id !== null });
