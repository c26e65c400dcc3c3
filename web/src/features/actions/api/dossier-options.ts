import type { Dossier } from '@cabinet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

interface DossierPage {
  items: Dossier[];
  total: number;
}

/** Dossiers to choose from by reference or name, for moving an action to another dossier. */
export const dossierOptionsQuery = (q: string) =>
  queryOptions({
    queryKey: queryKeys.dossiers.options(q),
    queryFn: ({ signal }) =>
      api<DossierPage>('/api/dossiers', { query: { q: q || undefined, page_size: 20, sort: '-id_dossier' }, signal }),
    staleTime: 10_000,
  });

export const useDossierOptions = (q: string, enabled: boolean) =>
  useQuery({ ...dossierOptionsQuery(q), enabled, placeholderData: keepPreviousData });
