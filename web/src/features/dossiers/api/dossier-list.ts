import type { DossierListItem, DossierListQuery } from '@cabinet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export interface DossierPage {
  items: DossierListItem[];
  total: number;
  /** A search in the documents' text too: `total` is bounded and there are more. */
  more?: boolean;
  page: number;
  page_size: number;
}

export type DossierListParams = Partial<DossierListQuery>;

export function fetchDossiers(params: DossierListParams, signal?: AbortSignal): Promise<DossierPage> {
  return api<DossierPage>('/api/dossiers', { query: { ...params }, signal });
}

export const dossierListQuery = (params: DossierListParams) =>
  queryOptions({
    queryKey: queryKeys.dossiers.list(params),
    queryFn: ({ signal }) => fetchDossiers(params, signal),
  });

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export const useDossierList = (params: DossierListParams) => useQuery({ ...dossierListQuery(params), placeholderData: keepPreviousData });
