import type { Dossier, DossierCreateBody, DossierListItem, DossierListQuery, DossierPatchBody } from '@cabinet/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export interface DossierPage {
  items: DossierListItem[];
  total: number;
  /** A search in the documents' text too: `total` is bounded and there are more. */
  more?: boolean;
  page: number;
  page_size: number;
}

export type DossierListParams = Partial<DossierListQuery>;

export const fetchDossier = (id: number, signal?: AbortSignal) => api<Dossier>(`/api/dossiers/${id}`, { signal });

export const dossierQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeys.dossiers.detail(id),
    queryFn: ({ signal }) => fetchDossier(id, signal),
  });

export const useDossier = (id: number) => useQuery(dossierQuery(id));

export function fetchDossiers(params: DossierListParams, signal?: AbortSignal): Promise<DossierPage> {
  return api<DossierPage>('/api/dossiers', { query: { ...params }, signal });
}

export const dossierListQuery = (params: DossierListParams) =>
  queryOptions({
    queryKey: queryKeys.dossiers.list(params),
    queryFn: ({ signal }) => fetchDossiers(params, signal),
  });

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export const useDossierList = (params: DossierListParams) => useQuery({ ...dossierListQuery(params), placeholderData: keepPreviousData });

export const createDossier = (body: DossierCreateBody) => api<Dossier>('/api/dossiers', { method: 'POST', body });

export function useCreateDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDossier,
    onSuccess: (dossier) => {
      queryClient.setQueryData(queryKeys.dossiers.detail(dossier.id_dossier), dossier);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dossiers.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}

export const updateDossier = (id: number, body: DossierPatchBody) => api<Dossier>(`/api/dossiers/${id}`, { method: 'PATCH', body });

export function useUpdateDossier(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DossierPatchBody) => updateDossier(id, body),
    onSuccess: (dossier) => {
      queryClient.setQueryData(queryKeys.dossiers.detail(id), dossier);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dossiers.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.dossier(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      // A court number field written on the dossier writes its court level.
      void queryClient.invalidateQueries({ queryKey: queryKeys.stages.dossier(id) });
    },
  });
}

export const deleteDossier = (id: number) => api<void>(`/api/dossiers/${id}`, { method: 'DELETE' });

/** To the trash; the row leaves every cached result page at once. */
export function useDeleteDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDossier,
    onSuccess: (_, id) => {
      queryClient.setQueriesData<DossierPage>({ queryKey: queryKeys.dossiers.lists() }, (page) =>
        page && page.items.some((d) => d.id_dossier === id)
          ? { ...page, items: page.items.filter((d) => d.id_dossier !== id), total: Math.max(0, page.total - 1) }
          : page,
      );
      queryClient.removeQueries({ queryKey: queryKeys.dossiers.detail(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dossiers.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: queryKeys.trash.all });
    },
  });
}
