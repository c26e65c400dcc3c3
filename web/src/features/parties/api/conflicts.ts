import type { ConflictMatch } from '@cabinet/shared';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

export const fetchConflicts = (name: string, nationalId: string, signal?: AbortSignal) =>
  api<{ items: ConflictMatch[]; total: number }>('/api/conflicts', { query: { name, national_id: nationalId }, signal });

/** Runs only when there is something worth checking (3 letters of a name, or a national id). */
export const useConflictCheck = (name: string, nationalId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.parties.conflicts(name, nationalId),
    queryFn: ({ signal }) => fetchConflicts(name, nationalId, signal),
    enabled,
  });
