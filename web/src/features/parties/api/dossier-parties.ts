import type { DossierParty, DossierPartyLinkBody, PartyRole } from '@cabinet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export const useDossierParties = (dossierId: number) =>
  useQuery({
    queryKey: queryKeys.parties.ofDossier(dossierId),
    queryFn: ({ signal }) => api<{ items: DossierParty[]; total: number }>(`/api/dossiers/${dossierId}/parties`, { signal }),
  });

function useRefreshAfterLink(dossierId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.parties.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dossiers.lists() });
    void queryClient.invalidateQueries({ queryKey: queryKeys.audit.dossier(dossierId) });
  };
}

export function useLinkParty(dossierId: number) {
  const refresh = useRefreshAfterLink(dossierId);
  return useMutation({
    mutationFn: (body: DossierPartyLinkBody) => api<DossierParty>(`/api/dossiers/${dossierId}/parties`, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useUnlinkParty(dossierId: number) {
  const refresh = useRefreshAfterLink(dossierId);
  return useMutation({
    mutationFn: ({ id_party, role }: { id_party: number; role: PartyRole }) =>
      api<void>(`/api/dossiers/${dossierId}/parties/${id_party}`, { method: 'DELETE', query: { role } }),
    onSuccess: refresh,
  });
}
