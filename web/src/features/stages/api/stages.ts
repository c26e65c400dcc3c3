import type { Stage, StageAwaiting, StageBoardItem, StageCreateBody, StageKind, StagePatchBody } from '@cabinet/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidationGroups, queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

function useStageMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => Promise.all(invalidationGroups.afterStageChange.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useCreateStage = (dossierId: number) =>
  useStageMutation((body: StageCreateBody) => api<Stage>(`/api/dossiers/${dossierId}/stages`, { method: 'POST', body }));

export const useUpdateStage = (id: number) =>
  useStageMutation((body: StagePatchBody) => api<Stage>(`/api/stages/${id}`, { method: 'PATCH', body }));

export const useDeleteStage = () => useStageMutation((id: number) => api<void>(`/api/stages/${id}`, { method: 'DELETE' }));

/** The board's question: which levels, filtered how, which page. */
export interface StageBoardFilters {
  awaiting: StageAwaiting;
  kind?: StageKind;
  tribunal?: number;
  responsible?: number;
  page: number;
  page_size: number;
}

export interface StageBoardPage {
  items: StageBoardItem[];
  total: number;
  page: number;
  page_size: number;
}

/** `GET /api/stages?awaiting=&kind=&tribunal=&responsible=&page=&page_size=`. */
export const stageBoardQuery = (filters: StageBoardFilters) =>
  queryOptions({
    queryKey: queryKeys.stages.board({ ...filters }),
    queryFn: ({ signal }) => api<StageBoardPage>('/api/stages', { query: { ...filters }, signal }),
    placeholderData: keepPreviousData,
  });

export const useStageBoard = (filters: StageBoardFilters) => useQuery(stageBoardQuery(filters));
