import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../../../i18n';
import { json, renderReferenceRoute } from '../test-harness';
import { cleanUpAfterEachTest } from '../../../test/component-tests';

const audit = { created_at: '2026-01-01T00:00:00Z', created_by: null, modified_at: '2026-01-01T00:00:00Z', modified_by: null, version: 1 };
const hearing = {
  id_type_action: 73,
  libelle: 'Audience',
  description: null,
  effect: 'none',
  dossier_field: null,
  labels: { en: 'Hearing', fr: 'Audience', ar: 'جلسة' },
  ...audit,
};
const own = { ...hearing, id_type_action: 80, libelle: 'Expertise contradictoire', labels: {} };

type FetchArgs = [string, RequestInit | undefined];

cleanUpAfterEachTest();

describe('action type translations on screen', { timeout: 20_000 }, () => {
  it('lists each type in the reader’s language, else by the office’s label', async () => {
    await setupI18n('ar');
    vi.stubGlobal('fetch', vi.fn(async () => json({ items: [hearing, own], total: 2 })));
    renderReferenceRoute('/type_action/list');
    expect(await screen.findByText('جلسة')).toBeInTheDocument();
    expect(screen.getByText('Expertise contradictoire')).toBeInTheDocument();
    expect(screen.queryByText('Audience')).not.toBeInTheDocument();
  });

  it('edits the three translations beside the label and sends them together', async () => {
    await setupI18n('en');
    const fetchMock = vi.fn(async (...[url, init]: FetchArgs) => {
      if (init?.method === 'PATCH') return json({ ...hearing, labels: { en: 'Court hearing', fr: 'Audience' }, version: 2 });
      if (url === '/api/action-types/73') return json(hearing);
      return json({ items: [], total: 0 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null });
    renderReferenceRoute('/type_action/modify/73');

    const english = await screen.findByRole('textbox', { name: 'Label in English' });
    expect(english).toHaveValue('Hearing');
    expect(screen.getByRole('textbox', { name: 'Label in French' })).toHaveValue('Audience');
    const arabic = screen.getByRole('textbox', { name: 'Label in Arabic' });
    expect(arabic).toHaveValue('جلسة');
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('Audience');
    // Optional: none of the three is required.
    for (const input of [english, arabic]) expect(input).not.toBeRequired();

    await user.clear(english);
    await user.type(english, 'Court hearing');
    await user.clear(arabic);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH')!;
    const body = JSON.parse(String(init!.body));
    expect(body).toMatchObject({ libelle: 'Audience', labels: { en: 'Court hearing', fr: 'Audience', ar: '' }, version: 1 });
    expect(body).not.toHaveProperty('label_en');
  });
});
