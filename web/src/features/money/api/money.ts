import type { DossierMoney, DossierParty, EntryCreateBody, Invoice, InvoiceSummary, MoneyEntry, PaymentCreateBody } from '@cabinet/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidationGroups, queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';

/** A draft's fields as the editor sends them (amounts as typed, exact decimal text). */
export interface DraftBody {
  fk_client_party: number;
  language: 'fr' | 'ar' | 'en';
  issue_date: string | null;
  due_date: string | null;
  note: string | null;
  /** An empty VAT rate: the fiscal profile's default. */
  lines: { label: string; quantity: string; unit_price: string; vat_rate?: string }[];
  version?: number;
}

export const useDossierMoney = (dossierId: number) =>
  useQuery({
    queryKey: queryKeys.money.dossier(dossierId),
    queryFn: ({ signal }) => api<DossierMoney>(`/api/dossiers/${dossierId}/money`, { signal }),
  });

export const useDossierInvoices = (dossierId: number) =>
  useQuery({
    queryKey: queryKeys.money.dossierInvoices(dossierId),
    queryFn: ({ signal }) =>
      api<{ items: InvoiceSummary[]; total: number }>('/api/invoices', { signal, query: { dossier: dossierId, page_size: 100 } }),
  });

export const useInvoice = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.money.invoice(id ?? 0),
    queryFn: ({ signal }) => api<Invoice>(`/api/invoices/${id}`, { signal }),
    enabled: id !== null,
  });

/** The dossier's parties: a fee note is addressed to one of them. */
export const useDossierClients = (dossierId: number) =>
  useQuery({
    queryKey: queryKeys.money.clients(dossierId),
    queryFn: ({ signal }) => api<{ items: DossierParty[] }>(`/api/dossiers/${dossierId}/parties`, { signal }),
  });

function useMoneyMutation<Input, Output>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => Promise.all(invalidationGroups.afterMoneyChange.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useAddEntry = (dossierId: number) =>
  useMoneyMutation((body: EntryCreateBody) => api<MoneyEntry>(`/api/dossiers/${dossierId}/money`, { method: 'POST', body }));

export const useDeleteEntry = () => useMoneyMutation((id: number) => api<void>(`/api/money/${id}`, { method: 'DELETE' }));

export const useCreateDraft = (dossierId: number) =>
  useMoneyMutation((body: DraftBody) => api<Invoice>('/api/invoices', { method: 'POST', body: { ...body, fk_dossier: dossierId } }));

export const useUpdateDraft = () =>
  useMoneyMutation(({ id, ...body }: DraftBody & { id: number }) => api<Invoice>(`/api/invoices/${id}`, { method: 'PATCH', body }));

export const useDeleteDraft = () => useMoneyMutation((id: number) => api<void>(`/api/invoices/${id}`, { method: 'DELETE' }));

export const useIssue = () =>
  useMoneyMutation(({ id, version }: { id: number; version: number }) =>
    api<Invoice>(`/api/invoices/${id}/issue`, { method: 'POST', body: { version } }),
  );

export const useCreditNote = () =>
  useMoneyMutation((id: number) => api<Invoice>(`/api/invoices/${id}/credit-note`, { method: 'POST', body: {} }));

export const usePay = () =>
  useMoneyMutation(({ id, ...body }: PaymentCreateBody & { id: number }) =>
    api<{ payment: MoneyEntry; invoice: InvoiceSummary }>(`/api/invoices/${id}/payments`, { method: 'POST', body }),
  );
