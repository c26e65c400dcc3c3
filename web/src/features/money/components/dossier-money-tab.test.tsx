import type { DossierMoney, InvoiceSummary } from '@cabinet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../../../test/component-tests';
import { fetchByPath, jsonResponse, renderRoute } from '../../../test/render-route';
import { DossierMoneyTab } from './dossier-money-tab';

setUpComponentTests();

const money: DossierMoney = {
  currency: 'TND',
  entries: [
    {
      id: 11,
      fk_dossier: 5,
      kind: 'disbursement',
      date: '2026-03-01',
      amount: '150.500',
      currency: 'TND',
      label: 'Huissier: signification',
      fk_party: null,
      party_name: null,
      fk_stage: null,
      billable: true,
      fk_invoice: null,
      invoice_number: null,
      result_percent: null,
      method: null,
      reference: null,
      created_at: '2026-03-01T10:00:00Z',
      created_by: 1,
      modified_at: '2026-03-01T10:00:00Z',
      modified_by: 1,
      version: 1,
    },
  ],
  balances: {
    provisions_requested: '0.000',
    provisions_received: '0.000',
    disbursements: '150.500',
    fees: '0.000',
    invoiced: '2.212',
    paid: '0.000',
    due: '2.212',
    bar_account: '0.000',
  },
};

const note: InvoiceSummary = {
  id: 7,
  number: '2026-0001',
  status: 'issued',
  kind: 'invoice',
  fk_dossier: 5,
  ref_dossier_bureau: 1001,
  fk_client_party: 3,
  credited_invoice: null,
  credited_number: null,
  issue_date: '2026-03-10',
  due_date: null,
  totals: { net: '1.020', vat: '0.192', stamp: '1.000', total: '2.212' },
  paid: '0.000',
  due: '2.212',
  currency: 'TND',
  language: 'fr',
  fiscal_profile: 'TN',
  client: { id_party: 3, name: 'STAR Assurances', name_ar: null, address: null, identifiers: [] },
  note: null,
  created_at: '2026-03-10T10:00:00Z',
  created_by: 1,
  modified_at: '2026-03-10T10:00:00Z',
  modified_by: 1,
  version: 2,
};

const routes = {
  '/api/dossiers/5/money': money,
  '/api/invoices': { items: [note], total: 1, page: 1, page_size: 100 },
  '/api/dossiers/5/parties': { items: [{ id_party: 3, name: 'STAR Assurances', role: 'insurer' }], total: 1 },
  '/api/settings/public': {
    office_name: 'Cabinet',
    timezone: 'Africa/Tunis',
    currency: 'TND',
    stale_months: 3,
    max_upload_mb: 25,
    arabic_months: 'tn',
  },
};

function render(canWrite: boolean) {
  const posted: { path: string; body: unknown }[] = [];
  const answer = fetchByPath(routes);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (init?.method === 'POST') {
        posted.push({ path, body: JSON.parse(String(init.body)) });
        return jsonResponse({ ...money.entries[0], id: 12 }, 201);
      }
      return answer(input);
    }),
  );
  renderRoute(() => <DossierMoneyTab dossierId={5} canWrite={canWrite} />, { path: '/' });
  return { posted, user: userEvent.setup({ delay: null }) };
}

describe('the money tab of a dossier', { timeout: 20_000 }, () => {
  it('shows the balances, the ledger and the fee notes, read only for a reader', async () => {
    render(false);
    const disbursements = await screen.findByTestId('balance-disbursements');
    expect(disbursements.textContent).toMatch(/150[.,]500/);
    expect(screen.getByTestId('balance-due').textContent).toMatch(/2[.,]212/);
    const ledger = screen.getByRole('table', { name: 'Ledger' });
    expect(within(ledger).getByText('Huissier: signification')).toBeInTheDocument();
    expect(within(ledger).getByText('Disbursement')).toBeInTheDocument();
    const notes = await screen.findByRole('table', { name: 'Fee notes' });
    expect(within(notes).getByText('2026-0001')).toBeInTheDocument();
    expect(within(notes).getByText('Issued')).toBeInTheDocument();
    expect(within(notes).getByText('STAR Assurances')).toBeInTheDocument();
    // A reader sees no button that writes.
    expect(screen.queryByRole('button', { name: 'Add an entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New fee note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove the entry/ })).not.toBeInTheDocument();
  });

  it('adds a ledger entry with the amount as typed, checked with the shared schema first', async () => {
    const { posted, user } = render(true);
    await user.click(await screen.findByRole('button', { name: 'Add an entry' }));
    const form = screen.getByRole('form', { name: 'Add an entry' });
    await user.type(within(form).getByRole('textbox', { name: /^Amount/ }), '12.3456');
    await user.type(within(form).getByRole('textbox', { name: /^Description/ }), 'Frais de greffe');
    await user.click(within(form).getByRole('button', { name: 'Add to the ledger' }));
    expect(await within(form).findByText('Enter an amount with at most three decimals')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: /^Amount/ }));
    await user.type(within(form).getByRole('textbox', { name: /^Amount/ }), '12,345');
    await user.click(within(form).getByRole('button', { name: 'Add to the ledger' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      path: '/api/dossiers/5/money',
      body: {
        kind: 'disbursement',
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        amount: '12.345',
        label: 'Frais de greffe',
        fk_party: null,
        billable: true,
      },
    });
  });
});
