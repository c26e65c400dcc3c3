import type { DossierListItem } from '@cabinet/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n';
import { aDossier } from '../../../../test/dossier-fixture';
import { renderRoute } from '../../../../test/render-route';
import { ResultsTable } from './results-table';
import { setUpComponentTests } from '../../../../test/component-tests';
import { getLtrValue } from '../../../../test/ltr-value';

setUpComponentTests();

describe('ResultsTable', () => {
  it('isolates the user values of each row, so Latin and number runs keep their order in Arabic pages', () => {
    const row = {
      id_dossier: 1,
      ref_dossier_bureau: 1001,
      date_inscription_bureau: '2026-03-02',
      montant_dette: null,
      num_police: 'POL-12345-أ-6',
      nom_responsable_civil: 'Trans-Atlas SARL',
      client_name: 'Karim Tazi',
    } as unknown as DossierListItem;
    renderRoute(() => <ResultsTable dossiers={[row]} currency="MAD" sort={null} onSort={() => {}} onDelete={async () => {}} />, {
      path: '/',
    });
    expect(getLtrValue('POL-12345-أ-6')).toBeInTheDocument();
    for (const text of ['Trans-Atlas SARL', 'Karim Tazi']) expect(screen.getByText(text).tagName).toBe('BDI');
  });

  it('marks the dossiers an import brought in as they were, and only those', async () => {
    await i18n.changeLanguage('en');
    const rows = [
      aDossier({ id_dossier: 17, ref_dossier_bureau: 1006, to_review: true, date_inscription_bureau: null }),
      aDossier({ id_dossier: 18, ref_dossier_bureau: 1007 }),
    ];
    renderRoute(
      () => (
        <ResultsTable
          dossiers={rows.map((d) => ({ ...d, client_name: null }))}
          currency="MAD"
          sort={null}
          onSort={() => {}}
          onDelete={async () => {}}
        />
      ),
      {
        path: '/',
      },
    );
    const [, marked, plain] = screen.getAllByRole('row');
    expect(within(marked!).getByText('To review')).toBeInTheDocument();
    expect(within(plain!).queryByText('To review')).not.toBeInTheDocument();
  });
});
