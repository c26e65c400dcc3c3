import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchByPath, renderRoute } from '../../../test/render-route';
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
});
