import type { Settings } from '@cabinet/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fetchByPath, renderRoute } from '../../../test/render-route';
import { SettingsPage } from './settings-page';
import { setUpComponentTests } from '../../../test/component-tests';

const settings: Settings = {
  office_name: 'Cabinet Alami',
  timezone: 'Africa/Casablanca',
  currency: 'MAD',
  stale_months: 3,
  arabic_months: 'ma',
  bailiff_title: null,
  instrument_numbers: null,
  digest_hour: null,
  registration: 'approval',
  session_idle_minutes: 60,
  session_absolute_hours: 12,
  max_upload_mb: 25,
  country: 'MA',
  weekend_days: [6, 7],
  fiscal_profile: null,
  office_identifiers: {},
  office_address: null,
  notification_action_type: null,
};

setUpComponentTests();

const renderSettingsPage = () => {
  vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/settings': settings })));
  renderRoute(SettingsPage, { path: '/admin/settings' });
};

/** A plain link that downloads: no script between the click and the file. */
async function expectDownloadLink(name: string, href: string) {
  const link = await screen.findByRole('link', { name });
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveAttribute('download');
}

describe('SettingsPage', () => {
  it('offers the backup as a plain download link, with what it is and what to use on PostgreSQL', async () => {
    renderSettingsPage();

    await expectDownloadLink('Download a backup', '/api/admin/backup');
    expect(screen.getByRole('heading', { name: 'Backup' })).toBeInTheDocument();
    expect(screen.getByText(/consistent copy of the database/)).toBeInTheDocument();
    expect(screen.getByText(/pg_dump/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Office name' })).toHaveValue('Cabinet Alami');
    // The working-week fields of the deadlines feature are on the same form.
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Friday' })).not.toBeChecked();
  }, 20_000);

  it('offers the export of everything as a plain download link', async () => {
    renderSettingsPage();

    await expectDownloadLink('Export everything (zip of CSV files)', '/api/admin/export');
    expect(screen.getByRole('heading', { name: 'Export everything' })).toBeInTheDocument();
    expect(screen.getByText(/CSV files in one zip/)).toBeInTheDocument();
  }, 20_000);

  it('asks the office to confirm the wordings a review left open, and saves its answer', async () => {
    const patches: unknown[] = [];
    const answer = fetchByPath({ '/api/settings': settings });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PATCH') {
          patches.push(JSON.parse(String(init.body)));
          return new Response(JSON.stringify({ ...settings, ...patches.at(-1)! }), { headers: { 'Content-Type': 'application/json' } });
        }
        return answer(input);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderRoute(SettingsPage, { path: '/admin/settings' });

    const bailiff = await screen.findByRole('combobox', { name: 'The bailiff’s title in French' });
    expect(bailiff).toHaveAttribute('placeholder', 'Not confirmed yet');
    expect(bailiff).toHaveAccessibleDescription(/law 46\.21/);
    expect(screen.getByRole('combobox', { name: 'What the dossier’s appeal and cassation numbers hold' })).toHaveAttribute(
      'placeholder',
      'Not confirmed yet',
    );
    await user.click(bailiff);
    await user.click(await screen.findByRole('option', { name: /^Huissier de justice — Tunisia and Algeria/, hidden: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ bailiff_title: 'huissier_de_justice', instrument_numbers: null });
  }, 20_000);

  it('offers the country’s currency when the office still counts in dollars, and says nothing once they agree', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/settings': { ...settings, currency: 'USD' } })));
    const user = userEvent.setup({ delay: null });
    renderRoute(SettingsPage, { path: '/admin/settings' });
    expect(await screen.findByText('The office is in Morocco, but amounts are shown in USD.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use MAD' }));
    expect(screen.queryByText(/amounts are shown in/)).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Currency for amounts' })).toHaveValue('MAD');
  }, 20_000);

  it('keeps an out-of-range number as typed and says what is accepted, saving nothing', async () => {
    const fetchMock = vi.fn(fetchByPath({ '/api/settings': settings }));
    vi.stubGlobal('fetch', fetchMock);
    renderRoute(SettingsPage, { path: '/admin/settings' });
    const user = userEvent.setup();
    const stale = await screen.findByRole('textbox', { name: /^Stale after/ });
    const upload = screen.getByRole('textbox', { name: /Largest document/ });
    await user.clear(stale);
    await user.type(stale, '-3');
    await user.clear(upload);
    await user.type(upload, '5000');
    await user.tab();
    // Left as typed: not pulled up to 1 nor down to 2048.
    expect(stale).toHaveValue('-3');
    expect(upload).toHaveValue('5000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number from 1 to 120.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 1 to 2048.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing was saved: correct the fields marked in red.')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        (call) => (call as unknown[])[1] !== undefined && ((call as unknown[])[1] as RequestInit).method === 'PATCH',
      ),
    ).toBe(false);
  }, 20_000);
});
