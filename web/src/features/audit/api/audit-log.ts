import type { AuditEntry } from '@cabinet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export interface AuditFilter {
  entity?: string;
  entity_id?: number;
  user?: number;
}

export interface AuditPage {
  items: AuditEntry[];
  total: number;
  page: number;
  page_size: number;
}

export const fetchAuditLog = (filter: AuditFilter, page: number, pageSize: number, signal?: AbortSignal) =>
  api<AuditPage>('/api/audit', { query: { ...filter, page, page_size: pageSize }, signal });

export const auditLogQuery = (filter: AuditFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: queryKeys.audit.log(filter, page, pageSize),
    queryFn: ({ signal }) => fetchAuditLog(filter, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filter: AuditFilter, page: number, pageSize: number) => useQuery(auditLogQuery(filter, page, pageSize));
