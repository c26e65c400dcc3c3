import type { AgendaResponse } from '@cabinet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export interface AgendaRange {
  /** Both inclusive; when left out the server takes tomorrow in the office time zone. */
  from?: string;
  to?: string;
  /** Only the caller's actions. */
  mine?: boolean;
}

export const fetchAgenda = (range: AgendaRange, signal?: AbortSignal) =>
  api<AgendaResponse>('/api/agenda', { query: { from: range.from, to: range.to, mine: range.mine ? 1 : undefined }, signal });

export const agendaQuery = (range: AgendaRange) =>
  queryOptions({
    queryKey: queryKeys.agenda.range(range),
    queryFn: ({ signal }) => fetchAgenda(range, signal),
    placeholderData: keepPreviousData,
  });

export const useAgenda = (range: AgendaRange, enabled = true) => useQuery({ ...agendaQuery(range), enabled });
