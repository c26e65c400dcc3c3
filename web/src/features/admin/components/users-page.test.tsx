import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../i18n';
import { fetchByPath, renderRoute } from '../../../test/render-route';
import { cleanUpAfterEachTest } from '../../../test/component-tests';
import { UsersPage } from './users-page';

const account = (id: number, full_name: string) => ({
  id,
  full_name,
  email: `${id}@example.test`,
  username: null,
  role: 'user',
  status: 'active',
  created_at: '2026-01-01T00:00:00Z',
});

cleanUpAfterEachTest();

/**
 * Opens an account's "Reset password" from its operations menu. Under happy-dom the menu's
 * dropdown never finishes its opening transition (it stays `display: none`), so its item is
 * found among hidden elements.
 */
async function openReset(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Operations: ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: 'Reset password', hidden: true }));
}

describe('resetting a password', { timeout: 20_000 }, () => {
  it('forgets what was typed when cancelled: the next account starts from an empty field', async () => {
    await setupI18n('en');
    const admin = { ...account(1, 'Amina Admin'), role: 'admin' };
    const accounts = { items: [admin, account(2, 'Nadia Bennani'), account(3, 'Omar Tazi')], total: 3 };
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/users': accounts, '/api/auth/session': { user: admin } })));
    renderRoute(UsersPage, { path: '/admin/users' });
    const user = userEvent.setup({ delay: null });

    await openReset(user, 'Nadia Bennani');
    await user.type(await screen.findByLabelText(/^New password/), 'a password for Nadia 1');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument());

    await openReset(user, 'Omar Tazi');
    expect(await screen.findByLabelText(/^New password/)).toHaveValue('');
  });
});

describe('money access', { timeout: 20_000 }, () => {
  it('is chosen per staff account and sent to the server; administrators always keep the money', async () => {
    await setupI18n('en');
    const admin = { ...account(1, 'Amina Admin'), role: 'admin', money: 'none' };
    const staff = { ...account(2, 'Nadia Bennani'), money: 'none' };
    const calls: { method: string; body: unknown }[] = [];
    const answer = fetchByPath({ '/api/users': { items: [admin, staff], total: 2 }, '/api/auth/session': { user: admin } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PATCH') {
          calls.push({ method: 'PATCH', body: JSON.parse(String(init.body)) });
          return new Response(JSON.stringify({ user: { ...staff, money: 'read' } }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          });
        }
        return answer(input);
      }),
    );
    renderRoute(UsersPage, { path: '/admin/users' });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Always (administrator)')).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Money access of Nadia Bennani' }));
    await user.click(await screen.findByRole('option', { name: 'Sees the money', hidden: true }));
    await waitFor(() => expect(calls).toEqual([{ method: 'PATCH', body: { money: 'read' } }]));
  });
});
