import type { publicSettingsSchema } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const fetchPublicSettings = (signal?: AbortSignal) => api<PublicSettings>('/api/settings/public', { signal });

export const publicSettingsQuery = queryOptions({
  queryKey: ['settings', 'public'],
  queryFn: ({ signal }) => fetchPublicSettings(signal),
  staleTime: 5 * 60_000,
});

/** The office currency for amounts; USD (the original's "$") until the settings arrive. */
export function useCurrency(): string {
  return useQuery(publicSettingsQuery).data?.currency ?? 'USD';
}
