import type { Expert } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const fetchExperts = (signal?: AbortSignal) => api<{ items: Expert[]; total: number }>('/api/experts', { signal });

export const expertsQuery = queryOptions({
  queryKey: ['experts', 'options'],
  queryFn: ({ signal }) => fetchExperts(signal),
  staleTime: 60_000,
});

export const useExperts = (enabled = true) => useQuery({ ...expertsQuery, enabled });
