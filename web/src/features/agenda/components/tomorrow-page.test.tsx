import type { ActionAgendaItem, AgendaItem, AgendaResponse } from '@cabinet/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchByPath, renderRoute } from '../../../test/render-route';
import { TomorrowPage } from './tomorrow-page';
import { setUpComponentTests } from '../../../test/component-tests';

const item = (overrides: Partial<ActionAgendaItem>): AgendaItem => ({
  kind: 'action',
  version: 1,
  modified_at: '2026-07-01T09:00:00.000Z',
  id_action: 1,
  fk_dossier: 10,
  fk_assignee: null,
  fk_responsible: null,
  ref_dossier_bureau: 501,
  date_action: '2026-07-03',
  date_prochaine: null,
  contenu: 'Hearing at the commercial court',
  fk_type_action: 3,
  type_libelle: 'Hearing',
  matched: 'date_action',
  agenda_date: '2026-07-03',
  client_name: null,
  client_name_ar: null,
  tribunal_nom: null,
  tribunal_nom_ar: null,
  ...overrides,
  agenda_key: `action-${overrides.id_action ?? 1}-${overrides.matched ?? 'date_action'}`,
});

const answer = (items: AgendaItem[]): AgendaResponse => ({ items, total: items.length, from: '2026-07-03', to: '2026-07-03' });

setUpComponentTests();

describe('TomorrowPage', () => {
  it('lists the actions with the date that matched, the count and links to act on them', async () => {
    const longText = 'Expert assessment of the damage to the vehicle, with the insurer and both parties present at the garage';
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchByPath({
          '/api/agenda': answer([
            item({}),
            item({ id_action: 2, fk_dossier: 11, ref_dossier_bureau: 502, date_action: '2026-06-01', date_prochaine: '2026-07-03', matched: 'date_prochaine', contenu: longText, type_libelle: null, fk_type_action: 60 }),
          ]),
        }),
      ),
    );
    renderRoute(TomorrowPage, { path: '/actions/tomorrow' });

    expect(await screen.findByRole('heading', { name: "Tomorrow's actions (2)" })).toBeInTheDocument();
    const rows = screen.getAllByTestId('agenda-row');
    expect(rows).toHaveLength(2);

    const first = within(rows[0]!);
    expect(first.getByText('Action date')).toBeInTheDocument();
    expect(first.getByText('Hearing')).toBeInTheDocument();
    expect(first.getAllByRole('cell')[3]).toHaveTextContent(/^#501$/);
    expect(first.getByRole('link', { name: /^Modify/ })).toHaveAttribute('href', '/action/modify/1');
    expect(first.getByRole('link', { name: /^See dossier/ })).toHaveAttribute('href', '/dossier/modify/10');

    const second = within(rows[1]!);
    expect(second.getByText('Next date')).toBeInTheDocument();
    // No label: the type id stands in, as in the original screen.
    expect(second.getAllByRole('cell')[1]).toHaveTextContent(/^#60$/);
    // The whole text is in the page (clipped by CSS only) and reachable from the keyboard.
    expect(second.getByText(longText)).toHaveAttribute('tabindex', '0');

    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute('download');
    expect(csv.getAttribute('href')).toBe('/api/agenda/export?format=csv&from=2026-07-03&to=2026-07-03&lang=en');
    expect(screen.getByRole('link', { name: 'Download iCalendar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('downloads what the list shows: with "Mine" on, only the lawyer\'s own actions', async () => {
    const user = { id: 7, full_name: 'Amina Alaoui', email: 'amina@example.test', username: null, role: 'user', status: 'active', created_at: '2026-01-01T00:00:00Z', language: 'en', daily_digest: false, prefer_mine: true };
    const fetchMock = vi.fn(fetchByPath({ '/api/auth/session': { user }, '/api/agenda': answer([item({ fk_assignee: 7 })]) }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(TomorrowPage, { path: '/actions/tomorrow' });

    expect(await screen.findByRole('heading', { name: "Tomorrow's actions (1)" })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /mine/i })).toBeChecked();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((url) => url.pathname === '/api/agenda');
    expect(asked.at(-1)!.searchParams.get('mine')).toBe('1');
    for (const format of ['CSV', 'iCalendar', 'HTML', 'TXT']) {
      expect(new URL(screen.getByRole('link', { name: `Download ${format}` }).getAttribute('href')!, 'http://localhost').searchParams.get('mine')).toBe('1');
    }
  });

  it("names each row's dossier by its client and tribunal, and counts a deadline due tomorrow apart from the actions", async () => {
    const deadline: AgendaItem = {
      kind: 'deadline',
      agenda_key: 'deadline-4',
      id_deadline: 4,
      fk_dossier: 12,
      ref_dossier_bureau: 503,
      rule_id: 1,
      rule_label: 'Appeal (Morocco)',
      rule_labels: {},
      legal_reference: null,
      trigger_action_id: 9,
      start_date: '2026-06-02',
      due_date: '2026-07-03',
      agenda_date: '2026-07-03',
      modified_at: '2026-07-01T09:00:00.000Z',
      version: 1,
      client_name: 'Atlas Assurances',
      client_name_ar: null,
      tribunal_nom: null,
      tribunal_nom_ar: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchByPath({
          '/api/agenda': answer([
            deadline,
            item({ client_name: 'Wafa Assurance', client_name_ar: 'وفا للتأمين', tribunal_nom: 'Tribunal de première instance de Casablanca', tribunal_nom_ar: null }),
          ]),
        }),
      ),
    );
    renderRoute(TomorrowPage, { path: '/actions/tomorrow' });

    expect(await screen.findByRole('heading', { name: "Tomorrow's actions (1)" })).toBeInTheDocument();
    const [due, hearing] = screen.getAllByTestId('dossier-identity');
    expect(due).toHaveTextContent(/^#503Atlas Assurances$/);
    expect(hearing).toHaveTextContent(/^#501Wafa AssuranceTribunal de première instance de Casablanca$/);
  });

  it('says so when nothing is scheduled for tomorrow', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/agenda': answer([]) })));
    renderRoute(TomorrowPage, { path: '/actions/tomorrow' });

    expect(await screen.findByText('No actions scheduled for tomorrow')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Tomorrow's actions (0)" })).toBeInTheDocument();
    expect(screen.queryAllByTestId('agenda-row')).toHaveLength(0);
  });

  it('shows a loading state first', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined)));
    renderRoute(TomorrowPage, { path: '/actions/tomorrow' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows a hearing’s time and room on its own date, not on a next date, and offers to tell the client', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchByPath({
          '/api/agenda': answer([
            { ...item({}), hearing_time: '09:30', room: 'Salle 3' } as unknown as AgendaItem,
            { ...item({ id_action: 2, ref_dossier_bureau: 502, matched: 'date_prochaine' }), hearing_time: '11:00', room: 'Salle 1' } as unknown as AgendaItem,
          ]),
        }),
      ),
    );
    renderRoute(TomorrowPage, { path: '/actions/tomorrow' });
    const rows = await screen.findAllByTestId('agenda-row');
    expect(within(rows[0]!).getByTestId('hearing-place')).toHaveTextContent('09:30');
    expect(within(rows[0]!).getByText('Salle 3')).toBeInTheDocument();
    expect(within(rows[1]!).queryByTestId('hearing-place')).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'WhatsApp the client #501' })).toBeInTheDocument();
  });
});
