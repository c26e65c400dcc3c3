import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../../../app/providers';
import { jsonResponse } from '../../../test/render-route';
import { setUpComponentTests } from '../../../test/component-tests';
import { RuleFormPage } from './rule-form-page';

const created = {
  id: 9,
  label: 'Cassation',
  labels: { en: null, fr: null, ar: null },
  trigger_type_ids: [3],
  amount: 30,
  unit: 'days',
  franc: false,
  legal_reference: null,
  country: null,
  active: true,
  version: 1,
};

setUpComponentTests();

describe('a new deadline rule', { timeout: 20_000 }, () => {
  it('is saved once, then the list opens without asking about unsaved changes', async () => {
    const posts: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/action-types')
          return jsonResponse({ items: [{ id_type_action: 3, libelle: 'Notification of the judgment' }], total: 1 });
        if (path === '/api/deadline-rules' && init?.method === 'POST') {
          posts.push(JSON.parse(String(init.body)));
          return jsonResponse(created, 201);
        }
        return jsonResponse({ items: [created], total: 1 });
      }),
    );
    const queryClient = createQueryClient();
    const router = createMemoryRouter(
      [
        { path: '/deadline_rules/new', Component: RuleFormPage },
        { path: '/deadline_rules/list', element: <p>The rules</p> },
      ],
      { initialEntries: ['/deadline_rules/new'] },
    );
    render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    );
    const user = userEvent.setup({ delay: null });

    await user.type((await screen.findAllByRole('textbox', { name: /^Label/ }))[0]!, 'Cassation');
    await user.click(screen.getByRole('combobox', { name: /^Starting action types/ }));
    // Under happy-dom Mantine's dropdown never ends its opening transition: its options are hidden.
    await user.click(await screen.findByRole('option', { name: 'Notification of the judgment', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The rules')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/deadline_rules/list');
    expect(screen.queryByText(/unsaved changes/i)).not.toBeInTheDocument();
    expect(posts).toEqual([expect.objectContaining({ label: 'Cassation', trigger_type_ids: [3], amount: 30, unit: 'days' })]);
  });
});
