import type { MailLogEntry } from '@cabinet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pagedListQuery, type Paged } from '../../../api/paged-list';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export const useMailLog = (page: number) =>
  useQuery(pagedListQuery<Paged<MailLogEntry>>('/api/admin/mail/log', queryKeys.mail.logPage(page), { page, page_size: 10 }));

export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>('/api/admin/mail/test', { method: 'POST', body: {} }),
    // The message goes out in the background; the log shows its outcome a moment later.
    onSuccess: () => setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.mail.log }), 1500),
  });
}

export function useRunDigest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ sent: number; skipped: number }>('/api/admin/digest/run', { method: 'POST', body: {} }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.mail.log }),
  });
}

/** The digest's hour (null: no digest), saved in the office settings. */
export function useSaveDigestHour(callbacks: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (digest_hour: number | null) => api<{ digest_hour: number | null }>('/api/settings', { method: 'PATCH', body: { digest_hour } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
      callbacks.onSuccess();
    },
    onError: callbacks.onError,
  });
}
