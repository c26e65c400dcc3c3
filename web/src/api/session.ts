import type { User } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** The signed-in user, or null when signed out. */
export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
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

/** Whether the signed-in account is an admin (the server checks again on every write). */
export const useIsAdmin = (): boolean => useSession().data?.role === 'admin';

/** What the signed-in account may do with the money of the dossiers: administrators always write (the server checks again). */
export function useMoneyAccess(): 'none' | 'read' | 'write' {
  const user = useSession().data;
  if (!user) return 'none';
  return user.role === 'admin' ? 'write' : user.money;
}
