import type { Dossier } from '@cabinet/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export const fetchDossier = (id: number, signal?: AbortSignal) => api<Dossier>(`/api/dossiers/${id}`, { signal });

export const dossierQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.dossiers.detail(id),
    queryFn: ({ signal }) => fetchDossier(id, signal),
  });

export const useDossier = (id: number) => useQuery(dossierQuery(id));
