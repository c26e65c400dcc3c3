import type { Numbering } from '@cabinet/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../../../test/component-tests';
import { jsonResponse, renderRoute } from '../../../test/render-route';
import { InvoiceNumbering } from './invoice-numbering';

setUpComponentTests();

const numbering = (last: number): Numbering => ({
  year: 2026,
  series: [
    { kind: 'invoice', series: '2026', last_number: last, next_number: last + 1, next: `2026-${String(last + 1).padStart(4, '0')}` },
    { kind: 'credit_note', series: 'AV-2026', last_number: 0, next_number: 1, next: 'AV-2026-0001' },
  ],
});

/** The numbering API: GET answers where the series stands, PATCH as `answer` says (an answer of 200 moves it). */
function mockApi(answer: (body: { kind: string; next_number: number }) => Response) {
  const sent: unknown[] = [];
  let last = 3;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/invoices/numbering') return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
      if (init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { kind: string; next_number: number };
        sent.push(body);
        const response = answer(body);
        if (response.ok) last = body.next_number - 1;
        return response;
      }
      return jsonResponse(numbering(last));
    }),
  );
  return sent;
}

describe('the numbering of the fee notes', { timeout: 20_000 }, () => {
  it('sets where the year’s series goes on from, after saying what it means', async () => {
    const sent = mockApi((body) => jsonResponse(numbering(body.next_number - 1)));
    const user = userEvent.setup({ delay: null });
    renderRoute(InvoiceNumbering, { path: '/' });
    const form = await screen.findByRole('form', { name: 'Next fee note of 2026' });
    expect(form).toHaveTextContent('Next fee note of 2026: 2026-0004');
    const field = within(form).getByRole('textbox', { name: /^Go on from number/ });

    // Back onto a number already given: said at once, nothing sent.
    await user.type(field, '3');
    await user.click(within(form).getByRole('button', { name: 'Set the next number' }));
    expect(await within(form).findByText('Number 3 is already given: choose a later number')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'abc');
    await user.click(within(form).getByRole('button', { name: 'Set the next number' }));
    expect(await within(form).findByText('Enter a whole number from 1 to 999999')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, '57');
    await user.click(within(form).getByRole('button', { name: 'Set the next number' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The series 2026 will go on from number 57.');
    await user.click(within(dialog).getByRole('button', { name: 'Set the next number' }));
    await waitFor(() => expect(sent).toEqual([{ kind: 'invoice', next_number: 57 }]));
    expect(await within(form).findByText('2026-0057')).toBeInTheDocument();
  });

  it('shows the server’s refusal when another note took the number meanwhile', async () => {
    const refusal = 'This number is already given in the series: the next number can only go forward';
    mockApi(() => jsonResponse({ error: { code: 'conflict', message: refusal, fields: { next_number: refusal }, last_number: 9 } }, 409));
    const user = userEvent.setup({ delay: null });
    renderRoute(InvoiceNumbering, { path: '/' });
    const form = await screen.findByRole('form', { name: 'Next fee note of 2026' });
    await user.type(within(form).getByRole('textbox', { name: /^Go on from number/ }), '5');
    await user.click(within(form).getByRole('button', { name: 'Set the next number' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Set the next number' }));
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
  });
});
