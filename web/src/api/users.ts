import type { User } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';

/** `GET /api/users` (admins): the accounts screen, and the log's filter by who made a change. */
export const usersQuery = queryOptions({
  queryKey: queryKeys.users,
  queryFn: ({ signal }) => api<{ items: User[]; total: number }>('/api/users', { signal }),
});
export const useUsers = () => useQuery(usersQuery);

/** `GET /api/accounts`: the office's active accounts, for every user (the responsible and attendee selects, names in a history). */
export const accountOptionsQuery = queryOptions({
  queryKey: queryKeys.accountOptions,
  queryFn: ({ signal }) => api<{ items: { id: number; full_name: string }[] }>('/api/accounts', { signal }),
  staleTime: 60_000,
});
