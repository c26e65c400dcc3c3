import type { Party, PartyCreateBody, PartyDossier, PartyPatchBody } from '@cabinet/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DOSSIER_LISTS_KEY, partyKeys } from './keys';

interface PartyPage {
  items: Party[];
  total: number;
  page: number;
  page_size: number;
}

export const fetchParties = (q: string, page: number, pageSize: number, signal?: AbortSignal) =>
  api<PartyPage>('/api/parties', { query: { q, page, page_size: pageSize }, signal });

export const useParties = (q: string, page: number, enabled = true, pageSize = 25) =>
  useQuery({
    queryKey: partyKeys.list(q, page, pageSize),
    queryFn: ({ signal }) => fetchParties(q, page, pageSize, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useParty = (id: number) => useQuery({ queryKey: partyKeys.detail(id), queryFn: ({ signal }) => api<Party>(`/api/parties/${id}`, { signal }) });

export const usePartyDossiers = (id: number) =>
  useQuery({ queryKey: partyKeys.dossiers(id), queryFn: ({ signal }) => api<{ items: PartyDossier[] }>(`/api/parties/${id}/dossiers`, { signal }) });

export function useCreateParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartyCreateBody) => api<Party>('/api/parties', { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: partyKeys.all }),
  });
}

export function useUpdateParty(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartyPatchBody) => api<Party>(`/api/parties/${id}`, { method: 'PATCH', body }),
    onSuccess: (party) => {
      queryClient.setQueryData(partyKeys.detail(id), party);
      void queryClient.invalidateQueries({ queryKey: partyKeys.all });
      void queryClient.invalidateQueries({ queryKey: DOSSIER_LISTS_KEY });
    },
  });
}

export function useDeleteParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/api/parties/${id}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: partyKeys.all }),
  });
}
