import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../i18n';
import { cleanUpAfterEachTest } from '../../../test/component-tests';
import { fetchByPath, renderRoute } from '../../../test/render-route';
import { TemplateFieldsPage } from './template-fields-page';

cleanUpAfterEachTest();

const field = (
  name: string,
  group: string,
  description: { en: string; fr: string; ar: string },
  example: string,
  example_ar: string,
  loop = false,
) => ({
  name,
  group,
  description,
  example,
  example_ar,
  loop,
});

const FIELDS = [
  field('client_name', 'parties', { en: 'Name of the client', fr: 'Nom du client', ar: 'اسم الموكل' }, 'Mohamed Berrada', 'محمد برادة'),
  field('today', 'office', { en: 'Today’s date', fr: 'Date du jour', ar: 'تاريخ اليوم' }, '1er décembre 2026', '1 دجنبر 2026'),
  field(
    'appeal_file',
    'level:appeal',
    { en: 'Court file number', fr: 'Numéro du dossier', ar: 'رقم الملف' },
    '312/1221/2026',
    '312/1221/2026',
  ),
  field(
    'fee_lines',
    'fee_note',
    { en: 'Every line of the fee note', fr: 'Chaque ligne', ar: 'كل سطر' },
    '{#fee_lines}{label}{/fee_lines}',
    '{#fee_lines}{label}{/fee_lines}',
    true,
  ),
  field(
    'fee_lines.label',
    'fee_note',
    { en: 'What the line bills', fr: 'Libellé de la ligne', ar: 'بيان السطر' },
    'Honoraires',
    'Honoraires',
  ),
];

describe('the placeholders page', { timeout: 20_000 }, () => {
  it('lists every placeholder by group with what it holds and an example, and finds one by its words', async () => {
    await setupI18n('en');
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/templates/fields': { items: FIELDS, total: FIELDS.length } })));
    renderRoute(TemplateFieldsPage, { path: '/templates/fields' });
    expect(await screen.findByText('{client_name}')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Court level: Appeal' })).toBeInTheDocument();
    expect(screen.getByText('{#fee_lines}…{/fee_lines}')).toBeInTheDocument();
    expect(screen.getByText('{label}')).toBeInTheDocument();
    expect(screen.getByText('Inside the list {#fee_lines}')).toBeInTheDocument();
    expect(screen.getByText('1er décembre 2026')).toBeInTheDocument();
    expect(screen.getByText('Placeholders shown: 5')).toBeInTheDocument();

    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('searchbox', { name: 'Search a placeholder' }), 'date');
    await waitFor(() => expect(screen.queryByText('{client_name}')).not.toBeInTheDocument());
    expect(screen.getByText('{today}')).toBeInTheDocument();
    expect(screen.getByText('Placeholders shown: 1')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search a placeholder' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search a placeholder' }), 'nothing like this');
    expect(await screen.findByText('No placeholder matches this search.')).toBeInTheDocument();
  });

  it('reads in Arabic: the descriptions and the examples as an Arabic template is filled', async () => {
    await setupI18n('ar');
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/templates/fields': { items: FIELDS, total: FIELDS.length } })));
    renderRoute(TemplateFieldsPage, { path: '/templates/fields' });
    expect(await screen.findByText('اسم الموكل')).toBeInTheDocument();
    expect(screen.getByText('1 دجنبر 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'المرحلة: الاستئناف' })).toBeInTheDocument();
    await setupI18n('en');
  });

  it('says when the placeholders cannot be loaded', async () => {
    await setupI18n('en');
    vi.stubGlobal('fetch', vi.fn(fetchByPath({})));
    renderRoute(TemplateFieldsPage, { path: '/templates/fields' });
    expect(await screen.findByText('The placeholders could not be loaded.')).toBeInTheDocument();
  });
});
