import type { publicSettingsSchema } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** What every signed-in user may read of the settings: office name, time zone, currency, limits. */
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const publicSettingsQuery = queryOptions({
  queryKey: queryKeys.publicSettings,
  queryFn: ({ signal }) => api<PublicSettings>('/api/settings/public', { signal }),
  staleTime: 5 * 60_000,
});

export const usePublicSettings = () => useQuery(publicSettingsQuery);

/** The office currency for amounts; USD (the original's "$") until the settings arrive. */
export function useCurrency(): string {
  return usePublicSettings().data?.currency ?? 'USD';
}
