import type { ReferenceResource } from '@cabinet/shared';
import type { QueryClient } from '@tanstack/react-query';

export const referenceKeys = {
  all: ['reference'] as const,
  list: (resource: ReferenceResource) => ['reference', resource, 'list'] as const,
  record: (resource: ReferenceResource, id: number) => ['reference', resource, 'record', id] as const,
};

/**
 * After a write: the lists refetch, the dashboard counters too, and every other cached screen is
 * marked stale, because dossiers and actions show these labels under their own keys.
 */
export async function refreshAfterReferenceWrite(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ refetchType: 'none' });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: referenceKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
