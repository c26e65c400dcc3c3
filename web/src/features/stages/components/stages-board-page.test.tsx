import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpComponentTests } from '../../../test/component-tests';
import { getLtrValue } from '../../../test/ltr-value';
import { renderRoute } from '../../../test/render-route';
import { aStage, PUBLIC_SETTINGS, stubApi, type Sent } from '../test-fixtures';
import { StagesBoardPage } from './stages-board-page';

setUpComponentTests();

const routes = {
  '/api/settings/public': PUBLIC_SETTINGS,
  '/api/stages': {
    items: [
      {
        ...aStage({ id: 7, fk_dossier: 5, kind: 'first_instance', file_number_text: '1457/1201/2026', decision_date: '2026-10-06', outcome: 'lost' }),
        ref_dossier_bureau: 1001,
        dossier_label: 'Wafa Assurance',
      },
    ],
    total: 1,
    page: 1,
    page_size: 25,
  },
  '/api/tribunals': { items: [{ id_tribunal: 3, nom: 'Tribunal de première instance', nom_ar: null, ville: 'Rabat' }], total: 1 },
  '/api/accounts': { items: [{ id: 4, full_name: 'Karim Benali' }] },
};

/** The board's questions to the server, newest last. */
const boardAsks = (sent: Sent[]) => sent.filter((request) => request.path === '/api/stages').map((request) => Object.fromEntries(request.query));

describe('the board of court levels', { timeout: 30_000 }, () => {
  it('asks for the judgments awaiting notification first, with the filters and page of its address, and links each row to its dossier', async () => {
    const sent = stubApi(routes);
    renderRoute(StagesBoardPage, { path: '/stages', url: '/stages?tribunal=3&responsible=4&page=2' });
    const row = await screen.findByTestId('board-row');
    expect(boardAsks(sent).at(-1)).toEqual({ awaiting: 'notification', tribunal: '3', responsible: '4', page: '2', page_size: '25' });
    expect(within(row).getByText('Wafa Assurance')).toBeInTheDocument();
    expect(getLtrValue('1457/1201/2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'See dossier #1001' })).toHaveAttribute('href', '/dossier/modify/5');
  });

  it('asks again for another tab or a level, from the first page', async () => {
    const sent = stubApi(routes);
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute(StagesBoardPage, { path: '/stages', url: '/stages?page=3' });
    await screen.findByTestId('board-row');

    await user.click(screen.getByRole('tab', { name: 'Appeals and cassations pending' }));
    await waitFor(() => expect(boardAsks(sent).at(-1)).toEqual({ awaiting: 'appeal', page: '1', page_size: '25' }));
    expect(router.state.location.search).toBe('?awaiting=appeal');

    await user.click(screen.getByRole('combobox', { name: 'Level' }));
    await user.click(await screen.findByRole('option', { name: 'Cassation', hidden: true }));
    await waitFor(() => expect(boardAsks(sent).at(-1)).toEqual({ awaiting: 'appeal', kind: 'cassation', page: '1', page_size: '25' }));

    await user.click(screen.getByRole('tab', { name: 'In enforcement' }));
    await waitFor(() => expect(boardAsks(sent).at(-1)).toMatchObject({ awaiting: 'enforcement', kind: 'cassation' }));
  });

  it('says when a tab has nothing to follow', async () => {
    stubApi({ ...routes, '/api/stages': { items: [], total: 0, page: 1, page_size: 25 } });
    renderRoute(StagesBoardPage, { path: '/stages', url: '/stages?awaiting=enforcement' });
    expect(await screen.findByText('No dossier is in enforcement.')).toBeInTheDocument();
  });
});
