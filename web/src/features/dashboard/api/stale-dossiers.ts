import type { StaleDossier } from '@cabinet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export interface StaleDossiersPage {
  items: StaleDossier[];
  total: number;
  page: number;
  page_size: number;
  /** Dossiers without an action since this date are stale. */
  threshold: string;
}

export const fetchStaleDossiers = (page: number, pageSize: number, signal?: AbortSignal) =>
  api<StaleDossiersPage>('/api/dossiers/stale', { query: { page, page_size: pageSize }, signal });

export const staleDossiersQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: queryKeys.dossiers.stalePage(page, pageSize),
    queryFn: ({ signal }) => fetchStaleDossiers(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export const useStaleDossiers = (page: number, pageSize: number) => useQuery(staleDossiersQuery(page, pageSize));
