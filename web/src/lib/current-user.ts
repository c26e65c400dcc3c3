import type { User } from '@cabinet/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from './api-client';

/**
 * The signed-in user under the session query's key, for shared components that cannot import the
 * auth feature: same key, same request, so both read and update one cache entry.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['session'] as const,
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
