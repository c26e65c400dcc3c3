import { render, screen, within } from '@testing-library/react';
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

describe('editing a rule another administrator has just changed', { timeout: 20_000 }, () => {
  it('shows both versions, then saves this edit over theirs when asked', async () => {
    const rule = {
      ...created,
      created_at: '2026-06-01T09:00:00.000Z',
      created_by: 1,
      modified_at: '2026-06-01T09:00:00.000Z',
      modified_by: 1,
    };
    const theirs = { ...rule, amount: 60, version: 2 };
    const patches: { version: number; amount: number; legal_reference: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/action-types')
          return jsonResponse({ items: [{ id_type_action: 3, libelle: 'Notification of the judgment' }], total: 1 });
        if (path === '/api/deadline-rules/9' && init?.method === 'PATCH') {
          const body = JSON.parse(String(init.body));
          patches.push(body);
          if (body.version === 1)
            return jsonResponse({ error: { code: 'conflict', message: 'Changed by someone else', current: theirs } }, 409);
          return jsonResponse({ ...theirs, ...body, version: 3 });
        }
        return jsonResponse({ items: [rule], total: 1 });
      }),
    );
    const router = createMemoryRouter(
      [
        { path: '/deadline_rules/modify/:id', Component: RuleFormPage },
        { path: '/deadline_rules/list', element: <p>The rules</p> },
      ],
      { initialEntries: ['/deadline_rules/modify/9'] },
    );
    render(
      <Providers queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByRole('textbox', { name: 'Legal reference' }), 'Code de procédure civile, art. 358');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this rule');
    expect(within(alert).getByRole('row', { name: /^Legal reference/ })).toHaveTextContent('Code de procédure civile, art. 358');
    expect(router.state.location.pathname).toBe('/deadline_rules/modify/9');

    await user.click(within(alert).getByRole('button', { name: 'Save my edit anyway' }));
    expect(await screen.findByText('The rules')).toBeInTheDocument();
    // Their new length stays; this edit's reference goes over their version.
    expect(patches.map((p) => [p.version, p.amount, p.legal_reference])).toEqual([
      [1, 30, 'Code de procédure civile, art. 358'],
      [2, 60, 'Code de procédure civile, art. 358'],
    ]);
  });
});
