import { nameIn, type DossierParty, type Stage } from '@cabinet/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

interface Option {
  value: string;
  label: string;
}

/**
 * The parties a level's bailiff is chosen from: the dossier's own (the same read as its Parties
 * tab), the bailiffs first. A bailiff saved on the level but no longer linked stays choosable.
 */
export function useDossierPartyOptions(dossierId: number, saved: Pick<Stage, 'fk_bailiff_party' | 'bailiff_name'> | null) {
  const { t, i18n } = useTranslation('stages');
  const lang = i18n.language;
  const parties = useQuery({
    queryKey: queryKeys.parties.ofDossier(dossierId),
    queryFn: ({ signal }) => api<{ items: DossierParty[]; total: number }>(`/api/dossiers/${dossierId}/parties`, { signal }),
  });
  const items = parties.data?.items ?? [];
  const option = (party: DossierParty): Option => ({ value: String(party.id_party), label: nameIn(party.name, party.name_ar, lang) });
  const unique = (list: DossierParty[]) => [...new Map(list.map((party) => [party.id_party, option(party)])).values()];
  const bailiffs = unique(items.filter((party) => party.role === 'bailiff'));
  const bailiffIds = new Set(bailiffs.map((o) => o.value));
  const others = unique(items.filter((party) => !bailiffIds.has(String(party.id_party))));
  const savedId = saved?.fk_bailiff_party ? String(saved.fk_bailiff_party) : null;
  if (savedId && !bailiffIds.has(savedId) && !others.some((o) => o.value === savedId)) {
    bailiffs.push({ value: savedId, label: saved?.bailiff_name ?? `#${savedId}` });
  }
  const options = [
    { group: t('parties:roles.bailiff'), items: bailiffs },
    { group: t('form.otherPartiesGroup'), items: others },
  ].filter((group) => group.items.length > 0);
  return { options, isPending: parties.isPending };
}
