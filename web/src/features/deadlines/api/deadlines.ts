import type { Deadline, DeadlinePatchBody } from '@cabinet/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidationGroups, queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export interface BoardQuery {
  due_from?: string;
  due_to?: string;
  tribunal?: number;
  type_affaire_bureau?: number;
  page?: number;
  page_size?: number;
}
export interface DeadlinePage {
  items: Deadline[];
  total: number;
  page: number;
  page_size: number;
}

export const boardQuery = (query: BoardQuery) =>
  queryOptions({
    queryKey: queryKeys.deadlines.board({ ...query }),
    queryFn: ({ signal }) => api<DeadlinePage>('/api/deadlines', { query: { status: 'open', ...query }, signal }),
    placeholderData: keepPreviousData,
  });
export const useBoardSection = (query: BoardQuery) => useQuery(boardQuery(query));

export const useDossierDeadlines = (dossierId: number) =>
  useQuery({
    queryKey: queryKeys.deadlines.dossier(dossierId),
    queryFn: ({ signal }) => api<{ items: Deadline[]; total: number }>(`/api/dossiers/${dossierId}/deadlines`, { signal }),
  });

/** Done, waived or open again; every list that shows deadlines is refreshed. */
export function useUpdateDeadline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DeadlinePatchBody }) => api<Deadline>(`/api/deadlines/${id}`, { method: 'PATCH', body }),
    onSettled: async () => {
      await Promise.all(invalidationGroups.afterDeadlineChange.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
