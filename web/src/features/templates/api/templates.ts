import type {
  DocumentRecord,
  FromTemplateBody,
  InvoiceSummary,
  Template,
  TemplateField,
  TemplatePatchBody,
} from '@cabinet/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api, apiUpload } from '../../../lib/api-client';

export const templatesQuery = queryOptions({
  queryKey: queryKeys.templates.list,
  queryFn: ({ signal }) => api<{ items: Template[]; total: number }>('/api/templates', { signal }),
});
export const useTemplates = () => useQuery(templatesQuery);

/** The placeholders never change while the app runs: read once. */
export const useTemplateFields = () =>
  useQuery({
    queryKey: queryKeys.templates.fields,
    queryFn: ({ signal }) => api<{ items: TemplateField[]; total: number }>('/api/templates/fields', { signal }),
    staleTime: Infinity,
  });

/** The dossier's court levels, to fill the `stage_*` placeholders from one of them. */
export { useDossierStages } from '../../../api/dossier-stages';

/** The dossier's fee notes (accounts that see money only), to fill the `fee_note_*` placeholders. */
export const useDossierFeeNotes = (dossierId: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.money.dossierInvoices(dossierId),
    queryFn: ({ signal }) =>
      api<{ items: InvoiceSummary[]; total: number }>('/api/invoices', { signal, query: { dossier: dossierId, page_size: 100 } }),
    enabled,
  });

export interface TemplateUpload {
  file: File;
  name: string;
  language: Template['language'];
  purpose: Template['purpose'];
}

export function useUploadTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, name, language, purpose }: TemplateUpload) => {
      const form = new FormData();
      form.append('name', name);
      form.append('language', language);
      form.append('purpose', purpose);
      form.append('file', file, file.name);
      // Errors come back as ApiError, a template's faults in `details.problems`.
      return apiUpload<Template>('/api/templates', form, () => undefined).promise;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.templates.list }),
  });
}

export function useUpdateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TemplatePatchBody & { id: number }) => api<Template>(`/api/templates/${id}`, { method: 'PATCH', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.templates.list }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/api/templates/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.templates.list }),
  });
}

/** Fills a template from the dossier; the new document appears in the dossier's list. */
export function useGenerateDocument(dossierId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FromTemplateBody) =>
      api<DocumentRecord>(`/api/dossiers/${dossierId}/documents/from-template`, { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.documents.dossier(dossierId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.documents.searches });
      // The dossier's history shows the new document.
      void queryClient.invalidateQueries({ queryKey: queryKeys.audit.dossier(dossierId) });
    },
  });
}

export const templateContentUrl = (template: Pick<Template, 'id'>) => `/api/templates/${template.id}/content`;
