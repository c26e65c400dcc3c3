import type { publicSettingsSchema } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const publicSettingsQuery = queryOptions({
  queryKey: ['settings', 'public'],
  queryFn: ({ signal }) => api<PublicSettings>('/api/settings/public', { signal }),
  staleTime: 5 * 60_000,
});

/** The office currency for fees; USD (the original's "$") until the settings arrive. */
export function useCurrency(): string {
  return useQuery(publicSettingsQuery).data?.currency ?? 'USD';
}
