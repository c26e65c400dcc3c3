import type { DocumentMatch, DocumentRecord, DocumentSearchItem } from '@cabinet/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePublicSettings } from '../../../api/public-settings';
import { invalidationGroups, queryKeys } from '../../../api/query-keys';
import { api, apiUpload, type UploadRequest } from '../../../lib/api-client';

export const dossierDocumentsQuery = (dossierId: number) =>
  queryOptions({
    queryKey: queryKeys.documents.dossier(dossierId),
    queryFn: ({ signal }) => api<{ items: DocumentRecord[]; total: number }>(`/api/dossiers/${dossierId}/documents`, { signal }),
  });

/** While a document's text is being read, its status is looked at again this often. */
const PENDING_REFRESH_MS = 5000;
const anyPending = (items: DocumentRecord[] | undefined) => items?.some((doc) => doc.text_status === 'pending') ?? false;

export const useDossierDocuments = (dossierId: number) =>
  useQuery({ ...dossierDocumentsQuery(dossierId), refetchInterval: (query) => (anyPending(query.state.data?.items) ? PENDING_REFRESH_MS : false) });

/** A dossier's documents whose text has every word of `q` (disabled while `q` is blank). */
export const useDossierDocumentSearch = (dossierId: number, q: string) =>
  useQuery({
    queryKey: queryKeys.documents.dossierSearch(dossierId, q),
    queryFn: ({ signal }) =>
      api<{ items: DocumentMatch[]; total: number }>(`/api/dossiers/${dossierId}/documents?q=${encodeURIComponent(q)}`, { signal }),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });

/** A page of every document whose text has every word of `q` (disabled while `q` is blank). */
export const useDocumentSearch = (q: string, page: number, pageSize: number) =>
  useQuery({
    queryKey: queryKeys.documents.search(q, page, pageSize),
    queryFn: ({ signal }) =>
      api<{ items: DocumentSearchItem[]; total: number; more: boolean; page: number; page_size: number }>(
        `/api/documents/search?q=${encodeURIComponent(q)}&page=${page}&page_size=${pageSize}`,
        { signal },
      ),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });

/** Reads a document's text again (after a failure, or once OCR is installed). */
export function useRetryDocumentText() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (doc: DocumentRecord) => api<DocumentRecord>(`/api/documents/${doc.id_document}/text/retry`, { method: 'POST' }),
    onSuccess: (doc) => invalidate(doc.fk_dossier),
  });
}

/** The upload limit in MB, told before anything is sent. */
export function useUploadLimitMb(): number | undefined {
  return usePublicSettings().data?.max_upload_mb;
}

export const contentUrl = (doc: DocumentRecord, inline = false) => `/api/documents/${doc.id_document}/content${inline ? '?inline=1' : ''}`;

export type UploadHandle = UploadRequest<DocumentRecord[]>;

/** One file, sent on its own with its progress. */
export function uploadDocument(dossierId: number, file: File, fields: { fk_action?: number; title?: string }, onProgress: (fraction: number) => void): UploadHandle {
  const form = new FormData();
  if (fields.fk_action) form.append('fk_action', String(fields.fk_action));
  if (fields.title) form.append('title', fields.title);
  form.append('file', file, file.name);
  const { promise, cancel } = apiUpload<{ items: DocumentRecord[] }>(`/api/dossiers/${dossierId}/documents`, form, onProgress);
  return { promise: promise.then((body) => body.items), cancel };
}

/** A phone capture: the photos, in page order, filed by the server as one PDF. */
export function sendCapture(
  dossierId: number,
  photos: File[],
  fields: { fk_action?: number; title?: string },
  onProgress: (fraction: number) => void,
): UploadRequest<DocumentRecord> {
  const form = new FormData();
  if (fields.fk_action) form.append('fk_action', String(fields.fk_action));
  if (fields.title) form.append('title', fields.title);
  for (const photo of photos) form.append('photo', photo, photo.name);
  return apiUpload<DocumentRecord>(`/api/dossiers/${dossierId}/documents/capture`, form, onProgress);
}

export function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return (dossierId: number) => {
    for (const queryKey of invalidationGroups.afterDocumentChange(dossierId)) void queryClient.invalidateQueries({ queryKey });
  };
}

export function useUpdateDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: ({ doc, patch }: { doc: DocumentRecord; patch: { title?: string | null; filename?: string; fk_action?: number | null } }) =>
      api<DocumentRecord>(`/api/documents/${doc.id_document}`, { method: 'PATCH', body: { ...patch, version: doc.version } }),
    onSuccess: (doc) => invalidate(doc.fk_dossier),
  });
}

export function useDeleteDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (doc: DocumentRecord) => api<void>(`/api/documents/${doc.id_document}`, { method: 'DELETE' }),
    onSuccess: (_, doc) => invalidate(doc.fk_dossier),
  });
}
