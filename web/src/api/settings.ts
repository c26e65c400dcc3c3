import type { Settings } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** `GET /api/settings` (admins): the settings page and the digest settings of the reminders read it. */
export const settingsQuery = queryOptions({
  queryKey: queryKeys.adminSettings,
  queryFn: ({ signal }) => api<Settings>('/api/settings', { signal }),
});
export const useSettings = () => useQuery(settingsQuery);
