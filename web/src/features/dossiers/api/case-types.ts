import type { CaseType } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const fetchCaseTypes = (signal?: AbortSignal) => api<{ items: CaseType[]; total: number }>('/api/case-types', { signal });

/** Under the reference list's own key, so a change there refreshes the selects here. */
export const caseTypeOptionsQuery = queryOptions({
  queryKey: ['case-types', 'options'],
  queryFn: ({ signal }) => fetchCaseTypes(signal),
  staleTime: 60_000,
});

export const useCaseTypes = () => useQuery(caseTypeOptionsQuery);
