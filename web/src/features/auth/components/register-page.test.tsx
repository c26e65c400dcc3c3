import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../../../app/providers';
import { jsonResponse } from '../../../test/render-route';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import { setUpComponentTests } from '../../../test/component-tests';

function mockApi(role: 'admin' | 'user', status: 'active' | 'pending', closed = false) {
  const user = {
    id: 1,
    full_name: 'Amina Alaoui',
    email: 'amina@example.test',
    username: null,
    role,
    status,
    created_at: '2026-01-01T00:00:00Z',
    language: 'en',
    daily_digest: false,
    prefer_mine: false,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/auth/register' && closed) return jsonResponse({ error: { code: 'forbidden', message: 'Registration is closed' } }, 403);
      if (path === '/api/auth/register') return jsonResponse({ user }, 201);
      return jsonResponse({ error: { code: 'unauthenticated', message: 'Sign in' } }, 401);
    }),
  );
}

async function registerAccount() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/register', Component: RegisterPage },
      { path: '/login', Component: LoginPage },
    ],
    { initialEntries: ['/register'] },
  );
  render(<Providers queryClient={queryClient}>{<RouterProvider router={router} />}</Providers>);
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByRole('textbox', { name: /^Full name/ }), 'Amina Alaoui');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'amina@example.test');
  for (const field of screen.getAllByLabelText(/password/i, { selector: 'input' })) await user.type(field, 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Register' }));
  return router;
}

setUpComponentTests();

describe('after registering', { timeout: 20_000 }, () => {
  it.each([
    ['admin', 'active', "Your account is the office's administrator"],
    ['user', 'pending', "Your account waits for an administrator's approval"],
    ['user', 'active', 'Your account is active: you can sign in now.'],
  ] as const)('a %s account (%s) is told what it can do, on the sign-in page', async (role, status, text) => {
    mockApi(role, status);
    const router = await registerAccount();
    const said = await screen.findByTestId('registered');
    expect(router.state.location.pathname).toBe('/login');
    expect(said).toHaveTextContent(text);
  });
});

describe('when the office has closed registration', { timeout: 20_000 }, () => {
  it('says so on the form and stays on it', async () => {
    mockApi('user', 'pending', true);
    const router = await registerAccount();
    expect(await screen.findByText('Registration is closed. Ask an administrator for an account.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/register');
  });
});
