import type { DeadlineMove, DeadlineRule, DeadlineRuleCreateBody, DeadlineRulePatchBody } from '@cabinet/shared';

/** A rule as saved; with `recompute: true`, how many open deadlines moved. */
export type SavedRule = DeadlineRule & { moved?: number; moves?: DeadlineMove[]; dropped?: number };
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { referenceOptionsQuery } from '../../../api/reference-options';
import { api } from '../../../lib/api-client';

export const useRules = () =>
  useQuery({
    queryKey: queryKeys.deadlines.rules,
    queryFn: ({ signal }) => api<{ items: DeadlineRule[]; total: number }>('/api/deadline-rules', { signal }),
  });

export const useActionTypeOptions = () =>
  useQuery({
    ...referenceOptionsQuery('action-types'),
    select: (data) => data.items.map((t) => ({ value: String(t.id_type_action), label: t.libelle })),
  });

export function useSaveRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: DeadlineRuleCreateBody | DeadlineRulePatchBody }) =>
      id === undefined
        ? api<SavedRule>('/api/deadline-rules', { method: 'POST', body })
        : api<SavedRule>(`/api/deadline-rules/${id}`, { method: 'PATCH', body }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.deadlines.rules }),
        client.invalidateQueries({ queryKey: queryKeys.deadlines.all }),
      ]),
  });
}

export function useDeleteRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/api/deadline-rules/${id}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.deadlines.rules }),
  });
}
