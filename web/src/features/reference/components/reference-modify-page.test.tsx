import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderReferenceRoute } from '../test-harness';
import { setUpComponentTests } from '../../../test/component-tests';

const audit = { created_at: '2026-01-01T00:00:00Z', created_by: 1, modified_at: '2026-01-01T00:00:00Z', modified_by: 1 };
const stored = { id_tribunal: 7, nom: 'TPI Rabat', ville: 'Rabat', adresse: null, telephone: '0537', ...audit, version: 3 };
const theirs = { ...stored, ville: 'Salé', version: 4 };

type FetchArgs = [string, RequestInit | undefined];
const patches = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);

setUpComponentTests();

// Typing in happy-dom is slow on a busy 2-core machine.
describe('reference modify form', { timeout: 20_000 }, () => {
  it('loads the record, sends the version read, and on a conflict lists the fields I changed and keeps theirs for the rest', async () => {
    let patchCount = 0;
    const fetchMock = vi.fn(async (...[url, init]: FetchArgs) => {
      if (init?.method === 'PATCH') {
        patchCount += 1;
        if (patchCount === 1)
          return json({ error: { code: 'conflict', message: 'This record was changed by someone else', current: theirs } }, 409);
        return json({ ...theirs, nom: 'TPI Rabat-Salé', version: 5 });
      }
      if (url === '/api/tribunals/7') return json(stored);
      return json({ items: [], total: 0 });
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    const { router } = renderReferenceRoute('/tribunal/modify/7');

    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('TPI Rabat');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('0537');
    await user.clear(name);
    await user.type(name, 'TPI Rabat-Salé');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Someone else changed this record')).toBeInTheDocument();
    // Only the field I changed is listed, with their value for it (they changed the city, not the name).
    const current = screen.getByRole('table', { name: 'Current values' });
    expect(within(current).getAllByRole('row').map((row) => row.textContent)).toEqual(['NameTPI Rabat']);
    expect(patches(fetchMock)[0]).toMatchObject({ nom: 'TPI Rabat-Salé', version: 3 });
    // What I typed is still there.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('TPI Rabat-Salé');

    await user.click(screen.getByRole('button', { name: 'Keep my changes' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(2));
    // My name over their city: keeping my changes does not undo theirs.
    expect(patches(fetchMock)[1]).toMatchObject({ nom: 'TPI Rabat-Salé', ville: 'Salé', telephone: '0537', version: 4 });
    expect(await screen.findByText('Tribunal Updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/tribunal/list'));
  });

  it('loads their version when asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (...[url, init]: FetchArgs) => {
        if (init?.method === 'PATCH')
          return json({ error: { code: 'conflict', message: 'This record was changed by someone else', current: theirs } }, 409);
        return url === '/api/tribunals/7' ? json(stored) : json({ items: [], total: 0 });
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    renderReferenceRoute('/tribunal/modify/7');

    await user.type(await screen.findByRole('textbox', { name: 'Address' }), 'Avenue Hassan II');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await user.click(await screen.findByRole('button', { name: 'Load their version' }));

    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Salé');
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('');
    expect(screen.queryByText('Someone else changed this record')).not.toBeInTheDocument();
  });

  it('says the record does not exist when the server answers 404', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'not_found', message: 'Tribunal not found' } }, 404)),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderReferenceRoute('/tribunal/modify/99');
    expect(await screen.findByText('This tribunal does not exist or was deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/tribunal/list');
  });
});
