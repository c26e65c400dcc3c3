import type { AuditEntry } from '@cabinet/shared';
import { useQuery } from '@tanstack/react-query';
import { pagedListQuery, type Paged } from '../../../api/paged-list';
import { queryKeys } from '../../../api/query-keys';

export interface AuditFilter {
  entity?: string;
  entity_id?: number;
  user?: number;
}

export const useAuditLog = (filter: AuditFilter, page: number, pageSize: number) =>
  useQuery(
    pagedListQuery<Paged<AuditEntry>>('/api/audit', queryKeys.audit.log(filter, page, pageSize), { ...filter, page, page_size: pageSize }),
  );
