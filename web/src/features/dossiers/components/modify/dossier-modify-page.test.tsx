import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    ['fr', 'Dossier 1001 · n°\u00a01'],
    ['ar', 'الملف 1001 · رقم 1'],
  ])('shows the office reference first and the internal id second (%s)', async (lang, title) => {
    await i18n.changeLanguage(lang);
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/dossiers/1': dossier })));
    renderRoute(DossierModifyPage, { path: '/dossier/modify/:id', url: '/dossier/modify/1' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});

describe('the dossier page tabs', () => {
  it('keep what was being typed in a tab while another is looked at', async () => {
    await i18n.changeLanguage('en');
    vi.stubGlobal(
      'fetch',
      vi.fn(fetchByPath({ '/api/dossiers/1': dossier, '/api/audit': { items: [], total: 0, page: 1, page_size: 25 } })),
    );
    const WithActions = () => <DossierModifyPage renderActions={() => <textarea aria-label="New action" />} />;
    renderRoute(WithActions, { path: '/dossier/modify/:id', url: '/dossier/modify/1' });
    const user = userEvent.setup({ delay: null });

    await user.type(await screen.findByRole('textbox', { name: 'New action' }), 'Hearing moved to Monday');
    await user.click(screen.getByRole('tab', { name: 'History' }));
    expect(screen.queryByRole('textbox', { name: 'New action' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Actions' }));
    expect(screen.getByRole('textbox', { name: 'New action' })).toHaveValue('Hearing moved to Monday');
  });
});

describe('the dossier history', () => {
  it('names documents and deadlines as such, with their fields in words', async () => {
    await i18n.changeLanguage('en');
    const entries = [
      {
        id: 4,
        at: '2026-07-03T09:00:00Z',
        user: { id: 1, full_name: 'Amina Alaoui' },
        entity: 'document',
        entity_id: 4,
        operation: 'update',
        changes: { text_status: ['failed', 'pending'] },
        dossier_ref: 1001,
      },
      {
        id: 3,
        at: '2026-07-02T09:00:00Z',
        user: { id: 1, full_name: 'Amina Alaoui' },
        entity: 'deadline',
        entity_id: 9,
        operation: 'update',
        changes: { status: ['open', 'waived'], note: [null, 'Client settled'] },
        dossier_ref: 1001,
      },
      {
        id: 2,
        at: '2026-07-01T09:00:00Z',
        user: { id: 1, full_name: 'Amina Alaoui' },
        entity: 'document',
        entity_id: 4,
        operation: 'create',
        changes: { filename: [null, 'judgment.pdf'], sha256: [null, 'ab'.repeat(32)], fk_action: [null, null] },
        dossier_ref: 1001,
      },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(fetchByPath({ '/api/dossiers/1': dossier, '/api/audit': { items: entries, total: 3, page: 1, page_size: 25 } })),
    );
    renderRoute(DossierModifyPage, { path: '/dossier/modify/:id', url: '/dossier/modify/1?tab=history' });

    // The history tab loads its names and its language on first show: slow on a busy machine.
    const [readAgain, deadline, document] = await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(within(readAgain!).getByRole('row', { name: /^Reading of its text not read to be read$/ })).toBeInTheDocument();
    expect(within(deadline!).getByText('Deadline #9')).toBeInTheDocument();
    expect(within(deadline!).getByRole('row', { name: /^Status Open Set aside$/ })).toBeInTheDocument();
    expect(within(deadline!).getByRole('row', { name: /^Note/ })).toHaveTextContent('Client settled');
    // Named by its file name, not its number.
    expect(within(document!).getByText('Document \u2068judgment.pdf\u2069')).toBeInTheDocument();
    expect(within(document!).getByRole('row', { name: /^File name/ })).toHaveTextContent('judgment.pdf');
    // The content fingerprint says nothing to a reader.
    expect(within(document!).queryByText(/abab/)).not.toBeInTheDocument();
  });

  it('names a court level and a hearing’s fields in words', async () => {
    await i18n.changeLanguage('en');
    const entries = [
      { id: 6, at: '2026-07-05T09:00:00Z', user: { id: 1, full_name: 'Amina Alaoui' }, entity: 'action', entity_id: 12, operation: 'update', changes: { hearing_time: [null, '09:30'], room: [null, 'Salle 3'] }, dossier_ref: 1001 },
      { id: 5, at: '2026-07-04T09:00:00Z', user: { id: 1, full_name: 'Amina Alaoui' }, entity: 'stage', entity_id: 17, operation: 'update', changes: { kind: ['first_instance', 'appeal'], status: ['open', 'closed'], outcome: [null, 'won'] }, dossier_ref: 1001 },
    ];
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/dossiers/1': dossier, '/api/audit': { items: entries, total: 2, page: 1, page_size: 25 } })));
    renderRoute(DossierModifyPage, { path: '/dossier/modify/:id', url: '/dossier/modify/1?tab=history' });
    const [hearing, level] = await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(within(hearing!).getByRole('row', { name: /^Hearing time/ })).toHaveTextContent('09:30');
    expect(within(hearing!).getByRole('row', { name: /^Room/ })).toHaveTextContent('Salle 3');
    expect(within(level!).getByText('Court level #17')).toBeInTheDocument();
    expect(within(level!).getByRole('row', { name: /^Level First instance Appeal$/ })).toBeInTheDocument();
    expect(within(level!).getByRole('row', { name: /^In progress or closed In progress Closed$/ })).toBeInTheDocument();
    expect(within(level!).getByRole('row', { name: /^Outcome .*Won$/ })).toBeInTheDocument();
  });
});
