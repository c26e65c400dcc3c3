import type { User, UserInviteBody, UserInviteResponse } from '@cabinet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersQuery } from '../../../api/users';
import { api } from '../../../lib/api-client';

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; role?: User['role']; status?: User['status']; money?: User['money'] }) =>
      api<{ user: User }>(`/api/users/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQuery.queryKey }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: ({ id, new_password }: { id: number; new_password: string }) =>
      api<void>(`/api/users/${id}/password`, { method: 'POST', body: { new_password } }),
  });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserInviteBody) => api<UserInviteResponse>('/api/users', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQuery.queryKey }),
  });
}
