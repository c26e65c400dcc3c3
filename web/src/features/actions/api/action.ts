import type { Action } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { actionKeys } from './keys';

export const fetchAction = (id: number, signal?: AbortSignal) => api<Action>(`/api/actions/${id}`, { signal });

export const actionQuery = (id: number) =>
  queryOptions({
    queryKey: actionKeys.detail(id),
    queryFn: ({ signal }) => fetchAction(id, signal),
    // Someone else's edit is caught by the version check, not by refetching under the user's typing.
    refetchOnWindowFocus: false,
  });

export const useAction = (id: number) => useQuery(actionQuery(id));
