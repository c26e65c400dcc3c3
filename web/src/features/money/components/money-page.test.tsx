import type { InvoiceSummary, Outstanding, PaymentItem, User } from '@cabinet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../../../test/component-tests';
import { jsonResponse, renderRoute } from '../../../test/render-route';
import { MoneyPage } from './money-page';

setUpComponentTests();

const account = (money: User['money'], role: User['role'] = 'user'): User => ({
  id: 2,
  full_name: 'Leila Comptable',
  email: 'leila@example.test',
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

const note = (id: number, client: { id: number; name: string }, due: string, extra: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id,
  number: `2026-000${id}`,
  status: 'issued',
  kind: 'invoice',
  fk_dossier: 10 + id,
  ref_dossier_bureau: 1000 + id,
  fk_client_party: client.id,
  credited_invoice: null,
  credited_number: null,
  issue_date: '2026-02-01',
  due_date: '2026-03-01',
  totals: { net: due, vat: '0.00', stamp: '0.00', total: due },
  paid: '0.00',
  due,
  currency: 'MAD',
  language: 'fr',
  fiscal_profile: 'MA',
  client: { id_party: client.id, name: client.name, name_ar: null, address: null, identifiers: [] },
  note: null,
  created_at: '2026-02-01T10:00:00Z',
  created_by: 1,
  modified_at: '2026-02-01T10:00:00Z',
  modified_by: 1,
  version: 2,
  ...extra,
});

const wafa = { id: 3, name: 'Wafa Assurance' };
const saham = { id: 4, name: 'Saham Assurance' };

const outstanding: Outstanding = {
  currency: 'MAD',
  // 0.10 + 0.20 is not 0.30 in binary floats: the sum per client must still be exact.
  invoices: [note(1, wafa, '0.10'), note(2, saham, '5.00'), note(3, wafa, '0.20')],
  provisions: [{ id_dossier: 20, ref_dossier_bureau: 2020, requested: '3000.00', received: '1000.00', due: '2000.00' }],
  totals: { invoices: '5.30', provisions: '2000.00' },
};

/** The page's API: every GET answered by path, each request kept. */
function mockApi(user: User, answers: Record<string, unknown | ((url: URL) => Response)>) {
  const requests: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(url);
      const all: Record<string, unknown> = {
        '/api/auth/session': { user },
        '/api/settings/public': { office_name: 'Cabinet', timezone: 'UTC', currency: 'MAD', stale_months: 3 },
        ...answers,
      };
      const answer = all[url.pathname];
      if (typeof answer === 'function') return (answer as (url: URL) => Response)(url);
      return answer === undefined ? jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404) : jsonResponse(answer);
    }),
  );
  return requests;
}

