import type { TrashedDocument } from '@cabinet/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { useInvalidateDocuments } from './documents';

/** A dossier's documents in the trash, newest deletion first (administrators only: others get 403). */
export const useTrashedDocuments = (dossierId: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.documents.trashed(dossierId),
    queryFn: ({ signal }) => api<{ items: TrashedDocument[]; total: number }>(`/api/dossiers/${dossierId}/documents/trash`, { signal }),
    enabled,
  });

/** Back among the dossier's documents; 409 while the dossier itself is in the trash. */
export function useRestoreDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (doc: TrashedDocument) => api<unknown>(`/api/trash/documents/${doc.id_document}/restore`, { method: 'POST' }),
    onSettled: (_, __, doc) => invalidate(doc.fk_dossier),
  });
}

/** Gone for good, its file included. */
export function usePurgeDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (doc: TrashedDocument) => api<void>(`/api/trash/documents/${doc.id_document}`, { method: 'DELETE' }),
    onSettled: (_, __, doc) => invalidate(doc.fk_dossier),
  });
}
