import type { ReferenceResource, ReferenceUsages } from '@cabinet/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import type { ReferenceBody, ReferenceListResponse, ReferenceRecords } from './reference-types';

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

/** One query per list, for this feature's dropdowns and screens. */
export const expertsQuery = referenceListQuery('experts');
export const tribunalsQuery = referenceListQuery('tribunals');
export const actionTypesQuery = referenceListQuery('action-types');
export const expertiseTypesQuery = referenceListQuery('expertise-types');
export const caseTypesQuery = referenceListQuery('case-types');

export const useExperts = () => useQuery(expertsQuery);
export const useTribunals = () => useQuery(tribunalsQuery);
export const useActionTypes = () => useQuery(actionTypesQuery);
export const useExpertiseTypes = () => useQuery(expertiseTypesQuery);
export const useCaseTypes = () => useQuery(caseTypesQuery);

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

/** `GET /api/{r}/{id}/usages`: where a record is used, asked when its delete dialog opens (always fresh). */
export const useReferenceUsages = (resource: ReferenceResource, id: number) =>
  useQuery({
    queryKey: queryKeys.reference.usages(resource, id),
    queryFn: ({ signal }) => api<ReferenceUsages>(`/api/${resource}/${id}/usages`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

/**
 * After a write: the lists refetch, the dashboard counters too, and every other cached screen is
 * marked stale, because dossiers and actions show these labels under their own keys.
 */
export async function refreshAfterReferenceWrite(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ refetchType: 'none' });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.reference.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  ]);
}

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
