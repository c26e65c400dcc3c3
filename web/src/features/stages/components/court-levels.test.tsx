import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { setUpComponentTests } from '../../../test/component-tests';
import { getLtrValue } from '../../../test/ltr-value';
import { answerMediaQueries } from '../../../test/media-queries';
import { jsonResponse, renderRoute } from '../../../test/render-route';
import { aStage, PUBLIC_SETTINGS, stubApi } from '../test-fixtures';
import { CourtLevels } from './court-levels';

setUpComponentTests();
afterEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

/** Sent by the server in another order than the court's: the screen puts them in court order. */
const shuffled = [
  aStage({ id: 3, kind: 'enforcement', file_number_text: '88/1214/2027' }),
  aStage({
    id: 2,
    kind: 'appeal',
    file_number: '1457',
    file_code: '1201',
    file_year: '2026',
    file_number_text: '1457/1201/2026',
    national_number: '202611011457',
    tribunal_name: 'Cour d’appel de Casablanca',
    tribunal_name_ar: 'محكمة الاستئناف بالدار البيضاء',
    decision_number: '512',
    decision_date: '2026-10-06',
    outcome: 'won',
    notified_on: '2026-10-20',
    bailiff_name: 'Me Idrissi',
  }),
  aStage({ id: 1, kind: 'first_instance', file_number_text: '12/1201/2025', status: 'closed' }),
  aStage({ id: 4, kind: 'police_report', file_raw: 'PV 77/B', file_number_text: 'PV 77/B' }),
];

const routes = {
  '/api/settings/public': PUBLIC_SETTINGS,
  '/api/dossiers/5/stages': { items: shuffled },
  '/api/dossiers/5/parties': { items: [{ id_party: 9, name: 'Me Idrissi', name_ar: null, kind: 'person', national_id: null, role: 'bailiff' }], total: 1 },
  '/api/tribunals': { items: [], total: 0 },
  '/api/action-types': { items: [], total: 0 },
};

const render = () => renderRoute(() => <CourtLevels dossierId={5} />, { path: '/' });
const kindsShown = () => screen.getAllByTestId('stage-row').map((row) => row.getAttribute('data-kind'));

