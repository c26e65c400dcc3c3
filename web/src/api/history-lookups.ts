import type { ActionType, Expert, ExpertiseType } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { actionTypeName } from '../lib/action-type-name';

type List<T> = { items: T[]; total: number };

/** The lists that name the ids an action's history records; shared with the action screens' cache keys. */
export const actionTypeNamesQuery = queryOptions({
  queryKey: ['action-types', 'options'],
  queryFn: ({ signal }) => api<List<ActionType>>('/api/action-types', { signal }),
  staleTime: 60_000,
});
export const expertiseTypeNamesQuery = queryOptions({
  queryKey: ['expertise-types', 'options'],
  queryFn: ({ signal }) => api<List<ExpertiseType>>('/api/expertise-types', { signal }),
  staleTime: 60_000,
});
export const expertNamesQuery = queryOptions({
  queryKey: ['experts', 'options'],
  queryFn: ({ signal }) => api<List<Expert>>('/api/experts', { signal }),
  staleTime: 60_000,
});

/** id → label for each list (empty until loaded; the history then shows `#id`). */
export function useHistoryNames(enabled: boolean, lang: string) {
  const types = useQuery({ ...actionTypeNamesQuery, enabled });
  const expertiseTypes = useQuery({ ...expertiseTypeNamesQuery, enabled });
  const experts = useQuery({ ...expertNamesQuery, enabled });
  return {
    fk_type_action: new Map((types.data?.items ?? []).map((x) => [x.id_type_action, actionTypeName(x, lang)])),
    'expertise.fk_type_expertise': new Map((expertiseTypes.data?.items ?? []).map((x) => [x.id_type_expertise, x.libelle])),
    'expertise.fk_expert': new Map((experts.data?.items ?? []).map((x) => [x.id_expert, x.nom])),
  };
}
