import type { MailLogEntry } from '@cabinet/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export interface MailLogPage {
  items: MailLogEntry[];
  total: number;
  page: number;
  page_size: number;
}

export const mailLogQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.mail.logPage(page),
    queryFn: ({ signal }) => api<MailLogPage>('/api/admin/mail/log', { query: { page, page_size: 10 }, signal }),
    placeholderData: keepPreviousData,
  });
export const useMailLog = (page: number) => useQuery(mailLogQuery(page));

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
