import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';

/**
 * After a write: the lists refetch, the dashboard counters too, and every other cached screen is
 * marked stale, because dossiers and actions show these labels under their own keys.
 */
export async function refreshAfterReferenceWrite(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ refetchType: 'none' });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.reference.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
  ]);
}
