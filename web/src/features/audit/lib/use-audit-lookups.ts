import { useTranslation } from 'react-i18next';
import { useHistoryNames } from '../../../api/history-lookups';
import { useCurrency } from '../../../api/public-settings';
import { useReferenceOptions } from '../../../api/reference-options';
import { useUsers } from '../../../api/users';

/** The lists that name the ids the log records, read with the screens' own queries (cached). */
export function useAuditLookups() {
  const { t, i18n } = useTranslation('audit');
  const lang = i18n.language;
  const currency = useCurrency();
  const names = useHistoryNames(true, lang);
  const users = useUsers();
  const tribunals = useReferenceOptions('tribunals');
  const caseTypes = useReferenceOptions('case-types');
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
