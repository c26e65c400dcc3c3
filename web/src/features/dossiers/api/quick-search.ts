import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { fetchDossiers } from './dossiers';

export const QUICK_SEARCH_SIZE = 8;

export const quickSearchQuery = (q: string) =>
  queryOptions({
    queryKey: queryKeys.dossiers.quick(q),
    queryFn: ({ signal }) => fetchDossiers({ q: q || undefined, page_size: QUICK_SEARCH_SIZE, sort: '-id_dossier' }, signal),
    staleTime: 10_000,
  });

/** Dossiers matching what is typed in the quick search (the newest ones while it is empty). */
export const useQuickSearch = (q: string, enabled: boolean) =>
  useQuery({ ...quickSearchQuery(q), enabled, placeholderData: keepPreviousData });
