import type { DocumentMatch, DocumentRecord, DocumentSearchItem, ErrorBody } from '@cabinet/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePublicSettings } from '../../../api/public-settings';
import { queryKeys } from '../../../api/query-keys';
import { api, ApiError, reportSessionExpired } from '../../../lib/api-client';

export const documentKeys = {
  all: ['documents'] as const,
  dossier: (dossierId: number) => ['documents', 'dossier', dossierId] as const,
};

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

export interface UploadHandle {
  promise: Promise<DocumentRecord[]>;
  cancel(): void;
}

/**
 * A multipart form, sent with XMLHttpRequest: fetch cannot report upload progress. Errors come
 * back as ApiError like every other call (413 too large, 415 refused type, …).
 */
function postForm<T>(url: string, form: FormData, onProgress: (fraction: number) => void): { promise: Promise<T>; cancel(): void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<T>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.setRequestHeader('X-Requested-With', 'cabinet');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as T & Partial<ErrorBody>;
      if (xhr.status === 201 && body && !body.error) return resolve(body);
      const error = body?.error;
      if (xhr.status === 401) reportSessionExpired();
      const retryAfter = Number(xhr.getResponseHeader('Retry-After')) || undefined;
      reject(new ApiError(xhr.status, error?.code ?? 'unknown', error?.message ?? xhr.statusText, error?.fields ?? {}, undefined, retryAfter));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', 'The server cannot be reached. Check the connection and try again.'));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'Cancelled'));
    xhr.send(form);
  });
  return { promise, cancel: () => xhr.abort() };
}

/** One file, sent on its own with its progress. */
export function uploadDocument(dossierId: number, file: File, fields: { fk_action?: number; title?: string }, onProgress: (fraction: number) => void): UploadHandle {
  const form = new FormData();
  if (fields.fk_action) form.append('fk_action', String(fields.fk_action));
  if (fields.title) form.append('title', fields.title);
  form.append('file', file, file.name);
  const { promise, cancel } = postForm<{ items: DocumentRecord[] }>(`/api/dossiers/${dossierId}/documents`, form, onProgress);
  return { promise: promise.then((body) => body.items), cancel };
}

/** A phone capture: the photos, in page order, filed by the server as one PDF. */
export function sendCapture(
  dossierId: number,
  photos: File[],
  fields: { fk_action?: number; title?: string },
  onProgress: (fraction: number) => void,
): { promise: Promise<DocumentRecord>; cancel(): void } {
  const form = new FormData();
  if (fields.fk_action) form.append('fk_action', String(fields.fk_action));
  if (fields.title) form.append('title', fields.title);
  for (const photo of photos) form.append('photo', photo, photo.name);
  return postForm<DocumentRecord>(`/api/dossiers/${dossierId}/documents/capture`, form, onProgress);
}

export function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return (dossierId: number) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.documents.dossier(dossierId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.documents.searches });
    void queryClient.invalidateQueries({ queryKey: queryKeys.documents.trashed(dossierId) });
    // The dossier's history shows document entries.
    void queryClient.invalidateQueries({ queryKey: queryKeys.dossiers.all });
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
