import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { api, type RequestOptions } from '../lib/api-client';

/** One page of a server-paged list, as the list routes answer it. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

/** A page of a server-paged list; the page on screen stays while the next one loads. */
export const pagedListQuery = <P>(path: string, queryKey: QueryKey, query: RequestOptions['query']) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => api<P>(path, { query, signal }),
    placeholderData: keepPreviousData,
  });
