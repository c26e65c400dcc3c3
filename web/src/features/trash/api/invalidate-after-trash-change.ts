import type { QueryClient } from '@tanstack/react-query';
import { invalidationGroups } from '../../../api/query-keys';

/** A restore or purge changes the trash, every dossier read, the counters (top bar), the agenda and the audit log. */
export function invalidateAfterTrashChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(invalidationGroups.afterTrashChange.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
