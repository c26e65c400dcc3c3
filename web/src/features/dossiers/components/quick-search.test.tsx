import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../../../test/component-tests';
import { fetchByPath, renderRoute } from '../../../test/render-route';
import { QuickSearch } from './quick-search';

setUpComponentTests();

const dossier = { id_dossier: 7, ref_dossier_bureau: 3101, nom_responsable_civil: 'Hélène Benjelloun' };

function renderQuickSearch() {
  vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/dossiers': { items: [dossier], total: 1, page: 1, page_size: 8 } })));
  return renderRoute(QuickSearch, { path: '/' });
}

const searchBox = () => screen.findByRole('combobox', { name: 'Reference or name…' });

describe('the quick search', () => {
  it('opens with Ctrl+K pressed before its dialog’s code has arrived, and finds a dossier', async () => {
    const user = userEvent.setup({ delay: null });
    renderQuickSearch();
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.keyboard('{Control>}k{/Control}');
    const box = await searchBox();
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, '3101');
    expect(await screen.findByRole('option', { name: /#3101/ })).toBeVisible();
  });

  it('opens from the top bar’s button, again after being closed', async () => {
    const user = userEvent.setup({ delay: null });
    renderQuickSearch();
    const button = screen.getByRole('button', { name: /Search dossiers/ });
    await user.click(button);
    await searchBox();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    await user.click(button);
    const box = await searchBox();
    await waitFor(() => expect(box).toHaveFocus());
  });
});
