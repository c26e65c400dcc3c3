import type { ActionType, CaseType, Expert, ExpertiseType, ReferenceResource, Tribunal } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** The record each reference list's API answers with, by API path segment. */
export interface ReferenceRecords {
  experts: Expert;
  tribunals: Tribunal;
  'action-types': ActionType;
  'expertise-types': ExpertiseType;
  'case-types': CaseType;
}

export interface ReferenceListResponse<R extends ReferenceResource> {
  items: ReferenceRecords[R][];
  total: number;
}

/**
 * `GET /api/{r}`: a whole reference list, for the selects and the labels of other screens (the
 * dossier and action forms, the history, the deadline filters). Kept a minute: these lists change
 * rarely, and a write on a reference screen marks every cached read stale.
 */
export const referenceOptionsQuery = <R extends ReferenceResource>(resource: R) =>
  queryOptions({
    queryKey: queryKeys.reference.options(resource),
    queryFn: ({ signal }) => api<ReferenceListResponse<R>>(`/api/${resource}`, { signal }),
    staleTime: 60_000,
  });

export const useReferenceOptions = <R extends ReferenceResource>(resource: R, enabled = true) =>
  useQuery({ ...referenceOptionsQuery(resource), enabled });
