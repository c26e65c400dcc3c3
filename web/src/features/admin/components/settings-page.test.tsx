import type { Settings } from '@cabinet/shared';
import { screen } from '@testing-library/react';
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
  });
});
