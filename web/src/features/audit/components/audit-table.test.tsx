import type { AuditEntry } from '@cabinet/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, Providers } from '../../../app/providers';
import { setupI18n } from '../../../i18n';
import { AuditTable } from './audit-table';
import { MemoryRouter } from 'react-router';
import { cleanUpAfterEachTest } from '../../../test/component-tests';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const hearing = { id_type_action: 73, libelle: 'Audience', labels: { en: 'Hearing', fr: 'Audience', ar: 'جلسة' } };
const LISTS: Record<string, unknown[]> = {
  '/api/action-types': [hearing],
  '/api/deadline-rules': [{ id: 1, label: 'Appel', labels: { en: 'Appeal', fr: 'Appel', ar: 'أجل الاستئناف' } }],
  '/api/users': [{ id: 4, full_name: 'Samir Staff' }],
  '/api/tribunals': [{ id_tribunal: 2, nom: 'TPI Rabat' }],
};

const at = '2026-11-20T10:00:00Z';
const ENTRIES: AuditEntry[] = [
  {
    id: 3,
    at,
    user: { id: 1, full_name: 'Amina Admin' },
    entity: 'action',
    entity_id: 9,
    operation: 'create',
    changes: { fk_dossier: [null, 5], fk_type_action: [null, 73], fk_assignee: [null, 4] },
    dossier_ref: 1001,
    record_name: null,
  },
  {
    id: 2,
    at,
    user: null,
    entity: 'dossier',
    entity_id: 5,
    operation: 'restore',
    changes: { fk_tribunal: [null, 2] },
    dossier_ref: 1001,
    record_name: null,
  },
  {
    id: 5,
    at,
    user: null,
    entity: 'deadline',
    entity_id: 12,
    operation: 'create',
    changes: {
      fk_rule: [null, 1],
      trigger_action_id: [null, 15],
      due_date: [null, '2026-12-01'],
      created_at: [null, at],
      version: [null, 1],
    },
    dossier_ref: 1001,
    record_name: null,
  },
  {
    id: 1,
    at,
    user: null,
    entity: 'user',
    entity_id: 4,
    operation: 'update',
    changes: { status: ['pending', 'active'] },
    dossier_ref: null,
    record_name: 'Samir Staff',
  },
  {
    id: 0,
    at,
    user: null,
    entity: 'type_action',
    entity_id: 73,
    operation: 'update',
    changes: { label_ar: [null, 'جلسة'] },
    dossier_ref: null,
    record_name: 'Audience',
  },
];

async function renderLog(lang: 'en' | 'ar') {
  await setupI18n(lang);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => json({ items: LISTS[url.split('?')[0]!] ?? [], total: 0 })),
  );
  render(
    <Providers queryClient={createQueryClient()}>
      <MemoryRouter>
        <AuditTable items={ENTRIES} />
      </MemoryRouter>
    </Providers>,
  );
}

cleanUpAfterEachTest();

describe('audit log a person can read', () => {
  it('names fields with their labels, records by reference and name, ids by name, statuses as words (en)', async () => {
    await renderLog('en');
    expect(screen.getByRole('link', { name: 'Dossier 1001' })).toBeInTheDocument();
    expect(screen.getByText('Action #9 of dossier 1001')).toBeInTheDocument();
    expect(screen.getByText('Account: Samir Staff')).toBeInTheDocument();
    expect(await screen.findByText('Action type: Hearing')).toBeInTheDocument();
    expect(screen.getByText('Action type')).toBeInTheDocument();
    expect(await screen.findByText('Hearing')).toBeInTheDocument();
    expect(screen.getByText('#1001')).toBeInTheDocument();
    expect(await screen.findByText('Samir Staff')).toBeInTheDocument();
    expect(await screen.findByText('TPI Rabat')).toBeInTheDocument();
    expect(screen.getByText('Awaiting approval')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Label in Arabic')).toBeInTheDocument();
    expect(screen.queryByText('fk_type_action')).not.toBeInTheDocument();
    // A deadline names its rule; the record's bookkeeping and the starting action's id are not shown.
    expect(await screen.findByText('Appeal')).toBeInTheDocument();
    for (const raw of ['created_at', 'version', 'trigger_action_id', '15']) expect(screen.queryByText(raw)).not.toBeInTheDocument();
    // The badge is never shortened.
    expect(screen.getByText('Restored')).toBeInTheDocument();
  });

  it('reads the same in Arabic', async () => {
    await renderLog('ar');
    expect(screen.getByRole('link', { name: 'الملف 1001' })).toBeInTheDocument();
    expect(await screen.findByText('نوع الإجراء: جلسة')).toBeInTheDocument();
    // The action's type and the translation written, both in Arabic.
    expect(await screen.findAllByText('جلسة', { selector: 'bdi' })).toHaveLength(2);
    expect(screen.getByText('التسمية بالعربية')).toBeInTheDocument();
    expect(screen.getByText('في انتظار الموافقة')).toBeInTheDocument();
    expect(screen.queryByText('status')).not.toBeInTheDocument();
  });
});
