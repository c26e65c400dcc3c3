import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import type { HearingAction } from '../lib/next-hearing';

/** The dossier's actions (the same read, and cache, as its action list), to find its next hearing. */
export const useDossierHearings = (dossierId: number) =>
  useQuery({
    queryKey: queryKeys.dossiers.actions(dossierId),
    queryFn: ({ signal }) => api<{ items: HearingAction[]; total: number }>(`/api/dossiers/${dossierId}/actions`, { signal }),
  });
