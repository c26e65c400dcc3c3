import type { Action } from '@cabinet/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient, Providers } from '../../../../app/providers';
import { i18n } from '../../../../i18n';
import { setUpComponentTests } from '../../../../test/component-tests';
import { OldSystemStamp } from './old-system-stamp';

setUpComponentTests();

const action = (fields: Partial<Action>): Action => ({
  id_action: 100,
  fk_dossier: 10,
  ref_dossier_bureau: 1001,
  date_action: '2009-09-10',
  date_prochaine: null,
  fk_type_action: 1,
  type_libelle: 'Audience',
  type_effect: 'none',
  type_dossier_field: null,
  contenu: 'Première audience',
  fk_assignee: null,
  hearing_time: null,
  room: null,
  fk_stage: null,
  expertise: null,
  created_at: '2026-01-01T00:00:00Z',
  created_by: 1,
  modified_at: '2026-01-01T00:00:00Z',
  modified_by: 1,
  version: 1,
  created_by_name: null,
  modified_by_name: null,
  service_mode: null,
  ...fields,
});

const show = (fields: Partial<Action>) =>
  render(
    <Providers queryClient={createQueryClient()}>
      <OldSystemStamp action={action(fields)} />
    </Providers>,
  );

describe('an action from the old system', () => {
  it('says who last changed it there and when, as the old system recorded it', async () => {
    await i18n.changeLanguage('en');
    show({ created_at: null, modified_at: '2009-09-10T12:00:00.430548Z', modified_by_name: 'user' });
    expect(screen.getByText(/^Last changed in the old system on .*2009.* by user\.$/)).toBeInTheDocument();
  });

  it('says the old system did not date it, rather than showing an invented date', async () => {
    await i18n.changeLanguage('fr');
    show({ created_at: null, modified_at: null });
    expect(screen.getByText("Repris de l’ancien système, qui ne l’avait pas daté.")).toBeInTheDocument();
  });

  it('says nothing of an action made in Cabinet', async () => {
    await i18n.changeLanguage('ar');
    show({});
    expect(screen.queryByText(/النظام القديم|old system/)).not.toBeInTheDocument();
  });
});
