import type { TrashItem } from '@cabinet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export interface TrashPage {
  items: TrashItem[];
  total: number;
  page: number;
  page_size: number;
}

export const fetchTrash = (page: number, pageSize: number, signal?: AbortSignal) =>
  api<TrashPage>('/api/trash', { query: { page, page_size: pageSize }, signal });

export const trashQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: queryKeys.trash.page(page, pageSize),
    queryFn: ({ signal }) => fetchTrash(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export const useTrash = (page: number, pageSize: number) => useQuery(trashQuery(page, pageSize));
