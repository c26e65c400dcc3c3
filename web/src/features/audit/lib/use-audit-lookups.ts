import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../../api/public-settings';
import { useHistoryNames } from '../../dossiers/api/history-lookups';
import { toOptions } from '../../dossiers/api/options';
import { caseTypesQuery, tribunalsQuery } from '../../reference/api/list-queries';
import { auditUsersQuery } from '../api/audit-users';

/** The lists that name the ids the log records, read with the screens' own queries (cached). */
export function useAuditLookups() {
  const { t, i18n } = useTranslation('audit');
  const lang = i18n.language;
  const currency = useCurrency();
  const names = useHistoryNames(true, lang);
  const users = useQuery(auditUsersQuery);
  const tribunals = useQuery(tribunalsQuery);
  const caseTypes = useQuery(caseTypesQuery);
  const people = new Map((users.data?.items ?? []).map((u) => [u.id, u.full_name]));
  return {
    empty: t('emptyValue'),
    lang,
    currency,
    tribunals: toOptions(tribunals.data?.items ?? [], (x) => x.id_tribunal, (x) => x.nom, lang),
    caseTypes: toOptions(caseTypes.data?.items ?? [], (x) => x.id_type_affaire_bureau, (x) => x.libelle, lang),
    names: { ...names, fk_responsible: people, fk_assignee: people },
  };
}
