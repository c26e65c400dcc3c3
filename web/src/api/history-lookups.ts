import type { DeadlineRule } from '@cabinet/shared';
import { useQuery } from '@tanstack/react-query';
import { actionTypeName } from '../lib/action-type-name';
import { api } from '../lib/api-client';
import { queryKeys } from './query-keys';
import { useReferenceOptions } from './reference-options';
import { accountOptionsQuery } from './users';

/** The label of a deadline rule in the reader's language (the French `label` when it has none). */
const ruleName = (rule: DeadlineRule, lang: string) => rule.labels[lang as 'en' | 'fr' | 'ar'] ?? rule.label;

/** id → label for each list a history names by id (empty until loaded; the history then shows `#id`). */
export function useHistoryNames(enabled: boolean, lang: string) {
  const types = useReferenceOptions('action-types', enabled);
  const expertiseTypes = useReferenceOptions('expertise-types', enabled);
  const experts = useReferenceOptions('experts', enabled);
  const accounts = useQuery({ ...accountOptionsQuery, enabled });
  // The same read, and cache, as the deadline rules' page.
  const rules = useQuery({
    queryKey: queryKeys.deadlines.rules,
    queryFn: ({ signal }) => api<{ items: DeadlineRule[]; total: number }>('/api/deadline-rules', { signal }),
    enabled,
  });
  const accountNames = new Map((accounts.data?.items ?? []).map((x) => [x.id, x.full_name]));
  return {
    fk_type_action: new Map((types.data?.items ?? []).map((x) => [x.id_type_action, actionTypeName(x, lang)])),
    'expertise.fk_type_expertise': new Map((expertiseTypes.data?.items ?? []).map((x) => [x.id_type_expertise, x.libelle])),
    'expertise.fk_expert': new Map((experts.data?.items ?? []).map((x) => [x.id_expert, x.nom])),
    fk_rule: new Map((rules.data?.items ?? []).map((x) => [x.id, ruleName(x, lang)])),
    fk_assignee: accountNames,
    fk_responsible: accountNames,
  };
}
