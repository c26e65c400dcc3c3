import type { User } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export const sessionQueryKey = ['session'] as const;

/** The signed-in user, or null when signed out. */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async (): Promise<User | null> => {
    try {
      return (await api<{ user: User }>('/api/auth/session')).user;
    } catch (err) {
      if (isApiError(err) && err.status === 401) return null;
      throw err;
    }
  },
  staleTime: 5 * 60_000,
  retry: false,
});

export const useSession = () => useQuery(sessionQuery);
