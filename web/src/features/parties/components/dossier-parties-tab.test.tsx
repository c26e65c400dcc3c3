import type { ConflictMatch } from '@cabinet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../../test/render-route';
import { setUpComponentTests } from '../../../test/component-tests';
import { DossierPartiesTab } from './dossier-parties-tab';

setUpComponentTests();

const KNOWN: ConflictMatch = {
  id_party: 9,
  name: 'أحمد بنعلي',
  name_ar: null,
  national_id: 'BE123456',
  matched: 'name',
  dossiers: [{ id_dossier: 2, ref_dossier_bureau: 1002, role: 'victim' }],
};

/** The dossier's parties (none), the conflict check answering `matches`, and every write recorded. */
function stubServer(matches: ConflictMatch[], onPost: (body: Record<string, unknown>) => Response) {
  const posts: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      if ((init?.method ?? 'GET') !== 'GET') {
        const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
        posts.push({ url: url.pathname, ...body });
        return onPost(body);
      }
      if (url.pathname === '/api/conflicts') return jsonResponse({ items: matches, total: matches.length });
      return jsonResponse({ items: [], total: 0, page: 1, page_size: 25 });
    }),
  );
  return posts;
}

const linked = (id_party: number, name: string) => jsonResponse({ id_party, name, name_ar: null, kind: 'person', national_id: null, role: 'victim' }, 201);

describe('creating a party from a dossier', { timeout: 20_000 }, () => {
  it('says the name is already known and uses the known party instead of creating a second one', async () => {
    const posts = stubServer([KNOWN], () => linked(9, 'أحمد بنعلي'));
    const user = userEvent.setup({ delay: null });
    renderRoute(() => <DossierPartiesTab dossierId={5} />, { path: '/' });

    await user.click(await screen.findByRole('button', { name: 'New party' }));
    await user.click(screen.getByRole('combobox', { name: 'Role on this dossier' }));
    await user.click(await screen.findByRole('option', { name: 'Victim', hidden: true }));
    // The same man, spelled with variants: the server's check folds them.
    await user.type(screen.getByRole('textbox', { name: /^Name(?! in)/ }), 'احمد بنعلى');
    const known = await screen.findByTestId('known-parties', {}, { timeout: 3000 });
    expect(known).toHaveTextContent('Already known under this name or national id');
    expect(within(known).getByRole('link', { name: 'أحمد بنعلي' })).toHaveAttribute('href', '/parties/9');

    await user.click(within(known).getByRole('button', { name: /Use .*أحمد بنعلي.* rather than create a new party/ }));
    await waitFor(() => expect(posts).toEqual([{ url: '/api/dossiers/5/parties', id_party: 9, role: 'victim' }]));
    // Added: the creation form is closed and empty.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New party' })).not.toBeInTheDocument());
  });

  it('offers the party holding a national id typed for a new one', async () => {
    const posts = stubServer([], (body) =>
      body.party
        ? jsonResponse(
            {
              error: {
                code: 'conflict',
                message: 'This national id already belongs to Ahmed Benali (party 9)',
                fields: { national_id: 'This national id already belongs to Ahmed Benali (party 9)' },
                existing: { id_party: 9, name: 'Ahmed Benali' },
              },
            },
            409,
          )
        : linked(9, 'Ahmed Benali'),
    );
    const user = userEvent.setup({ delay: null });
    renderRoute(() => <DossierPartiesTab dossierId={5} />, { path: '/' });

    await user.click(await screen.findByRole('button', { name: 'New party' }));
    await user.type(screen.getByRole('textbox', { name: /^Name(?! in)/ }), 'Ahmed Ben Ali');
    await user.click(screen.getByRole('button', { name: 'Create and add' }));
    const holder = await screen.findByTestId('national-id-holder');
    expect(holder).toHaveTextContent(/Ahmed Benali\u2069 already holds this national id\./);
    await user.click(within(holder).getByRole('button', { name: /Use .*Ahmed Benali.* rather than create a new party/ }));
    await waitFor(() => expect(posts.at(-1)).toEqual({ url: '/api/dossiers/5/parties', id_party: 9, role: 'client' }));
    expect(posts.filter((p) => 'party' in p)).toHaveLength(1);
  });
});
