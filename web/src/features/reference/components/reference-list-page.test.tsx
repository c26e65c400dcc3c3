import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { json, renderReferenceRoute } from '../test-harness';
import { setUpComponentTests } from '../../../test/component-tests';

const audit = { created_at: '2026-01-01T00:00:00Z', created_by: 1, modified_at: '2026-01-01T00:00:00Z', modified_by: 1, version: 1 };
const expert = (id: number, nom: string, specialite: string, type: string | null) => ({
  id_expert: id,
  nom,
  specialite,
  tel: null,
  email: null,
  adresse: null,
  fk_type_expertise: type ? 1 : null,
  type_expertise_libelle: type,
  ...audit,
});
const EXPERTS = [
  expert(1, 'Hélène Dupré', 'Automobile', 'Mécanique'),
  expert(2, 'Jean Martin', 'Bâtiment', null),
  expert(3, 'Omar Haddad', 'Médecine', 'Médical'),
  expert(4, 'HELENE Petit', 'Comptabilité', null),
];

setUpComponentTests();
beforeAll(() => {
  localStorage.clear();
});

/** The experts list over the four experts above, once its search box is there. */
async function openExpertsList() {
  vi.stubGlobal('fetch', vi.fn(async () => json({ items: EXPERTS, total: EXPERTS.length })));
  const user = userEvent.setup({ delay: null });
  renderReferenceRoute('/expert/list');
  const search = await screen.findByRole('searchbox', { name: 'Search in the list' });
  return { user, search };
}

