import type { Dashboard } from '@cabinet/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchByPath, jsonResponse, renderRoute } from '../../../test/render-route';
import { DashboardPage } from './dashboard-page';
import { setUpComponentTests } from '../../../test/component-tests';

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

setUpComponentTests();

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
    // Each deadline counter opens its own section of the board.
    expect(screen.getByRole('link', { name: /^Overdue deadlines/ })).toHaveAttribute('href', '/deadlines?section=overdue');
    expect(screen.getByRole('link', { name: /^Deadlines within 7 days/ })).toHaveAttribute('href', '/deadlines?section=week');
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    const counterHrefs = hrefs.filter((href) => href !== null && !href.startsWith('/dossier/modify/') && href !== '/actions/tomorrow');
    expect(new Set(counterHrefs).size).toBe(counterHrefs.length);
    // The office has dossiers: no "Get started" banner.
    expect(screen.queryByRole('link', { name: 'Get started' })).not.toBeInTheDocument();
  });

  it('offers to get started while the office has no dossier', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/dashboard': { ...counts, total_dossiers: 0, total_actions: 0 } })));
    renderRoute(DashboardPage, { path: '/' });
    expect(await screen.findByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/dossier/new');
    expect(screen.getByRole('link', { name: 'Browse dossiers' })).toHaveAttribute('href', '/dossier/search');
    expect(screen.queryByRole('heading', { name: /^Tomorrow/ })).not.toBeInTheDocument();
  });

  it("shows tomorrow's first five items, each leading to its dossier, and the way to the full list", async () => {
    const action = (id: number, ref: number) => ({
      kind: 'action',
      id_action: id,
      fk_dossier: id,
      ref_dossier_bureau: ref,
      date_action: '2026-07-03',
      date_prochaine: null,
      contenu: `Hearing ${id}`,
      fk_type_action: 1,
      type_libelle: 'Audience',
      fk_assignee: null,
      fk_responsible: null,
      matched: 'date_action',
      agenda_date: '2026-07-03',
      version: 1,
      modified_at: '2026-07-01T00:00:00Z',
    });
    const deadline = {
      kind: 'deadline',
      id_deadline: 9,
      fk_dossier: 40,
      ref_dossier_bureau: 1040,
      rule_id: 1,
      rule_label: 'Appeal',
      rule_labels: { en: 'Appeal period', fr: 'Délai d’appel' },
      legal_reference: null,
      trigger_action_id: 1,
      start_date: '2026-06-03',
      due_date: '2026-07-03',
      agenda_date: '2026-07-03',
    };
    const items = [deadline, ...[1, 2, 3, 4, 5, 6].map((i) => action(i, 1000 + i))];
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/dashboard': counts, '/api/agenda': { items, total: items.length, from: '2026-07-03', to: '2026-07-03' } })));
    renderRoute(DashboardPage, { path: '/' });
    expect(await screen.findByRole('heading', { name: /^Tomorrow, / })).toBeInTheDocument();
    const list = await screen.findByTestId('tomorrow-preview');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getByRole('link', { name: 'Dossier 1040' })).toHaveAttribute('href', '/dossier/modify/40');
    expect(within(list).getByText('Last day: Appeal period')).toBeInTheDocument();
    expect(within(list).getByText('Audience — Hearing 1')).toBeInTheDocument();
    expect(within(list).queryByText('Audience — Hearing 5')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the full list for tomorrow' })).toHaveAttribute('href', '/actions/tomorrow');
  });

  it('offers a retry when the counters cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ error: { code: 'internal', message: 'Internal error' } }, 500)));
    renderRoute(DashboardPage, { path: '/' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the dashboard counters.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
