import type { RollResponse } from '@cabinet/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api, buildUrl } from '../../../lib/api-client';

export const courtRollQuery = (date: string | undefined, mine: boolean) =>
  queryOptions({
    queryKey: queryKeys.agenda.roll(date, mine),
    queryFn: ({ signal }) => api<RollResponse>('/api/agenda/roll', { query: { date, mine: mine ? 1 : undefined }, signal }),
    placeholderData: keepPreviousData,
  });
export const useCourtRoll = (date: string | undefined, mine: boolean) => useQuery(courtRollQuery(date, mine));

export const rollFileUrl = (format: 'pdf' | 'html', date: string, lang: string, mine: boolean) =>
  buildUrl('/api/agenda/roll', { date, format, lang, mine: mine ? 1 : undefined });
