import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../../../test/component-tests';
import { aDossier } from '../../../test/dossier-fixture';
import { fetchByPath, jsonResponse, renderRoute } from '../../../test/render-route';
import { GenerateDocument } from './generate-document';

setUpComponentTests();

const user = (money: string) => ({
  id: 2,
  full_name: 'Samir Staff',
  role: 'user',
  money,
  status: 'active',
  email: 's@example.test',
  username: null,
  created_at: '',
});
const template = {
  id: 7,
  name: 'Requête d’appel',
  language: 'fr',
  purpose: 'appeal_request',
  is_example: true,
  placeholders: [],
  unknown_placeholders: [],
};
const stage = { id: 31, kind: 'appeal', file_number_text: '312/1221/2026', file_raw: null, tribunal_name: 'Cour d’appel de Rabat' };

function stubServer(routes: Record<string, unknown>) {
  const posted: unknown[] = [];
  const reads = fetchByPath(routes);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return jsonResponse({ id_document: 90, filename: 'Requête d’appel 1024.docx' }, 201);
      }
      return reads(input);
    }),
  );
  return posted;
}

describe('generating a document from a template', { timeout: 20_000 }, () => {
  it('fills the chosen template from the chosen level and says the document is filed', async () => {
    const posted = stubServer({
      '/api/templates': { items: [template], total: 1 },
      '/api/dossiers/4/stages': { items: [stage] },
      '/api/auth/session': { user: user('none') },
    });
    renderRoute(() => <GenerateDocument dossier={aDossier({ id_dossier: 4 })} />, { path: '/' });
    const clicks = userEvent.setup({ delay: null });
    await clicks.click(screen.getByRole('button', { name: 'Generate a document' }));
    await clicks.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Choose a template', { selector: '.mantine-InputWrapper-error, [id$="-error"]' })).toBeInTheDocument();

    await clicks.click(screen.getByRole('combobox', { name: /^Template/ }));
    await clicks.click(await screen.findByRole('option', { name: 'Requête d’appel — French', hidden: true }));
    await clicks.click(await screen.findByRole('combobox', { name: /^Court level/ }));
    await clicks.click(await screen.findByRole('option', { name: 'Appeal — 312/1221/2026 — Cour d’appel de Rabat', hidden: true }));
    // Without money access, no fee note is offered.
    expect(screen.queryByRole('combobox', { name: /^Fee note/ })).not.toBeInTheDocument();
    await clicks.click(screen.getByRole('button', { name: 'Generate' }));

    await waitFor(() => expect(posted).toEqual([{ template_id: 7, stage_id: 31, invoice_id: null }]));
    expect(await screen.findByText('Document generated and filed: Requête d’appel 1024.docx')).toBeInTheDocument();
  });

  it('says there is no template yet, and still offers the placeholders page', async () => {
    stubServer({ '/api/templates': { items: [], total: 0 }, '/api/auth/session': { user: user('none') } });
    renderRoute(() => <GenerateDocument dossier={aDossier({ id_dossier: 4 })} />, { path: '/' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Generate a document' }));
    expect(await screen.findByText(/^No template yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See every placeholder' })).toHaveAttribute('href', '/templates/fields');
  });
});
