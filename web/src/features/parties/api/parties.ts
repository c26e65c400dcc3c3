import type { Party, PartyCreateBody, PartyDossier, PartyPatchBody } from '@cabinet/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

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
    queryKey: queryKeys.parties.list(q, page, pageSize),
    queryFn: ({ signal }) => fetchParties(q, page, pageSize, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useParty = (id: number) => useQuery({ queryKey: queryKeys.parties.detail(id), queryFn: ({ signal }) => api<Party>(`/api/parties/${id}`, { signal }) });

export const usePartyDossiers = (id: number) =>
  useQuery({ queryKey: queryKeys.parties.dossiers(id), queryFn: ({ signal }) => api<{ items: PartyDossier[] }>(`/api/parties/${id}/dossiers`, { signal }) });

export function useCreateParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartyCreateBody) => api<Party>('/api/parties', { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.parties.all }),
  });
}

export function useUpdateParty(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartyPatchBody) => api<Party>(`/api/parties/${id}`, { method: 'PATCH', body }),
    onSuccess: (party) => {
      queryClient.setQueryData(queryKeys.parties.detail(id), party);
      void queryClient.invalidateQueries({ queryKey: queryKeys.parties.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dossiers.lists() });
    },
  });
}

export function useDeleteParty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/api/parties/${id}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.parties.all }),
  });
}
