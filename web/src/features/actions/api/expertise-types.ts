import type { ExpertiseType } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const fetchExpertiseTypes = (signal?: AbortSignal) =>
  api<{ items: ExpertiseType[]; total: number }>('/api/expertise-types', { signal });

export const expertiseTypesQuery = queryOptions({
  queryKey: ['expertise-types', 'options'],
  queryFn: ({ signal }) => fetchExpertiseTypes(signal),
  staleTime: 60_000,
});

export const useExpertiseTypes = (enabled = true) => useQuery({ ...expertiseTypesQuery, enabled });
