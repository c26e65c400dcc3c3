import type { Tribunal } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const fetchTribunals = (signal?: AbortSignal) => api<{ items: Tribunal[]; total: number }>('/api/tribunals', { signal });

/** Under the reference list's own key, so a change there refreshes the selects here. */
export const tribunalOptionsQuery = queryOptions({
  queryKey: ['tribunals', 'options'],
  queryFn: ({ signal }) => fetchTribunals(signal),
  staleTime: 60_000,
});

export const useTribunals = () => useQuery(tribunalOptionsQuery);
