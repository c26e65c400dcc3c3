import type { DeadlineRule, DeadlineRuleCreateBody, DeadlineRulePatchBody } from '@cabinet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deadlineKeys } from './keys';

export const useRules = () =>
  useQuery({
    queryKey: deadlineKeys.rules,
    queryFn: ({ signal }) => api<{ items: DeadlineRule[]; total: number }>('/api/deadline-rules', { signal }),
  });

export const useActionTypeOptions = () =>
  useQuery({
    queryKey: ['action-types', 'options'],
    queryFn: ({ signal }) => api<{ items: { id_type_action: number; libelle: string }[] }>('/api/action-types', { signal }),
    select: (data) => data.items.map((t) => ({ value: String(t.id_type_action), label: t.libelle })),
  });

export function useSaveRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: DeadlineRuleCreateBody | DeadlineRulePatchBody }) =>
      id === undefined
        ? api<DeadlineRule>('/api/deadline-rules', { method: 'POST', body })
        : api<DeadlineRule>(`/api/deadline-rules/${id}`, { method: 'PATCH', body }),
    onSettled: () => client.invalidateQueries({ queryKey: deadlineKeys.rules }),
  });
}

export function useDeleteRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/api/deadline-rules/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: deadlineKeys.rules }),
  });
}
