import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n';
import { aDossier } from '../../../../test/dossier-fixture';
import { fetchByPath, jsonResponse, renderRoute } from '../../../../test/render-route';
import { setUpComponentTests } from '../../../../test/component-tests';
import { DossierModifyPage } from './dossier-modify-page';

setUpComponentTests();

/** A dossier the import brought in as it was: a tribunal deleted in the old system, its reference shared. */
const imported = aDossier({ id_dossier: 17, ref_dossier_bureau: 1006, date_inscription_bureau: null, to_review: true, version: 1 });
const importLine = {
  id: 5,
  at: '2026-11-29T08:00:00Z',
  user: null,
  entity: 'dossier',
  entity_id: 17,
  operation: 'import',
  changes: {
    imported_from: [null, '/home/office/migration'],
    fk_tribunal: [7, null],
    same_reference_as: [null, [14, 15]],
    import_as_is: [null, 'dangling_reference,duplicate_reference'],
  },
  dossier_ref: 1006,
};

describe('a dossier imported as it was', () => {
  it('says so, shows in its history what was kept and why, and is marked checked by the office', async () => {
    await i18n.changeLanguage('en');
    const patches: unknown[] = [];
    const routes = fetchByPath({ '/api/dossiers/17': imported, '/api/audit': { items: [importLine], total: 1, page: 1, page_size: 25 } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.method === 'PATCH') {
          patches.push(JSON.parse(String(init.body)));
          return jsonResponse({ ...imported, to_review: false, version: 2 });
        }
        return routes(input);
      }),
    );
    renderRoute(DossierModifyPage, { path: '/dossier/modify/:id', url: '/dossier/modify/17' });
    const user = userEvent.setup({ delay: null });

    expect(await screen.findByText('To review: imported as it was')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See its history' }));
    const line = await screen.findByRole('article');
    expect(within(line).getByText('Imported')).toBeInTheDocument();
    expect(within(line).getByRole('row', { name: /^Imported as it was/ })).toHaveTextContent(
      'Referred to a record deleted in the old system · Reference also used by another dossier',
    );
    // The deleted tribunal's id is kept: it reads as the id the old system had.
    expect(within(line).getByRole('row', { name: /^Tribunal/ })).toHaveTextContent('#7');
    expect(within(line).getByRole('row', { name: /^Same reference as/ })).toHaveTextContent('dossier #14, dossier #15');

    await user.click(screen.getByRole('button', { name: 'Mark as checked' }));
    expect(patches).toEqual([{ to_review: false, version: 1 }]);
    expect(await screen.findByText('Dossier 1006 is no longer marked to review.')).toBeInTheDocument();
    expect(screen.queryByText('To review: imported as it was')).not.toBeInTheDocument();
  });

  it('reads the same in Arabic, right to left', async () => {
    await i18n.changeLanguage('ar');
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/dossiers/17': imported })));
    renderRoute(DossierModifyPage, { path: '/dossier/modify/:id', url: '/dossier/modify/17' });
    expect(await screen.findByText('للمراجعة: نُقل كما هو')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'التأشير بأنه رُوجع' })).toBeInTheDocument();
  });
});
