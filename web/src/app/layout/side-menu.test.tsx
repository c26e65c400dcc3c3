import type { User } from '@cabinet/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../api/query-keys';
import { setUpComponentTests } from '../../test/component-tests';
import { fetchByPath, renderRoute } from '../../test/render-route';
import { SideMenu } from './side-menu';

setUpComponentTests();

const account = (role: User['role'], money: User['money']): User => ({
  id: 2,
  full_name: 'Samir',
  email: 'samir@example.test',
  username: null,
  role,
  status: 'active',
  created_at: '2026-01-01T00:00:00Z',
  language: 'en',
  app_language: 'en',
  language_follows_app: false,
  daily_digest: false,
  prefer_mine: false,
  money,
});

function renderMenu(user: User) {
  vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/auth/session': { user } })));
  return renderRoute(() => <SideMenu collapsed={false} onNavigate={() => {}} />, { path: '/' });
}

describe('the side menu', () => {
  it.each([
    ['an administrator', account('admin', 'none')],
    ['an account allowed to read the money', account('user', 'read')],
  ])('leads %s to the money', async (_who, user) => {
    renderMenu(user);
    expect(await screen.findByRole('link', { name: 'Money' })).toHaveAttribute('href', '/money');
  });

  it('shows no money to an account without money access', async () => {
    const { queryClient } = renderMenu(account('user', 'none'));
    // Once the menu knows who signed in.
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.session)).toMatchObject({ money: 'none' }));
    expect(screen.getByRole('link', { name: 'Parties' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Money' })).not.toBeInTheDocument();
  });
});
