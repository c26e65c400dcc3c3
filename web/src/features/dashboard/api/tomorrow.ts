import type { AgendaResponse } from '@cabinet/shared';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

/** Tomorrow's agenda (the server's tomorrow, in the office time zone), under the key the tomorrow page uses. */
export const useTomorrowAgenda = () =>
  useQuery({
    queryKey: queryKeys.agenda.range({}),
    queryFn: ({ signal }) => api<AgendaResponse>('/api/agenda', { signal }),
  });
