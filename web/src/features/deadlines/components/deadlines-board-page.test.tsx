import type { Deadline } from '@cabinet/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fetchByPath, jsonResponse, renderRoute } from '../../../test/render-route';
import { DeadlinesBoardPage } from './deadlines-board-page';
import { setUpComponentTests } from '../../../test/component-tests';

const answers = {
  '/api/settings/public': { office_name: 'Cabinet', timezone: 'UTC', currency: 'MAD', stale_months: 3 },
  '/api/deadlines': { items: [], total: 0 },
  '/api/tribunals': { items: [], total: 0 },
  '/api/case-types': { items: [], total: 0 },
};

setUpComponentTests();

describe('the deadlines board', { timeout: 20_000 }, () => {
  it('shows the four sections, or only the one a dashboard counter opens, with the way back to all', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchByPath(answers)));
    renderRoute(DeadlinesBoardPage, { path: '/deadlines', url: '/deadlines?section=overdue' });
    expect(await screen.findByTestId('board-overdue')).toBeInTheDocument();
    expect(screen.queryByTestId('board-week')).not.toBeInTheDocument();
    expect(screen.queryByTestId('board-month')).not.toBeInTheDocument();
    expect(screen.queryByTestId('board-later')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all open deadlines' })).toHaveAttribute('href', '/deadlines');
    cleanup();

    renderRoute(DeadlinesBoardPage, { path: '/deadlines', url: '/deadlines' });
    for (const id of ['overdue', 'week', 'month', 'later']) expect(await screen.findByTestId(`board-${id}`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show all open deadlines' })).not.toBeInTheDocument();
  });

  it('lists every open deadline due after 30 days in the later section, asking the server without an end date', async () => {
    const fetchMock = vi.fn(fetchByPath(answers));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(DeadlinesBoardPage, { path: '/deadlines', url: '/deadlines?section=later' });
    expect(await screen.findByRole('heading', { name: /Due in more than 30 days/ })).toBeInTheDocument();
    await vi.waitFor(() => expect(fetchMock.mock.calls.some((call) => String(call[0]).includes('/api/deadlines?'))).toBe(true));
    const asked = fetchMock.mock.calls
      .map((call) => new URL(String(call[0]), 'http://localhost'))
      .find((url) => url.pathname === '/api/deadlines')!;
    expect(asked.searchParams.get('due_from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(asked.searchParams.has('due_to')).toBe(false);
    expect(asked.searchParams.get('page')).toBe('1');
  });

  it('offers to tell the client of a deadline, through the action it runs from', async () => {
    const deadline = {
      id: 1,
      fk_dossier: 9,
      ref_dossier_bureau: 4321,
      rule: { id: 2, label: 'Appel', labels: {}, legal_reference: null, legal_references: {}, service_mode: 'any' },
      trigger_action_id: 3,
      start_date: '2026-11-13',
      due_date: '2026-12-15',
      days_left: 3,
      status: 'open',
      completed_action_id: null,
      note: null,
      office_closed: false,
      moon: null,
      counted_with: { months: 0, days: 30, franc: true, country: 'MA', legacy: false },
      counting: {
        start: { kind: 'action', label: 'Notification du jugement', labels: {} },
        nominal_date: '2026-12-14',
        skipped: [],
        current: true,
      },
      version: 1,
      modified_at: '2026-11-13T10:00:00Z',
    } as unknown as Deadline;
    const answer = fetchByPath({
      ...answers,
      '/api/deadlines': { items: [deadline], total: 1 },
      '/api/dossiers/9/parties': { items: [{ id_party: 7, name: 'Wafa Assurance', name_ar: null, kind: 'organisation', national_id: null, role: 'client' }], total: 1 },
      '/api/parties/7': { id_party: 7, name: 'Wafa Assurance', phone: '+212600000001' },
    });
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(String(input));
        return String(input).includes('/notify-link') ? jsonResponse({ url: 'https://wa.me/212600000001?text=x' }) : answer(input);
      }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute(DeadlinesBoardPage, { path: '/deadlines', url: '/deadlines?section=week' });
    const row = await screen.findByTestId('board-row');
    await userEvent.setup({ delay: null }).click(within(row).getByRole('button', { name: 'WhatsApp the client #4321' }));
    await vi.waitFor(() => expect(asked).toContain('/api/actions/3/notify-link?party=7'));
  });
});
