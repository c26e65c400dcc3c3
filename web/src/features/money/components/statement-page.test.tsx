import type { ClientStatement, User } from '@cabinet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../i18n';
import { setUpComponentTests } from '../../../test/component-tests';
import { jsonResponse, renderRoute } from '../../../test/render-route';
import { StatementPage } from './statement-page';

setUpComponentTests();

const admin: User = {
  id: 1,
  full_name: 'Maître Benali',
  email: 'admin@example.test',
  username: null,
  role: 'admin',
  status: 'active',
  created_at: '2026-01-01T00:00:00Z',
  language: 'en',
  app_language: 'en',
  language_follows_app: false,
  daily_digest: false,
  prefer_mine: false,
  money: 'none',
};

const statement = (from: string | null, to: string | null): ClientStatement => ({
  client: { id_party: 3, name: 'Wafa Assurance', name_ar: 'وفا للتأمين', address: null, identifiers: [] },
  currency: 'MAD',
  from,
  to,
  dossiers: [
    {
      id_dossier: 7,
      ref_dossier_bureau: 707,
      role: 'insurer, client',
      tribunal: 'Cour d’appel de Rabat',
      level: 'appeal',
      court_number: '2026/1201/55',
      next_hearing: '2026-04-02',
      claimed: '150000.00',
      awarded: null,
      invoiced: '1200.00',
      paid: '200.00',
      due: '1000.00',
      bar_account: '0.00',
    },
  ],
  invoices: from
    ? []
    : [
        {
          id: 9,
          number: '2026-0009',
          status: 'partly_paid',
          kind: 'invoice',
          fk_dossier: 7,
          ref_dossier_bureau: 707,
          fk_client_party: 3,
          credited_invoice: null,
          credited_number: null,
          issue_date: '2026-02-01',
          due_date: null,
          totals: { net: '1000.00', vat: '200.00', stamp: '0.00', total: '1200.00' },
          paid: '200.00',
          due: '1000.00',
          currency: 'MAD',
          language: 'fr',
          fiscal_profile: 'MA',
          client: { id_party: 3, name: 'Wafa Assurance', name_ar: null, address: null, identifiers: [] },
          note: null,
          created_at: '2026-02-01T10:00:00Z',
          created_by: 1,
          modified_at: '2026-02-01T10:00:00Z',
          modified_by: 1,
          version: 3,
        },
      ],
  totals: { invoiced: '1200.00', paid: '200.00', due: '1000.00', bar_account: '0.00' },
});

function mockApi(status = 200) {
  const asked: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/auth/session') return jsonResponse({ user: admin });
      if (url.pathname === '/api/settings/public') return jsonResponse({ office_name: 'Cabinet', timezone: 'UTC', currency: 'MAD', stale_months: 3 });
      if (url.pathname === '/api/clients/3/statement') {
        asked.push(url.searchParams);
        if (status !== 200) return jsonResponse({ error: { code: 'not_found', message: 'Party not found' } }, status);
        return jsonResponse(statement(url.searchParams.get('from'), url.searchParams.get('to')));
      }
      return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return asked;
}

describe('a client’s statement', { timeout: 20_000 }, () => {
  it('shows the account, the dossiers with their links and the notes; print and CSV follow the period and language', async () => {
    mockApi();
    renderRoute(StatementPage, { path: '/money/statement/:id', url: '/money/statement/3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement of Wafa Assurance' })).toBeInTheDocument();
    expect(screen.getByTestId('statement-due').textContent).toMatch(/1,000\.00/);
    const dossiers = screen.getByRole('table', { name: 'Dossiers of the client' });
    expect(within(dossiers).getByRole('link', { name: 'Dossier 707' })).toHaveAttribute('href', '/dossier/modify/7?tab=money');
    expect(within(dossiers).getByText('Insurer, Client')).toBeInTheDocument();
    expect(within(dossiers).getByText('Appeal')).toBeInTheDocument();
    const notes = screen.getByRole('table', { name: 'Fee notes of the period' });
    expect(within(notes).getByText('2026-0009')).toBeInTheDocument();
    expect(within(notes).getByText('Partly paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute('href', '/api/clients/3/statement?format=html&language=en');
    expect(screen.getByRole('link', { name: 'Download the statement (CSV)' })).toHaveAttribute(
      'href',
      '/api/clients/3/statement?format=csv&language=en',
    );
    expect(screen.getByText('All fee notes, whatever their date')).toBeInTheDocument();
  });

  it('chooses the notes by a period typed as the office writes dates, refusing an end before the start', async () => {
    const asked = mockApi();
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute(StatementPage, { path: '/money/statement/:id', url: '/money/statement/3' });
    const form = await screen.findByRole('form', { name: 'Fee notes issued' });
    await user.type(within(form).getByRole('textbox', { name: /^Issued from/ }), '01/03/2026');
    await user.type(within(form).getByRole('textbox', { name: /^Issued up to/ }), '2026-02-01');
    await user.click(within(form).getByRole('button', { name: 'Show the statement' }));
    expect(await within(form).findByText('The end of the period is before its start')).toBeInTheDocument();
    expect(asked).toHaveLength(1);

    await user.clear(within(form).getByRole('textbox', { name: /^Issued up to/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Issued up to/ }), '31/03/2026');
    await user.click(within(form).getByRole('button', { name: 'Show the statement' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-03-01&to=2026-03-31'));
    await waitFor(() => expect(asked.at(-1)?.toString()).toBe('from=2026-03-01&to=2026-03-31'));
    expect(await screen.findByText('No fee note issued in this period')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute(
      'href',
      '/api/clients/3/statement?format=html&from=2026-03-01&to=2026-03-31&language=en',
    );
  });

  it('says so when the party does not exist', async () => {
    mockApi(404);
    renderRoute(StatementPage, { path: '/money/statement/:id', url: '/money/statement/3' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This party does not exist or is in the trash.');
  });

  it('reads right to left in Arabic, with the statement’s own words', async () => {
    await setupI18n('ar');
    try {
      mockApi();
      renderRoute(StatementPage, { path: '/money/statement/:id', url: '/money/statement/3' });
      expect(await screen.findByRole('heading', { level: 1, name: 'كشف حساب Wafa Assurance' })).toBeInTheDocument();
      expect(document.documentElement.dir).toBe('rtl');
      expect(screen.getByRole('table', { name: 'ملفات الموكل' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'تنزيل كشف الحساب (CSV)' }).getAttribute('href')).toContain('language=ar');
    } finally {
      await setupI18n('en');
    }
  });
});
