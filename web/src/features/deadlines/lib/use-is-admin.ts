import type { User } from '@cabinet/shared';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

/** Whether the signed-in account is an admin (the server checks again on every write). Shares the app's session cache entry and its shape. */
export function useIsAdmin(): boolean {
  const session = useQuery({
    queryKey: ['session'],
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
  return session.data?.role === 'admin';
}