describe('the money page', { timeout: 20_000 }, () => {
  it('shows what is owed: totals, each client’s debt summed exactly, the notes and provisions, with links', async () => {
    mockApi(account('read'), { '/api/money/outstanding': outstanding });
    renderRoute(MoneyPage, { path: '/money' });

    expect((await screen.findByTestId('outstanding-notes')).textContent).toMatch(/5\.30/);
    expect(screen.getByTestId('outstanding-provisions').textContent).toMatch(/2,000\.00/);

    const byClient = screen.getByRole('table', { name: 'Owed by each client' });
    const rows = within(byClient).getAllByRole('row').slice(1);
    // The largest debt first; Wafa's two notes summed to exactly 0.30.
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^Saham Assurance1.*5\.00$/), expect.stringMatching(/^Wafa Assurance2.*0\.30$/)]);
    expect(within(byClient).getByRole('link', { name: 'Wafa Assurance' })).toHaveAttribute('href', '/money/statement/3');

    const notes = screen.getByRole('table', { name: 'Fee notes still due' });
    expect(within(notes).getByText('2026-0002')).toBeInTheDocument();
    expect(within(notes).getByRole('link', { name: 'Dossier 1002' })).toHaveAttribute('href', '/dossier/modify/12?tab=money');
    const provisions = screen.getByRole('table', { name: 'Provisions not yet received' });
    expect(within(provisions).getByRole('link', { name: 'Dossier 2020' })).toHaveAttribute('href', '/dossier/modify/20?tab=money');
    expect(provisions.textContent).toMatch(/2,000\.00/);
  });

  it('says when nothing is owed, and offers to retry when the server fails', async () => {
    let fail = true;
    mockApi(account('write'), {
      '/api/money/outstanding': () =>
        fail
          ? jsonResponse({ error: { code: 'internal', message: 'Boom' } }, 500)
          : jsonResponse({ currency: 'MAD', invoices: [], provisions: [], totals: { invoices: '0.00', provisions: '0.00' } }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute(MoneyPage, { path: '/money' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load what is owed to the office.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByText('No fee note is waiting for payment')).toHaveLength(2);
    expect(screen.getByText('Every provision requested has been received')).toBeInTheDocument();
  });

  it('tells an account without money access so, and asks the server for no money', async () => {
    const requests = mockApi(account('none'), { '/api/money/outstanding': outstanding });
    renderRoute(MoneyPage, { path: '/money' });
    expect(await screen.findByText(/Your account does not see the office's money/)).toBeInTheDocument();
    expect(requests.some((url) => url.pathname.startsWith('/api/money'))).toBe(false);
  });

  it('lists the fee notes by state and year, the filters kept in the address', async () => {
    const requests = mockApi(account('read'), {
      '/api/invoices': (url: URL) =>
        jsonResponse({
          items: url.searchParams.get('status') === 'paid' ? [note(5, wafa, '0.00', { status: 'paid', paid: '12.00' })] : [note(1, wafa, '12.00')],
          total: 1,
          page: 1,
          page_size: 25,
        }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute(MoneyPage, { path: '/money', url: '/money?view=notes' });
    const table = await screen.findByRole('table', { name: 'Fee notes' });
    expect(within(table).getByText('2026-0001')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'paid');
    expect(await within(screen.getByRole('table', { name: 'Fee notes' })).findByText('2026-0005')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=notes&status=paid');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year of issue' }), String(new Date().getUTCFullYear() - 1));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('year')).toBe(String(new Date().getUTCFullYear() - 1)));
    expect(requests.at(-1)?.searchParams.get('status')).toBe('paid');
  });

  it('shows the year’s fee dossiers, with the list as a CSV download in the reader’s language', async () => {
    const year = new Date().getUTCFullYear();
    mockApi(account('read'), {
      '/api/money/fee-dossiers': (url: URL) =>
        jsonResponse({
          year: Number(url.searchParams.get('year')),
          currency: 'MAD',
          items:
            url.searchParams.get('year') === String(year)
              ? [
                  {
                    id_dossier: 7,
                    ref_dossier_bureau: 707,
                    tribunal: 'Tribunal de première instance de Rabat',
                    level: 'appeal',
                    court_number: '2026/1201/55',
                    first_received: `${year}-01-15`,
                    received: '4500.00',
                  },
                ]
              : [],
          total: url.searchParams.get('year') === String(year) ? 1 : 0,
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute(MoneyPage, { path: '/money', url: '/money?view=fee-dossiers' });
    const table = await screen.findByRole('table', { name: `Dossiers in which fees were received in ${year}` });
    expect(within(table).getByRole('link', { name: 'Dossier 707' })).toHaveAttribute('href', '/dossier/modify/7?tab=money');
    expect(within(table).getByText('Appeal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the list (CSV)' })).toHaveAttribute(
      'href',
      `/api/money/fee-dossiers?year=${year}&format=csv&language=en`,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(year - 1));
    expect(await screen.findByText(`No fee was received in ${year - 1}`)).toBeInTheDocument();
  });

  it('lists the payments received with their sum, filtered by method, client and dates, the filters in the address', async () => {
    const payment = (id: number, extra: Partial<PaymentItem> = {}): PaymentItem => ({
      id,
      date: '2026-02-03',
      amount: '400.05',
      currency: 'MAD',
      method: 'transfer',
      reference: null,
      fk_dossier: 12,
      ref_dossier_bureau: 1002,
      fk_invoice: 2,
      invoice_number: '2026-0002',
      fk_party: 3,
      party_name: 'Wafa Assurance',
      ...extra,
    });
    const requests = mockApi(account('read'), {
      '/api/payments': (url: URL) => {
        const items = url.searchParams.get('method') === 'cash' ? [] : [payment(7), payment(6, { method: 'cheque', reference: 'CHQ 0042', amount: '0.20' })];
        return jsonResponse({ items, total: items.length, page: 1, page_size: 25, currency: 'MAD', total_amount: items.length ? '400.25' : '0.00' });
      },
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute(MoneyPage, { path: '/money', url: '/money?view=payments' });
    const table = await screen.findByRole('table', { name: 'Payments received' });
    expect(screen.getByRole('tab', { name: 'Payments received', selected: true })).toBeInTheDocument();
    expect(screen.getByTestId('payments-total').textContent).toMatch(/^2 payments, .*400\.25 received in all$/);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[1]!.textContent).toMatch(/CHQ 0042/);
    expect(within(rows[0]!).getByText('Bank transfer')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Dossier 1002' })).toHaveAttribute('href', '/dossier/modify/12?tab=money');
    expect(screen.getByRole('link', { name: 'Download the payments (CSV)' })).toHaveAttribute('href', '/api/payments?format=csv&language=en');

    // Only one client's payments, from a row; the chip takes the filter off again.
    await user.click(within(rows[0]!).getByRole('button', { name: 'Only the payments of Wafa Assurance' }));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('client')).toBe('3'));
    expect(screen.getByText(/Paid by/)).toHaveTextContent('Paid by Wafa Assurance');
    expect(screen.getByRole('link', { name: 'Download the payments (CSV)' })).toHaveAttribute('href', '/api/payments?client=3&format=csv&language=en');
    expect(router.state.location.search).toBe('?view=payments&client=3&client_name=Wafa+Assurance');
    await user.click(screen.getByRole('button', { name: "Show every client's payments" }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=payments'));
    expect(screen.queryByText(/Paid by/)).not.toBeInTheDocument();

    // A period whose end comes before its start stays on the screen, refused; a good one goes to the address.
    await user.type(screen.getByRole('textbox', { name: /^Received from/ }), '2026-03-01');
    await user.type(screen.getByRole('textbox', { name: /^Received until/ }), '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end of the period is before its start')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=payments');
    await user.clear(screen.getByRole('textbox', { name: /^Received until/ }));
    await user.type(screen.getByRole('textbox', { name: /^Received until/ }), '2026-03-31{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?view=payments&from=2026-03-01&to=2026-03-31'));
    expect(requests.at(-1)?.searchParams.get('to')).toBe('2026-03-31');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'cash');
    expect(await screen.findByText('No payment matches these filters')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=payments&from=2026-03-01&to=2026-03-31&method=cash');
  });

  it('offers to retry when the payments fail to load', async () => {
    let fail = true;
    mockApi(account('write'), {
      '/api/payments': () =>
        fail
          ? jsonResponse({ error: { code: 'internal', message: 'Boom' } }, 500)
          : jsonResponse({ items: [], total: 0, page: 1, page_size: 25, currency: 'MAD', total_amount: '0.00' }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute(MoneyPage, { path: '/money', url: '/money?view=payments' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load the payments.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No payment matches these filters')).toBeInTheDocument();
  });

  it('finds a client by name and leads to its statement', async () => {
    mockApi(account('read'), {
      '/api/parties': (url: URL) =>
        jsonResponse({
          items: url.searchParams.get('q') === 'wa' ? [{ id_party: 3, name: 'Wafa Assurance', name_ar: 'وفا للتأمين', kind: 'organisation' }] : [],
          total: url.searchParams.get('q') === 'wa' ? 1 : 0,
        }),
    });
    const user = userEvent.setup({ delay: null });
    renderRoute(MoneyPage, { path: '/money', url: '/money?view=statements' });
    const box = await screen.findByRole('searchbox', { name: /^Client or insurer/ });
    expect(screen.getByText("Type at least two letters of a client's name to find its statement")).toBeInTheDocument();
    await user.type(box, 'wa');
    const found = await screen.findByRole('list', { name: 'Parties found' });
    expect(within(found).getByRole('link', { name: 'Wafa Assurance' })).toHaveAttribute('href', '/money/statement/3');
    await user.type(box, 'x');
    expect(await screen.findByText('No party has this name')).toBeInTheDocument();
  });
});
