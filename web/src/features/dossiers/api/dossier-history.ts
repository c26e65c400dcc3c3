import type { AuditEntry } from '@cabinet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export interface HistoryPage {
  items: AuditEntry[];
  total: number;
  page: number;
  page_size: number;
}

export const fetchDossierHistory = (id: number, page: number, signal?: AbortSignal) =>
  api<HistoryPage>('/api/audit', { query: { entity: 'dossier', entity_id: id, page }, signal });

export const dossierHistoryQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: queryKeys.audit.dossierPage(id, page),
    queryFn: ({ signal }) => fetchDossierHistory(id, page, signal),
  });

export const useDossierHistory = (id: number, page: number, enabled: boolean) =>
  useQuery({ ...dossierHistoryQuery(id, page), enabled, placeholderData: keepPreviousData });
