import type { Dossier } from '@cabinet/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aDossier } from '../../../../test/dossier-fixture';
import { jsonResponse, renderRoute } from '../../../../test/render-route';
import { DossierSearchPage } from './dossier-search-page';
import { setUpComponentTests } from '../../../../test/component-tests';

const dossier = (id: number, ref: number, name: string): Dossier =>
  aDossier({ id_dossier: id, ref_dossier_bureau: ref, montant_dette: '1250.00', num_police: `POL-${ref}`, nom_responsable_civil: name });

/** Every /api/dossiers query the page made, as URLSearchParams. */
const searches: URLSearchParams[] = [];

function mockApi() {
  searches.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/dossiers') {
        searches.push(url.searchParams);
        const page = Number(url.searchParams.get('page') ?? 1);
        const items =
          url.searchParams.get('q') === 'benjelloun'
            ? [dossier(13, 2024, 'Hélène Benjelloun')]
            : [dossier(page * 100, page * 100, `Client ${page}`)];
        const total = url.searchParams.get('q') === 'benjelloun' ? 1 : 60;
        const pageSize = Number(url.searchParams.get('page_size') ?? 25);
        // A search in the documents counts up to its bound and says there are more.
        if (url.searchParams.get('documents') === '1') return jsonResponse({ items, total: 1000, more: true, page, page_size: pageSize });
        return jsonResponse({ items, total, page, page_size: pageSize });
      }
      const answers: Record<string, unknown> = {
        '/api/tribunals': { items: [], total: 0 },
        '/api/case-types': { items: [], total: 0 },
        '/api/settings/public': { office_name: 'Cabinet', timezone: 'UTC', currency: 'MAD', stale_months: 3 },
      };
      return url.pathname in answers
        ? jsonResponse(answers[url.pathname])
        : jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
}

setUpComponentTests();

describe('dossier search page', { timeout: 20_000 }, () => {
  it('reads the query and page from the URL, and writes a new search, sort and page back to it', async () => {
    mockApi();
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute(DossierSearchPage, { path: '/dossier/search', url: '/dossier/search?q=helene&page=2' });

    // A shared link restores the search: the box shows the query and the server is asked for page 2.
    const box = await screen.findByRole('searchbox', { name: /^Search/ });
    expect(box).toHaveValue('helene');
    expect(await screen.findByText('Client 2')).toBeInTheDocument();
    expect(searches.at(-1)?.get('q')).toBe('helene');
    expect(searches.at(-1)?.get('page')).toBe('2');

    // Enter runs a new search from the first page, announces the count, and keeps it in the URL.
    await user.clear(box);
    await user.type(box, 'benjelloun{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=benjelloun'));
    expect(await screen.findByText('Hélène Benjelloun')).toBeInTheDocument();
    expect(await screen.findByText('Search completed')).toBeInTheDocument();
    expect(screen.getByText('1 dossier found')).toBeInTheDocument();
    expect(searches.at(-1)?.get('page')).toBe('1');

    // Sorting by a header goes to the URL too, and the header says how the table is sorted.
    await user.click(screen.getByRole('button', { name: 'Reference: sort' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=benjelloun&sort=ref_dossier_bureau'));
    expect(screen.getByRole('button', { name: 'Reference: sort' }).closest('th')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Reference: sort' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=benjelloun&sort=-ref_dossier_bureau'));
    expect(searches.at(-1)?.get('sort')).toBe('-ref_dossier_bureau');

    // Back returns to the earlier search, box included.
    await act(() => router.navigate(-3));
    await waitFor(() => expect(router.state.location.search).toBe('?q=helene&page=2'));
    expect(await screen.findByRole('searchbox', { name: /^Search/ })).toHaveValue('helene');
  });

  it('searches the documents’ text too only when asked, the switch kept in the address', async () => {
    mockApi();
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute(DossierSearchPage, { path: '/dossier/search', url: '/dossier/search?q=rapport' });
    expect(await screen.findByText('Client 1')).toBeInTheDocument();
    // Never by default.
    expect(searches.at(-1)?.has('documents')).toBe(false);
    const toggle = screen.getByRole('switch', { name: 'Also search the text of the documents' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(router.state.location.search).toBe('?q=rapport&docs=1'));
    await waitFor(() => expect(searches.at(-1)?.get('documents')).toBe('1'));
    expect(searches.at(-1)?.get('q')).toBe('rapport');
    expect(screen.getByRole('switch', { name: 'Also search the text of the documents' })).toBeChecked();
    // Its count is bounded, and the title says there are more.
    expect(await screen.findByRole('heading', { name: 'Dossiers (more than 1,000)' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: /^Search/ }), '{Enter}');
    expect(await screen.findByText('More than 1,000 dossiers found')).toBeInTheDocument();
  });

  it('says so in a row when nothing matches', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        return jsonResponse(
          path === '/api/dossiers'
            ? { items: [], total: 0, page: 1, page_size: 25 }
            : path === '/api/settings/public'
              ? { currency: 'USD' }
              : { items: [], total: 0 },
        );
      }),
    );
    renderRoute(DossierSearchPage, { path: '/dossier/search', url: '/dossier/search?q=nobody' });
    expect(await screen.findByRole('cell', { name: 'No dossiers found' })).toBeInTheDocument();
  });
});
