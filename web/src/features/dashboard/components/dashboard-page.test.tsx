import type { Dashboard } from '@cabinet/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../i18n';
import { fetchByPath, jsonResponse, renderRoute } from '../../../test/render-route';
import { DashboardPage } from './dashboard-page';

const counts: Dashboard = {
  total_dossiers: 12345,
  total_actions: 67890,
  experts: 7,
  tribunals: 4,
  actions_tomorrow: 3,
  stale_dossiers: 21,
  deadlines_overdue: 2,
  deadlines_week: 5,
  tomorrow: '2026-07-03',
};

beforeAll(() => {
  setupI18n('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DashboardPage', () => {
  it('shows the six counters, each a link to its list, with numbers formatted for the language', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/dashboard': counts })));
    renderRoute(DashboardPage, { path: '/' });

    const expected: [string, string, string][] = [
      ['Total dossiers', '12,345', '/dossier/search'],
      ['Total actions', '67,890', '/agenda'],
      ['Experts', '7', '/expert/list'],
      ['Tribunals', '4', '/tribunal/list'],
      ['Actions tomorrow', '3', '/actions/tomorrow'],
      ['Stale dossiers', '21', '/dossiers/stale'],
    ];
    for (const [label, value, href] of expected) {
      const link = await screen.findByRole('link', { name: `${label} ${value}` });
      expect(link).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/dossier/new');
    expect(screen.getByRole('link', { name: 'Browse dossiers' })).toHaveAttribute('href', '/dossier/search');
  });

  it('offers a retry when the counters cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ error: { code: 'internal', message: 'Internal error' } }, 500)));
    renderRoute(DashboardPage, { path: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the dashboard counters.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
