import type { Action } from '@cabinet/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../../../test/component-tests';
import { getLtrValue } from '../../../test/ltr-value';
import { fetchByPath, renderRoute } from '../../../test/render-route';
import type { HearingFields } from '../../../lib/hearing';
import { ActionList } from './action-list';

setUpComponentTests();

const action = (id: number, date_action: string, fields: Partial<Action & HearingFields> = {}): Action & HearingFields => ({
  id_action: id,
  fk_dossier: 7,
  ref_dossier_bureau: 1024,
  date_action,
  date_prochaine: null,
  fk_type_action: null,
  type_libelle: 'Audience',
  type_effect: 'none',
  type_dossier_field: null,
  contenu: null,
  fk_assignee: null,
  service_mode: null,
  expertise: null,
  created_at: null,
  created_by: null,
  modified_at: null,
  modified_by: null,
  version: 1,
  ...fields,
} as Action & HearingFields);

describe('the action list', { timeout: 20_000 }, () => {
  it('shows a hearing’s time, room and level, and offers to tell the client of the hearings to come', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchByPath({
          '/api/settings/public': { office_name: 'Cabinet', timezone: 'UTC', currency: 'MAD', stale_months: 3 },
          '/api/dossiers/7/stages': { items: [{ id: 31, fk_dossier: 7, kind: 'appeal', file_number_text: '1457/1201/2026', status: 'open' }] },
        }),
      ),
    );
    const actions = [action(2, '2999-01-04', { hearing_time: '09:30', room: 'Salle 3', fk_stage: 31 }), action(1, '2001-05-02')];
    renderRoute(() => <ActionList actions={actions} currency="MAD" onDelete={async () => {}} />, { path: '/' });
    const coming = screen.getByTestId('action-row-2');
    expect(within(coming).getByTestId('hearing-place')).toHaveTextContent('09:30');
    expect(within(coming).getByText('Salle 3')).toBeInTheDocument();
    expect(await within(coming).findByTestId('action-stage')).toHaveTextContent('Appeal');
    expect(getLtrValue('1457/1201/2026')).toBeInTheDocument();
    expect(await within(coming).findByRole('button', { name: /^WhatsApp the client/ })).toBeInTheDocument();
    const past = screen.getByTestId('action-row-1');
    expect(within(past).queryByTestId('hearing-place')).not.toBeInTheDocument();
    expect(within(past).queryByRole('button', { name: /^WhatsApp the client/ })).not.toBeInTheDocument();
  });
});
