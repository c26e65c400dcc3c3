import type { DeadlineRule } from '@cabinet/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../../../app/providers';
import { jsonResponse } from '../../../test/render-route';
import { setUpComponentTests } from '../../../test/component-tests';
import { RuleFormPage } from './rule-form-page';
import { NEW_RULE } from './rule-form-values';

const rule: DeadlineRule = { ...NEW_RULE, id: 9, label: 'Cassation', trigger_type_ids: [3], version: 1 };

/**
 * The rule form at `url`, with the list of rules beside it. The API knows one action type and
 * `rule`; a write (POST or PATCH) is recorded in `writes` and answered by `answerWrite`.
 */
function renderRuleForm(url: string, answerWrite: (body: Record<string, unknown>) => Response) {
  const writes: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/action-types')
        return jsonResponse({ items: [{ id_type_action: 3, libelle: 'Notification of the judgment' }], total: 1 });
      if (init?.method === 'POST' || init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        writes.push(body);
        return answerWrite(body);
      }
      return jsonResponse({ items: [rule], total: 1 });
    }),
  );
  const router = createMemoryRouter(
    [
      { path: '/deadline_rules/new', Component: RuleFormPage },
      { path: '/deadline_rules/modify/:id', Component: RuleFormPage },
      { path: '/deadline_rules/list', element: <p>The rules</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, writes, user: userEvent.setup({ delay: null }) };
}

setUpComponentTests();

describe('a new deadline rule', { timeout: 40_000 }, () => {
  it('is saved once, then the list opens without asking about unsaved changes', async () => {
    const { router, writes, user } = renderRuleForm('/deadline_rules/new', () => jsonResponse(rule, 201));

    await user.type((await screen.findAllByRole('textbox', { name: /^Label/ }))[0]!, 'Cassation');
    await user.click(screen.getByRole('combobox', { name: /^Starting action types/ }));
    // Under happy-dom Mantine's dropdown never ends its opening transition: its options are hidden.
    await user.click(await screen.findByRole('option', { name: 'Notification of the judgment', hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The rules')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/deadline_rules/list');
    expect(screen.queryByText(/unsaved changes/i)).not.toBeInTheDocument();
    expect(writes).toEqual([
      expect.objectContaining({ label: 'Cassation', trigger_type_ids: [3], months: 0, days: 30, start_after: null }),
    ]);
  });
});

describe('editing a rule another administrator has just changed', { timeout: 40_000 }, () => {
  it('shows both versions, then saves this edit over theirs when asked', async () => {
    const theirs = { ...rule, amount: 60, days: 60, version: 2 };
    const { router, writes, user } = renderRuleForm('/deadline_rules/modify/9', (body) =>
      body.version === 1
        ? jsonResponse({ error: { code: 'conflict', message: 'Changed by someone else', current: theirs } }, 409)
        : jsonResponse({ ...theirs, ...body, version: 3 }),
    );

    await user.type(await screen.findByRole('textbox', { name: 'Legal reference' }), 'Code de procédure civile, art. 358');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this rule');
    expect(within(alert).getByRole('row', { name: /^Legal reference/ })).toHaveTextContent('Code de procédure civile, art. 358');
    expect(router.state.location.pathname).toBe('/deadline_rules/modify/9');

    await user.click(within(alert).getByRole('button', { name: 'Save my edit anyway' }));
    expect(await screen.findByText('The rules')).toBeInTheDocument();
    // Their new length stays; this edit's reference goes over their version.
    expect(writes.map((w) => [w.version, w.days, w.legal_reference])).toEqual([
      [1, 30, 'Code de procédure civile, art. 358'],
      [2, 60, 'Code de procédure civile, art. 358'],
    ]);
  });
});

describe('editing the length of a rule that has open deadlines', { timeout: 40_000 }, () => {
  it('asks whether to recount them, then saves with the answer', async () => {
    const { router, writes, user } = renderRuleForm('/deadline_rules/modify/9', (body) =>
      body.recompute === undefined
        ? jsonResponse({ error: { code: 'open_deadlines', message: 'This rule has 3 open deadlines', count: 3 } }, 409)
        : jsonResponse({ ...rule, ...body, version: 2, moved: 2, moves: [] }),
    );
    const days = await screen.findByRole('textbox', { name: 'Days' });
    await user.clear(days);
    await user.type(days, '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('3 open deadlines were counted with the rule as it was');
    await user.click(within(dialog).getByRole('button', { name: 'Recount them now' }));
    expect(await screen.findByText('The rules')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/deadline_rules/list');
    expect(writes.map((w) => [w.days, w.recompute])).toEqual([
      [15, undefined],
      [15, true],
    ]);
  });
});
