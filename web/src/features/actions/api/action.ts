import type { Action } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export const fetchAction = (id: number, signal?: AbortSignal) => api<Action>(`/api/actions/${id}`, { signal });

export const actionQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.actions.detail(id),
    queryFn: ({ signal }) => fetchAction(id, signal),
    // Someone else's edit is caught by the version check, not by refetching under the user's typing.
    refetchOnWindowFocus: false,
  });

export const useAction = (id: number) => useQuery(actionQuery(id));
