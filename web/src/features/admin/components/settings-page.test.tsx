import type { Settings } from '@cabinet/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../i18n';
import { fetchByPath, renderRoute } from '../../../test/render-route';
import { SettingsPage } from './settings-page';

const settings: Settings = {
  office_name: 'Cabinet Alami',
  timezone: 'Africa/Casablanca',
  currency: 'MAD',
  stale_months: 3,
  digest_hour: null,
  registration: 'approval',
  session_idle_minutes: 60,
  session_absolute_hours: 12,
};

beforeAll(() => {
  setupI18n('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SettingsPage', () => {
  it('offers the backup as a plain download link, with what it is and what to use on PostgreSQL', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/settings': settings })));
    renderRoute(SettingsPage, { path: '/admin/settings' });

    const link = await screen.findByRole('link', { name: 'Download a backup' });
    expect(link).toHaveAttribute('href', '/api/admin/backup');
    expect(link).toHaveAttribute('download');
    expect(screen.getByRole('heading', { name: 'Backup' })).toBeInTheDocument();
    expect(screen.getByText(/consistent copy of the database/)).toBeInTheDocument();
    expect(screen.getByText(/pg_dump/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Office name' })).toHaveValue('Cabinet Alami');
  });
});