describe('the court levels of a dossier', { timeout: 20_000 }, () => {
  it('lists the levels in court order, whatever order they arrive in, with their facts', async () => {
    stubApi(routes);
    render();
    await screen.findAllByTestId('stage-row');
    expect(kindsShown()).toEqual(['police_report', 'first_instance', 'appeal', 'enforcement']);
    const appeal = screen.getAllByTestId('stage-row')[2]!;
    expect(within(appeal).getByText('Cour d’appel de Casablanca')).toBeInTheDocument();
    expect(within(appeal).getByText('Won')).toBeInTheDocument();
    expect(within(appeal).getByText('Me Idrissi')).toBeInTheDocument();
    expect(within(appeal).getByText('20/10/2026')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('stage-row')[1]!).getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Court levels (4)' })).toBeInTheDocument();
  });

  it('shows a court number left to right, isolated, in Arabic too, and the court in Arabic', async () => {
    stubApi(routes);
    await i18n.changeLanguage('ar');
    render();
    await screen.findAllByTestId('stage-row');
    const number = getLtrValue('1457/1201/2026');
    expect(number.closest('[data-kind]')?.getAttribute('data-kind')).toBe('appeal');
    expect(getLtrValue('202611011457')).toBeInTheDocument();
    expect(screen.getByText('محكمة الاستئناف بالدار البيضاء')).toBeInTheDocument();
    expect(screen.getByText('الاستئناف')).toBeInTheDocument();
  });

  it('is a compact timeline on a phone, still in court order', async () => {
    answerMediaQueries((query) => query.includes('max-width'));
    stubApi(routes);
    render();
    const timeline = await screen.findByRole('list', { name: 'Court levels' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(4);
    expect(kindsShown()).toEqual(['police_report', 'first_instance', 'appeal', 'enforcement']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so when the dossier has no level yet', async () => {
    stubApi({ ...routes, '/api/dossiers/5/stages': { items: [] } });
    render();
    expect(await screen.findByText(/No court level yet/)).toBeInTheDocument();
  });
});

describe('the court level form', { timeout: 30_000 }, () => {
  const open = async () => {
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Add a level' }));
    const form = await screen.findByRole('form', { name: 'New court level' });
    return { user, form };
  };

  it('says what is wrong before sending anything: the level, a date, an amount', async () => {
    const sent = stubApi(routes);
    render();
    const { user, form } = await open();
    await user.type(within(form).getByRole('textbox', { name: 'Decision date' }), '31/02/2026');
    await user.type(within(form).getByRole('textbox', { name: /^Amount awarded/ }), '12.345');
    await user.click(within(form).getByRole('button', { name: 'Save the level' }));
    expect(await within(form).findByText('Choose the level')).toBeInTheDocument();
    expect(within(form).getByText('Enter an amount with at most two decimals')).toBeInTheDocument();
    expect(within(form).getByText(/is not a valid date/)).toBeInTheDocument();
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('splits a pasted court number into its parts, and sends blank fields as null', async () => {
    const sent = stubApi(routes);
    render();
    const { user, form } = await open();
    await user.click(within(form).getByRole('combobox', { name: /^Level/ }));
    await user.click(await screen.findByRole('option', { name: 'Appeal', hidden: true }));
    await user.click(within(form).getByRole('textbox', { name: 'Number' }));
    await user.paste('2026/1201/1457');
    expect(within(form).getByRole('textbox', { name: 'Number' })).toHaveValue('1457');
    expect(within(form).getByRole('textbox', { name: 'Code' })).toHaveValue('1201');
    expect(within(form).getByRole('textbox', { name: 'Year' })).toHaveValue('2026');
    await user.click(within(form).getByRole('button', { name: 'Save the level' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    const posted = sent.find((request) => request.method === 'POST')!;
    expect(posted.path).toBe('/api/dossiers/5/stages');
    expect(posted.body).toMatchObject({
      kind: 'appeal',
      status: 'open',
      file_number: '1457',
      file_code: '1201',
      file_year: '2026',
      file_chamber: null,
      file_raw: null,
      decision_date: null,
      notified_on: null,
      fk_bailiff_party: null,
    });
    expect(posted.body).not.toHaveProperty('notification_type_id');
  });

  it('splits a whole number typed in the first box when leaving it, and says how the number is written', async () => {
    stubApi(routes);
    render();
    const { user, form } = await open();
    expect(within(form).getByRole('group', { name: 'Court file number' })).toHaveAccessibleDescription(/1457\/1201\/2026 is number 1457, code 1201, year 2026/);
    await user.type(within(form).getByRole('textbox', { name: 'Number' }), '12/5B/2025');
    await user.tab();
    expect(within(form).getByRole('textbox', { name: 'Number' })).toHaveValue('12');
    expect(within(form).getByRole('textbox', { name: 'Code' })).toHaveValue('5B');
    expect(within(form).getByRole('textbox', { name: 'Year' })).toHaveValue('2025');
  });

  it('says a notification date adds the action that starts the deadlines, and asks for its type when the server needs it', async () => {
    const sent = stubApi(routes, () =>
      jsonResponse({ error: { code: 'notification_type_required', message: 'Choose the action type of the notification' } }, 422),
    );
    render();
    const { user, form } = await open();
    await user.click(within(form).getByRole('combobox', { name: /^Level/ }));
    await user.click(await screen.findByRole('option', { name: 'First instance', hidden: true }));
    expect(within(form).queryByTestId('notification-explained')).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Notified on' }), '20/10/2026');
    expect(within(form).getByTestId('notification-explained')).toHaveTextContent(
      'Saving adds a notification action dated 20/10/2026, linked to this level. The deadlines that run from the notification (appeal, cassation…) start from it.',
    );
    await user.click(within(form).getByRole('button', { name: 'Save the level' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Which action records the notification?');
    expect(alert).toHaveTextContent('The office has not chosen yet which action type records a notification.');
    expect(within(form).getByText('Choose the action type of the notification', { selector: '.mantine-InputWrapper-error, [id$="-error"]' })).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
