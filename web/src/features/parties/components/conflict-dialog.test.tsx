import type { Conflict } from '@cabinet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../../test/render-route';
import { ConflictDialog } from './conflict-dialog';
import { DossierPartiesTab } from './dossier-parties-tab';
import { setUpComponentTests } from '../../../test/component-tests';

const CONFLICTS: Conflict[] = [
  { id_dossier: 11, ref_dossier_bureau: 4101, role: 'adverse', id_party: 7, name: 'Société Trans-Atlas' },
  { id_dossier: 12, ref_dossier_bureau: 4102, role: 'civilly_liable', id_party: 7, name: 'Société Trans-Atlas' },
];

setUpComponentTests();

describe('conflict dialog', { timeout: 20_000 }, () => {
  it('lists every conflicting dossier and role, and confirms only after the explicit acknowledgement', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderRoute(() => <ConflictDialog opened partyName="Société Trans-Atlas" role="client" conflicts={CONFLICTS} onConfirm={onConfirm} onCancel={onCancel} />, { path: '/' });

    const dialog = await screen.findByRole('dialog', { name: 'Possible conflict of interest' });
    const list = within(dialog).getByRole('list', { name: 'Dossiers in conflict' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Dossier 4101');
    expect(items[0]).toHaveTextContent('is adverse party');
    expect(items[1]).toHaveTextContent('Dossier 4102');
    expect(items[1]).toHaveTextContent('is civilly liable party');
    expect(within(items[0]!).getByRole('link', { name: 'Dossier 4101' })).toHaveAttribute('href', '/dossier/modify/11');

    const confirm = within(dialog).getByRole('button', { name: 'Confirm and add' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('checkbox'));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('on the dossier tab: a 409 conflict opens the dialog before any party exists; confirming sends confirm_conflict, cancelling leaves nothing', async () => {
    const posts: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = new URL(input, 'http://localhost');
        const method = init?.method ?? 'GET';
        if (method === 'GET' && url.pathname === '/api/dossiers/5/parties') return jsonResponse({ items: [], total: 0 });
        if (method === 'GET') return jsonResponse({ items: [], total: 0, page: 1, page_size: 25 });
        const body: unknown = JSON.parse(String(init?.body ?? '{}'));
        posts.push({ url: url.pathname, body });
        if ((body as { confirm_conflict?: boolean }).confirm_conflict !== true) {
          return jsonResponse({ error: { code: 'conflict_of_interest', message: 'conflict', conflicts: CONFLICTS } }, 409);
        }
        return jsonResponse({ id_party: 7, name: 'Société Trans-Atlas', name_ar: null, kind: 'organisation', national_id: null, role: 'client' }, 201);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoute(() => <DossierPartiesTab dossierId={5} />, { path: '/' });

    expect(await screen.findByText('No party on this dossier yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New party' }));
    await user.type(screen.getByRole('textbox', { name: /^Name(?! in)/ }), 'Société Trans-Atlas');
    await user.click(screen.getByRole('button', { name: 'Create and add' }));

    const newParty = { kind: 'person', name: 'Société Trans-Atlas', name_ar: null, national_id: null, phone: null, email: null, address: null, note: null, language: null };
    let dialog = await screen.findByRole('dialog', { name: 'Possible conflict of interest' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    // One request, creating and linking together: refused, it created nothing.
    expect(posts).toEqual([{ url: '/api/dossiers/5/parties', body: { party: newParty, role: 'client' } }]);

    // Cancelled: nothing more is sent, and the form keeps what was typed.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Possible conflict of interest' })).not.toBeInTheDocument());
    expect(posts).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /^Name(?! in)/ })).toHaveValue('Société Trans-Atlas');

    await user.click(screen.getByRole('button', { name: 'Create and add' }));
    dialog = await screen.findByRole('dialog', { name: 'Possible conflict of interest' });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and add' }));
    await waitFor(() => expect(posts).toHaveLength(3));
    expect(posts[2]).toEqual({ url: '/api/dossiers/5/parties', body: { party: newParty, role: 'client', confirm_conflict: true } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Possible conflict of interest' })).not.toBeInTheDocument());
  });
});
