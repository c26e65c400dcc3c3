import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, setupI18n } from '../../../../i18n';
import { fetchByPath, renderRoute } from '../../../../test/render-route';
import { NewDossierPage } from './new-dossier-page';

const lists = {
  '/api/settings/public': { office_name: 'Cabinet', currency: 'MAD', timezone: 'UTC' },
  '/api/tribunals': { items: [], total: 0 },
  '/api/case-types': { items: [], total: 0 },
};

describe('new dossier form', () => {
  beforeAll(async () => {
    await setupI18n('en');
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('says the reference is a whole number before submitting', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchByPath(lists)));
    renderRoute(NewDossierPage, { path: '/dossier/new' });
    expect(await screen.findByText("The office's number for the dossier: a whole number, e.g. 1001")).toBeInTheDocument();
  });

  it('refuses a negative debt with a message and sends nothing', async () => {
    const fetchMock = vi.fn(fetchByPath(lists));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderRoute(NewDossierPage, { path: '/dossier/new' });
    await user.type(await screen.findByRole('textbox', { name: /^Reference/ }), '1001');
    await user.type(screen.getByRole('textbox', { name: /^Registration date/ }), '2026-03-02');
    await user.type(screen.getByRole('textbox', { name: /^Debt amount/ }), '-250');
    await user.click(screen.getByRole('button', { name: 'Create dossier' }));
    expect(await screen.findByText('An amount cannot be negative')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some((call) => ((call as unknown[])[1] as RequestInit | undefined)?.method === 'POST')).toBe(false);
  }, 30_000);

  it('says it in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    vi.stubGlobal('fetch', vi.fn(fetchByPath(lists)));
    const user = userEvent.setup({ delay: null });
    renderRoute(NewDossierPage, { path: '/dossier/new' });
    await user.type(await screen.findByRole('textbox', { name: /^المرجع/ }), '1001');
    await user.type(screen.getByRole('textbox', { name: /^تاريخ فتح الملف/ }), '2026-03-02');
    await user.type(screen.getByRole('textbox', { name: /^مبلغ الدين/ }), '-250');
    await user.click(screen.getByRole('button', { name: 'إنشاء الملف' }));
    expect(await screen.findByText('لا يمكن أن يكون المبلغ سالبًا')).toBeInTheDocument();
  }, 30_000);
});
