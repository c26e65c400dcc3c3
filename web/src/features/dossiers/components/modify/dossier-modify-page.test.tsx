import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../i18n';
import { aDossier } from '../../../../test/dossier-fixture';
import { fetchByPath, renderRoute } from '../../../../test/render-route';
import { DossierModifyPage } from './dossier-modify-page';
import { setUpComponentTests } from '../../../../test/component-tests';

const dossier = aDossier();

setUpComponentTests();

describe('the dossier page title', () => {
  it.each([
    ['en', 'Dossier 1001 · #1'],
    ['fr', 'Dossier 1001 · n° 1'],
    ['ar', 'الملف 1001 · رقم 1'],
  ])('shows the office reference first and the internal id second (%s)', async (lang, title) => {
    await i18n.changeLanguage(lang);
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/dossiers/1': dossier })));
    renderRoute(DossierModifyPage, { path: '/dossier/modify/:id', url: '/dossier/modify/1' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
