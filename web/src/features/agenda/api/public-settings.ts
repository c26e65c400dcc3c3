import type { Settings } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type PublicSettings = Pick<Settings, 'office_name' | 'timezone' | 'currency' | 'stale_months'>;

/** The office time zone decides which day is "today"; same key as the rest of the app. */
export const publicSettingsQuery = queryOptions({
  queryKey: ['settings', 'public'],
  queryFn: () => api<PublicSettings>('/api/settings/public'),
  staleTime: 5 * 60_000,
});

export const usePublicSettings = () => useQuery(publicSettingsQuery);
