import type { User } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The accounts, to filter the log by who made the change (same key as the accounts screen). */
export const auditUsersQuery = queryOptions({
  queryKey: ['users'],
  queryFn: () => api<{ items: User[]; total: number }>('/api/users'),
});

export const useAuditUsers = () => useQuery(auditUsersQuery);
