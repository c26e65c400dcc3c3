import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DashboardCounts {
  total_dossiers: number;
  total_actions: number;
  experts: number;
  tribunals: number;
  actions_tomorrow: number;
  stale_dossiers: number;
}

/** Counters for the dashboard and the top bar; refreshed every few minutes and after any change. */
export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => api<DashboardCounts>('/api/dashboard'),
  refetchInterval: 3 * 60_000,
  staleTime: 30_000,
});

export const useDashboard = () => useQuery(dashboardQuery);
