import type { Dashboard } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export type DashboardCounts = Dashboard;

/** Counters for the dashboard and the top bar; refreshed every few minutes and after any change. */
export const dashboardQuery = queryOptions({
  queryKey: queryKeys.dashboard,
  queryFn: () => api<Dashboard>('/api/dashboard'),
  refetchInterval: 3 * 60_000,
  staleTime: 30_000,
});

export const useDashboard = () => useQuery(dashboardQuery);
