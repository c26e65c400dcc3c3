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

describe('the deadlines board', () => {
  it('shows the three sections, or only the one a dashboard counter opens, with the way back to all', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchByPath(answers)));
    renderRoute(DeadlinesBoardPage, { path: '/deadlines', url: '/deadlines?section=overdue' });
    expect(await screen.findByTestId('board-overdue')).toBeInTheDocument();
    expect(screen.queryByTestId('board-week')).not.toBeInTheDocument();
    expect(screen.queryByTestId('board-month')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all open deadlines' })).toHaveAttribute('href', '/deadlines');
    cleanup();

    renderRoute(DeadlinesBoardPage, { path: '/deadlines', url: '/deadlines' });
    for (const id of ['overdue', 'week', 'month']) expect(await screen.findByTestId(`board-${id}`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Show all open deadlines' })).not.toBeInTheDocument();
  });
});
