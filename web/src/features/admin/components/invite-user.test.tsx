import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n, setupI18n } from '../../../i18n';
import { renderRoute } from '../../../test/render-route';
import { UsersPage } from './users-page';
import { cleanUpAfterEachTest } from '../../../test/component-tests';

const admin = {
  id: 1,
  full_name: 'Amina Admin',
  email: 'admin@example.test',
  username: null,
  role: 'admin',
  status: 'active',
  created_at: '2026-01-01T00:00:00Z',
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

cleanUpAfterEachTest();

function stubApi() {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/users' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        posts.push(body);
        if (body.email === 'admin@example.test')
          return json(
            {
              error: {
                code: 'conflict',
                message: 'An account with this email already exists',
                fields: { email: 'An account with this email already exists' },
              },
            },
            409,
          );
        return json({ user: { ...admin, id: 2, ...body, status: 'active' }, temporary_password: 'Kp7xQm2vTz9bWn4R' }, 201);
      }
      if (url === '/api/users') return json({ items: [admin], total: 1 });
      return json({ user: admin });
    }),
  );
  return posts;
}

/** The users page in `lang` with the invite dialog open; what the dialog posts lands in `posts`. */
async function openInviteDialog(lang: 'en' | 'ar', inviteLabel: string) {
  await setupI18n(lang);
  const posts = stubApi();
  const user = userEvent.setup({ delay: null });
  renderRoute(UsersPage, { path: '/admin/users' });
  await user.click(await screen.findByRole('button', { name: inviteLabel }));
  return { posts, user };
}

describe('invite a colleague', { timeout: 20_000 }, () => {
  it('creates the account and shows its temporary password once, with what to do next (en)', async () => {
    const { posts, user } = await openInviteDialog('en', 'Invite a colleague');
    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Nadia Bennani');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'nadia@example.test');
    await user.click(screen.getByRole('button', { name: 'Create the account' }));

    expect(await screen.findByRole('textbox', { name: 'Temporary password' })).toHaveValue('Kp7xQm2vTz9bWn4R');
    expect(posts).toEqual([{ full_name: 'Nadia Bennani', email: 'nadia@example.test', role: 'user' }]);
    expect(screen.getByText(/shown only now/)).toBeInTheDocument();
    expect(screen.getByText(/Profile → Change password/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByText('Kp7xQm2vTz9bWn4R')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue('Kp7xQm2vTz9bWn4R')).not.toBeInTheDocument();
  });

  it('says what is wrong before sending, and a taken email at its field (ar)', async () => {
    const { posts, user } = await openInviteDialog('ar', 'دعوة زميل');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(posts).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: 'الاسم الكامل' }), 'نادية');
    await user.type(screen.getByRole('textbox', { name: 'البريد الإلكتروني' }), 'admin@example.test');
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: 'البريد الإلكتروني' })).toHaveAccessibleDescription(
      /يوجد حساب بهذا البريد الإلكتروني بالفعل/,
    );
  });

  describe('errors already shown follow a change of language', () => {
    const switchTo = (lang: 'fr' | 'ar') => act(async () => void (await i18n.changeLanguage(lang)));

    it('a message from the shared schema, checked before sending', async () => {
      const { posts, user } = await openInviteDialog('en', 'Invite a colleague');
      const name = screen.getByRole('textbox', { name: 'Full name' });
      await user.click(screen.getByRole('button', { name: 'Create the account' }));
      expect(posts).toEqual([]);
      expect(name).toHaveAccessibleDescription('Full name is required');

      await switchTo('fr');
      expect(name).toHaveAccessibleDescription('Le nom complet est obligatoire');
      await switchTo('ar');
      expect(name).toHaveAccessibleDescription('الاسم الكامل مطلوب');
      await switchTo('fr');
      expect(name).toHaveAccessibleDescription('Le nom complet est obligatoire');
    });

    it("the server's message on its field", async () => {
      const { posts, user } = await openInviteDialog('en', 'Invite a colleague');
      const email = screen.getByRole('textbox', { name: 'Email' });
      await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Nadia Bennani');
      await user.type(email, 'admin@example.test');
      await user.click(screen.getByRole('button', { name: 'Create the account' }));
      await waitFor(() => expect(posts).toHaveLength(1));
      await waitFor(() => expect(email).toHaveAccessibleDescription('An account with this email already exists'));

      await switchTo('fr');
      expect(email).toHaveAccessibleDescription('Un compte existe déjà avec cet e-mail');
      await switchTo('ar');
      expect(email).toHaveAccessibleDescription('يوجد حساب بهذا البريد الإلكتروني بالفعل');
    });
  });
});
