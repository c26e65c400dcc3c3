import type { QueryClient } from '@tanstack/react-query';
import { trashKey } from './trash-list';

/** A restore or purge changes the trash, the dossier lists, the counters (top bar) and the audit log. */
export function invalidateAfterTrashChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: trashKey }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['dossiers'] }),
    queryClient.invalidateQueries({ queryKey: ['dossier'] }),
    queryClient.invalidateQueries({ queryKey: ['agenda'] }),
    queryClient.invalidateQueries({ queryKey: ['audit'] }),
  ]);
}
