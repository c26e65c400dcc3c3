import type { Party } from '@cabinet/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../../test/render-route';
import { setUpComponentTests } from '../../../test/component-tests';
import { PartyEditPage } from './party-edit-pages';
import { PartyDetailPage } from './party-detail-page';

const party: Party = {
  id_party: 5,
  kind: 'person',
  name: 'Karim Benjelloun',
  name_ar: null,
  national_id: 'BE102030',
  phone: null,
  email: null,
  address: null,
  note: null,
  language: null,
  created_at: '2026-06-01T09:00:00.000Z',
  created_by: 1,
  modified_at: '2026-06-01T09:00:00.000Z',
  modified_by: 1,
  version: 1,
};

setUpComponentTests();

describe('editing a party someone else has just changed', { timeout: 20_000 }, () => {
  it('shows both versions and saves this edit over theirs only when asked', async () => {
    const theirs: Party = { ...party, phone: '0661 22 33 44', version: 2 };
    const patches: { version: number; address: string | null; phone: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/parties/5' && init?.method === 'PATCH') {
          const body = JSON.parse(String(init.body));
          patches.push(body);
          if (body.version === 1)
            return jsonResponse({ error: { code: 'conflict', message: 'Changed by someone else', current: theirs } }, 409);
          return jsonResponse({ ...theirs, ...body, version: 3 });
        }
        if (path === '/api/parties/5') return jsonResponse(party);
        return jsonResponse({ items: [], total: 0 });
      }),
    );
    const { router } = renderRoute(PartyEditPage, { path: '/parties/:id/edit', url: '/parties/5/edit' });
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByRole('textbox', { name: /^Address/ }), '12 rue Allal Ben Abdellah, Rabat');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert', { name: /Someone else changed this party/ });
    expect(within(alert).getByRole('row', { name: /Address/ })).toHaveTextContent('12 rue Allal Ben Abdellah, Rabat');
    expect(router.state.location.pathname).toBe('/parties/5/edit');
    expect(screen.getByRole('textbox', { name: /^Address/ })).toHaveValue('12 rue Allal Ben Abdellah, Rabat');

    await user.click(within(alert).getByRole('button', { name: 'Save my edit anyway' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/parties/5'));
    // Their phone stays; this edit's address goes over their version.
    expect(patches.map((p) => [p.version, p.address, p.phone])).toEqual([
      [1, '12 rue Allal Ben Abdellah, Rabat', null],
      [2, '12 rue Allal Ben Abdellah, Rabat', '0661 22 33 44'],
    ]);
    expect(screen.queryByText(/unsaved changes/i)).not.toBeInTheDocument();
  });
});

describe('the language a party is written to in', { timeout: 20_000 }, () => {
  it('is chosen on the party form, sent with it, and shown on the party page', async () => {
    const patches: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/parties/5' && init?.method === 'PATCH') {
          const body = JSON.parse(String(init.body));
          patches.push(body);
          return jsonResponse({ ...party, ...body, version: 2 });
        }
        if (path === '/api/parties/5') return jsonResponse({ ...party, language: null });
        return jsonResponse({ items: [], total: 0 });
      }),
    );
    const { router } = renderRoute(PartyEditPage, { path: '/parties/:id/edit', url: '/parties/5/edit' });
    const user = userEvent.setup({ delay: null });
    const language = await screen.findByRole('combobox', { name: /^Language for messages/ });
    expect(language).toHaveValue('');
    await user.click(language);
    await user.click(await screen.findByRole('option', { name: 'Arabic', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ language: 'ar', version: 1 });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/parties/5'));
  });

  it('reads "not said" on the party page when none is chosen, and the language when one is', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ ...party, language: 'fr' })));
    renderRoute(PartyDetailPage, { path: '/parties/:id', url: '/parties/5' });
    expect(await screen.findByText('Language for messages')).toBeInTheDocument();
    expect(screen.getByText('French')).toBeInTheDocument();
  });
});
