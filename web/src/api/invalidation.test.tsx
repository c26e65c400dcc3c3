import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAddAction } from '../features/actions/api/actions';
import { useInvalidateDocuments } from '../features/documents/api/documents';
import { queryKeys } from './query-keys';

const DOSSIER = 7;

/** A client holding what the dossier page shows: its deadlines, its history, its documents. */
function pageClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of [queryKeys.deadlines.dossier(DOSSIER), queryKeys.audit.dossierPage(DOSSIER, 1), queryKeys.documents.dossier(DOSSIER)])
    client.setQueryData(key, { items: [], total: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
  return { client, wrapper, stale };
}

afterEach(() => vi.unstubAllGlobals());

describe('what a change refreshes', () => {
  it('a new action refreshes the dossier’s deadlines (it may start one) and its history', async () => {
    const { wrapper, stale } = pageClient();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ action: { id_action: 1, date_action: '2026-11-30' }, dossier: { id_dossier: DOSSIER } }), { status: 201 })),
    );
    const { result } = renderHook(() => useAddAction(DOSSIER), { wrapper });
    await act(() => result.current.mutateAsync({ date_action: '2026-11-30', contenu: 'Notification' }));
    expect(stale(queryKeys.deadlines.dossier(DOSSIER))).toBe(true);
    expect(stale(queryKeys.audit.dossierPage(DOSSIER, 1))).toBe(true);
  });

  it('a document filed refreshes the dossier’s documents and its history, not every dossier read', async () => {
    const { client, wrapper, stale } = pageClient();
    client.setQueryData(queryKeys.dossiers.detail(DOSSIER), { id_dossier: DOSSIER });
    const { result } = renderHook(() => useInvalidateDocuments(), { wrapper });
    act(() => result.current(DOSSIER));
    expect(stale(queryKeys.documents.dossier(DOSSIER))).toBe(true);
    expect(stale(queryKeys.audit.dossierPage(DOSSIER, 1))).toBe(true);
    expect(stale(queryKeys.dossiers.detail(DOSSIER))).toBe(false);
  });
});
