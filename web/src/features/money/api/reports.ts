import type {
  ClientStatement,
  FeeDossiers,
  InvoiceStatus,
  InvoiceSummary,
  NoteLanguage,
  Numbering,
  NumberingPatchBody,
  Outstanding,
  Party,
  PaymentList,
  PaymentMethod,
} from '@cabinet/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { api, buildUrl } from '../../../lib/api-client';

/** The office's unpaid fee notes and provisions. */
export const useOutstanding = () =>
  useQuery({
    queryKey: queryKeys.money.outstanding,
    queryFn: ({ signal }) => api<Outstanding>('/api/money/outstanding', { signal }),
  });

export interface InvoiceFilter {
  status?: InvoiceStatus;
  year?: number;
  page: number;
  page_size: number;
}

/** A page of the office's fee notes and credit notes, newest first. */
export const useInvoiceList = (filter: InvoiceFilter) =>
  useQuery({
    queryKey: queryKeys.money.invoices({ ...filter }),
    queryFn: ({ signal }) =>
      api<{ items: InvoiceSummary[]; total: number; page: number; page_size: number }>('/api/invoices', { signal, query: { ...filter } }),
    placeholderData: keepPreviousData,
  });

export interface PaymentFilter {
  from?: string;
  to?: string;
  method?: PaymentMethod;
  client?: number;
}

/** A page of the payments received office-wide, newest first, with the sum of all that match. */
export const usePaymentList = (filter: PaymentFilter & { page: number; page_size: number }) =>
  useQuery({
    queryKey: queryKeys.money.payments({ ...filter }),
    queryFn: ({ signal }) => api<PaymentList>('/api/payments', { signal, query: { ...filter } }),
    placeholderData: keepPreviousData,
  });

/** Every payment the filters match, as a CSV download in the reader's language. */
export const paymentsCsvUrl = (filter: PaymentFilter, language: NoteLanguage) =>
  buildUrl('/api/payments', { ...filter, format: 'csv', language });

/** The dossiers in which fees were received in `year`. */
export const useFeeDossiers = (year: number) =>
  useQuery({
    queryKey: queryKeys.money.feeDossiers(year),
    queryFn: ({ signal }) => api<FeeDossiers>('/api/money/fee-dossiers', { signal, query: { year } }),
    placeholderData: keepPreviousData,
  });

/** A client's portfolio and account; `from`/`to` ('' for none) choose its notes by issue date. */
export const useStatement = (partyId: number, from: string, to: string, enabled = true) =>
  useQuery({
    queryKey: queryKeys.money.statement(partyId, from, to),
    queryFn: ({ signal }) => api<ClientStatement>(`/api/clients/${partyId}/statement`, { signal, query: { from: from || undefined, to: to || undefined } }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Parties found by a few typed letters, to open one's statement. */
export const useClientSearch = (q: string) =>
  useQuery({
    queryKey: queryKeys.money.clientSearch(q),
    queryFn: ({ signal }) => api<{ items: Party[]; total: number }>('/api/parties', { signal, query: { q, page_size: 25 } }),
    enabled: [...q].length >= 2,
    placeholderData: keepPreviousData,
  });

/** The statement as a file the server writes: a CSV download or a page to print, in the reader's language. */
export const statementFileUrl = (partyId: number, format: 'csv' | 'html', from: string, to: string, language: NoteLanguage) =>
  buildUrl(`/api/clients/${partyId}/statement`, { format, from: from || undefined, to: to || undefined, language });

/** The year's fee dossiers as a CSV download. */
export const feeDossiersCsvUrl = (year: number, language: NoteLanguage) =>
  buildUrl('/api/money/fee-dossiers', { year, format: 'csv', language });

/** Where this year's series of fee notes and credit notes stand. */
export const useNumbering = () =>
  useQuery({
    queryKey: queryKeys.money.numbering,
    queryFn: ({ signal }) => api<Numbering>('/api/invoices/numbering', { signal }),
  });

/** The number a series goes on from (administrators). */
export function useSetNextNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NumberingPatchBody) => api<Numbering>('/api/invoices/numbering', { method: 'PATCH', body }),
    onSuccess: (numbering) => queryClient.setQueryData(queryKeys.money.numbering, numbering),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.money.numbering }),
  });
}
