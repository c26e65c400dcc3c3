import type { LoginBody, ProfileBody, RegisterBody, User } from '@cabinet/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, setSigningOut } from '../../../lib/api-client';
import { queryKeys } from '../../../api/query-keys';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api<{ user: User }>('/api/auth/login', { method: 'POST', body }),
    onSuccess: ({ user }) => {
      setSigningOut(false);
      // A new identity: drop everything cached for the previous one.
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session, user);
    },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => api<{ user: User }>('/api/auth/register', { method: 'POST', body }),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // Requests still under way answer 401 once the session is gone; that is this sign-out, not an expiry.
      setSigningOut(true);
      await queryClient.cancelQueries();
      return api<void>('/api/auth/logout', { method: 'POST', body: {} });
    },
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(queryKeys.session, null);
    },
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => api<{ user: User }>('/api/auth/profile', { method: 'PATCH', body }),
    onSuccess: ({ user }) => queryClient.setQueryData(queryKeys.session, user),
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { current_password: string; new_password: string }) => api<void>('/api/auth/password', { method: 'POST', body }),
    // The server retired the calendar address with the old password; the next read draws a new one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.calendar.feed }),
  });
}