// Typing in happy-dom is slow on a busy 2-core machine.
describe('reference list screen', { timeout: 20_000 }, () => {
  it('filters ignoring case and accents, says how many rows match, and counts them in the heading', async () => {
    const fetchMock = vi.fn(async () => json({ items: EXPERTS, total: EXPERTS.length }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderReferenceRoute('/expert/list');

    expect(await screen.findByRole('heading', { name: 'Experts (4)' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/experts', expect.anything());
    // The expertise type shows by its label, not its id.
    const table = screen.getByRole('table', { name: 'Experts' });
    expect(within(table).getByRole('columnheader', { name: 'Expertise type' })).toBeInTheDocument();
    expect(within(table).getByText('Mécanique')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search in the list' }), 'helene');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { name: 'Experts (2)' })).toBeInTheDocument();
    expect(within(table).getByText('Hélène Dupré')).toBeInTheDocument();
    expect(within(table).getByText('HELENE Petit')).toBeInTheDocument();
    expect(within(table).queryByText('Jean Martin')).not.toBeInTheDocument();
    expect(await screen.findByText('Matching rows: 2')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 of 4')).toBeInTheDocument();
  });

  it('matches accented values typed without accents in any shown column, and shows the empty state when nothing matches', async () => {
    const { user, search } = await openExpertsList();

    await user.type(search, 'MEDIC');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Experts (1)' })).toBeInTheDocument();
    expect(screen.getByText('Omar Haddad')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Matching rows: 0')).toBeInTheDocument();
  });

  it('filters as the user types, before any search is run', async () => {
    const { user, search } = await openExpertsList();
    await user.type(search, 'haddad');
    expect(await screen.findByRole('heading', { name: 'Experts (1)' })).toBeInTheDocument();
    expect(screen.getByText('Omar Haddad')).toBeInTheDocument();
    expect(screen.queryByText('Matching rows: 1')).not.toBeInTheDocument();
    await user.clear(search);
    expect(await screen.findByRole('heading', { name: `Experts (${EXPERTS.length})` })).toBeInTheDocument();
  }, 30_000);

  it('shows the seed message with a retry when the list cannot be fetched', async () => {
    const fetchMock = vi.fn(async () => json({ error: { code: 'internal', message: 'Internal error' } }, 500));
    vi.stubGlobal('fetch', fetchMock);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderReferenceRoute('/tribunal/list');

    // The page says it, with a retry, and so does the seed's destructive toast titled "Error".
    const shown = await screen.findAllByText('Failed to fetch tribunals');
    expect(shown).toHaveLength(2);
    const toast = shown.map((node) => node.closest('.mantine-Notification-root')).find(Boolean);
    expect(toast).toHaveTextContent('Error');
    expect(logged).toHaveBeenCalledWith('Failed to fetch tribunals', expect.anything());
    fetchMock.mockImplementation(async () =>
      json({ items: [{ id_tribunal: 1, nom: 'TPI Casablanca', ville: 'Casablanca', adresse: null, telephone: null, ...audit }], total: 1 }),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tribunals (1)' })).toBeInTheDocument());
  });

  it('says where a record is used in the delete dialog, before the user confirms, in the plural forms of the language', async () => {
    const tribunal = { id_tribunal: 1, nom: 'TPI Casablanca', ville: 'Casablanca', adresse: null, telephone: null, ...audit };
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path === '/api/tribunals/1/usages') return json({ usages: [{ entity: 'dossier', total: 3, trashed: 1 }] });
      return json({ items: [tribunal], total: 1 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderReferenceRoute('/tribunal/list');
    await screen.findByRole('heading', { name: 'Tribunals (1)' });
    expect(fetchMock).not.toHaveBeenCalledWith('/api/tribunals/1/usages', expect.anything());

    await user.click(screen.getByRole('button', { name: 'Delete TPI Casablanca' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByTestId('reference-usages')).toHaveTextContent(
      'It is used by 3 dossiers (1 in the trash). It cannot be deleted while they refer to it',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/tribunals/1/usages', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  });
  it.each([
    [
      'en',
      'Delete TPI Casablanca',
      'Delete',
      'Failed to delete tribunal. This tribunal cannot be deleted: it is used by 2 dossiers (1 in the trash) and 1 expertise.',
    ],
    [
      'fr',
      'Supprimer TPI Casablanca',
      'Supprimer',
      'Impossible de supprimer la juridiction. Cette juridiction ne peut pas être supprimée : elle est utilisée par 2 dossiers (dont 1 dans la corbeille) et 1 expertise.',
    ],
    ['ar', 'حذف TPI Casablanca', 'حذف', 'تعذّر حذف المحكمة. لا يمكن حذف هذه المحكمة: يستعملها ملفان (منها 1 في سلة المحذوفات) وخبرة واحدة.'],
  ])('says why a delete is refused from the usages the server sends, in %s', async (lang, deleteRow, confirm, expected) => {
    await i18n.changeLanguage(lang);
    const tribunal = { id_tribunal: 1, nom: 'TPI Casablanca', ville: 'Casablanca', adresse: null, telephone: null, ...audit };
    const usages = [
      { entity: 'dossier', total: 2, trashed: 1 },
      { entity: 'expertise', total: 1, trashed: 0 },
    ];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        if (path === '/api/tribunals/1/usages') return json({ usages });
        if (path === '/api/tribunals/1' && init?.method === 'DELETE') {
          // The English message is for API clients; the screen must not show it.
          return json({ error: { code: 'in_use', message: 'This tribunal is used by 2 dossiers (1 in the trash) and 1 expertise', usages } }, 409);
        }
        return json({ items: [tribunal], total: 1 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    try {
      renderReferenceRoute('/tribunal/list');
      await user.click(await screen.findByRole('button', { name: deleteRow }));
      const dialog = await screen.findByRole('alertdialog');
      await within(dialog).findByTestId('reference-usages');
      await user.click(within(dialog).getByRole('button', { name: confirm }));
      expect(await screen.findByText(expected)).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('falls back to the translated short message when a refusal carries no usages', async () => {
    const tribunal = { id_tribunal: 1, nom: 'TPI Casablanca', ville: 'Casablanca', adresse: null, telephone: null, ...audit };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = String(input);
        if (path === '/api/tribunals/1/usages') return json({ usages: [] });
        if (path === '/api/tribunals/1' && init?.method === 'DELETE') return json({ error: { code: 'in_use', message: 'This tribunal is in use' } }, 409);
        return json({ items: [tribunal], total: 1 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderReferenceRoute('/tribunal/list');
    await user.click(await screen.findByRole('button', { name: 'Delete TPI Casablanca' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete tribunal. This tribunal is in use, so it cannot be deleted')).toBeInTheDocument();
  });
});
