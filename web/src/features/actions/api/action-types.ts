import type { ActionType } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const fetchActionTypes = (signal?: AbortSignal) => api<{ items: ActionType[]; total: number }>('/api/action-types', { signal });

/** Under the reference list's own key, so a change there refreshes the selects here. */
export const actionTypesQuery = queryOptions({
  queryKey: ['action-types', 'options'],
  queryFn: ({ signal }) => fetchActionTypes(signal),
  staleTime: 60_000,
});

export const useActionTypes = () => useQuery(actionTypesQuery);
