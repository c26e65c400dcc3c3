import type { FiscalProfile } from '@cabinet/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** The fiscal profiles Cabinet ships (data with their legal source): the settings and the fee notes read them. */
export const useFiscalProfiles = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.money.fiscalProfiles,
    queryFn: ({ signal }) => api<{ items: FiscalProfile[] }>('/api/fiscal-profiles', { signal }),
    staleTime: Infinity,
    enabled,
  });
