import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../../api/public-settings';
import type { CaseType, Tribunal } from '@cabinet/shared';
import { api } from '../../../lib/api-client';
import { useHistoryNames } from '../../../api/history-lookups';
import { auditUsersQuery } from '../api/audit-users';

/** The lists that name the ids the log records, read with the screens' own queries (cached). */
export function useAuditLookups() {
  const { t, i18n } = useTranslation('audit');
  const lang = i18n.language;
  const currency = useCurrency();
  const names = useHistoryNames(true, lang);
  const users = useQuery(auditUsersQuery);
  // The reference screens' own keys, so an edit there refreshes these names too.
  const tribunals = useQuery({
    queryKey: ['reference', 'tribunals', 'list'],
    queryFn: ({ signal }) => api<{ items: Tribunal[] }>('/api/tribunals', { signal }),
  });
  const caseTypes = useQuery({
    queryKey: ['reference', 'case-types', 'list'],
    queryFn: ({ signal }) => api<{ items: CaseType[] }>('/api/case-types', { signal }),
  });
  const people = new Map((users.data?.items ?? []).map((u) => [u.id, u.full_name]));
  return {
    empty: t('emptyValue'),
    lang,
    currency,
    tribunals: (tribunals.data?.items ?? []).map((x) => ({ value: String(x.id_tribunal), label: x.nom })),
    caseTypes: (caseTypes.data?.items ?? []).map((x) => ({ value: String(x.id_type_affaire_bureau), label: x.libelle })),
    names: { ...names, fk_responsible: people, fk_assignee: people },
  };
}
