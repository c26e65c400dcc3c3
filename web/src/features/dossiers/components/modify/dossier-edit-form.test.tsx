import type { Dossier } from '@cabinet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aDossier } from '../../../../test/dossier-fixture';
import { jsonResponse, renderRoute } from '../../../../test/render-route';
import { DossierEditForm } from './dossier-edit-form';
import { setUpComponentTests } from '../../../../test/component-tests';

const loaded = aDossier({
  id_dossier: 5,
  ref_dossier_bureau: 2024,
  montant_dette: '9800.00',
  num_police: 'POL-1',
  nom_responsable_civil: 'Hélène Benjelloun',
});
/** What a colleague saved meanwhile, in another tab: only the amount. */
const theirs: Dossier = { ...loaded, montant_dette: '10500.00', version: 2 };

setUpComponentTests();

describe("saving a dossier over a colleague's newer version", { timeout: 20_000 }, () => {
  it('lists only the fields I changed, and "save anyway" keeps their amount', async () => {
    const patches: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PATCH') {
          const body = JSON.parse(String(init.body)) as Record<string, unknown>;
          patches.push(body);
          if (patches.length === 1)
            return jsonResponse({ error: { code: 'conflict', message: 'Changed by someone else', current: theirs } }, 409);
          return jsonResponse({ ...theirs, ...body, montant_dette: body.montant_dette, version: 3 });
        }
        return jsonResponse({ items: [], total: 0 });
      }),
    );
    const onDone = vi.fn();
    const Page = () => <DossierEditForm dossier={loaded} references={{ tribunals: [], caseTypes: [], isPending: false }} onDone={onDone} />;
    const user = userEvent.setup({ delay: null });
    renderRoute(Page, { path: '/' });

    const policy = await screen.findByRole('textbox', { name: 'Insurance policy number' });
    await user.clear(policy);
    await user.type(policy, 'POL-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Someone else changed this dossier')).toBeInTheDocument();
    const rows = within(notice).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([['Insurance policy number', 'POL-1', 'POL-2']]);

    await user.click(within(notice).getByRole('button', { name: 'Save my edit anyway' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toMatchObject({ version: 2, num_police: 'POL-2', montant_dette: '10500.00' });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
