import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../../../test/component-tests';
import { fetchByPath, jsonResponse, renderRoute } from '../../../test/render-route';
import { fakeUploads } from '../../../test/fake-upload';
import { TemplatesPage } from './templates-page';

setUpComponentTests();

const template = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  language: 'fr',
  purpose: 'appeal_request',
  is_example: false,
  filename: `${name}.docx`,
  size: 1000,
  placeholders: ['client_name', 'first_instance_file'],
  unknown_placeholders: [],
  created_at: '2026-01-01T00:00:00Z',
  created_by: 1,
  modified_at: '2026-01-01T00:00:00Z',
  modified_by: 1,
  version: 1,
  ...extra,
});

const admin = {
  id: 1,
  full_name: 'Amina Admin',
  role: 'admin',
  money: 'none',
  status: 'active',
  email: 'a@example.test',
  username: null,
  created_at: '',
};

/** Answers the page's reads; the template upload (a form sent with its progress) with `upload`. */
function stubServer(items: unknown[], upload?: () => { status: number; body: unknown }) {
  const reads = fetchByPath({ '/api/templates': { items, total: items.length }, '/api/auth/session': { user: admin } });
  vi.stubGlobal('fetch', vi.fn(reads));
  const { sent, FakeUpload } = fakeUploads(() => upload!());
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  return sent;
}

async function fillUpload(user: ReturnType<typeof userEvent.setup>) {
  const file = new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'Requête appel.docx', {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });
  // Mantine's file input is a button beside a hidden file input.
  await screen.findByRole('button', { name: /^Word file/ });
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [file] } });
  expect(await screen.findByLabelText(/^Name/)).toHaveValue('Requête appel');
  await user.click(screen.getByRole('combobox', { name: /^Language of the template/ }));
  await user.click(await screen.findByRole('option', { name: 'Arabic', hidden: true }));
  await user.click(screen.getByRole('combobox', { name: /^What it is for/ }));
  await user.click(await screen.findByRole('option', { name: 'Letter to the insurer', hidden: true }));
  await user.click(screen.getByRole('button', { name: 'Add the template' }));
}

describe('the Word templates page', { timeout: 20_000 }, () => {
  it('lists the templates, the examples marked, each with its download', async () => {
    stubServer([
      template(1, 'Exemple — Requête d’appel', { is_example: true }),
      template(2, 'Lettre maison', { unknown_placeholders: ['couleur'] }),
    ]);
    renderRoute(TemplatesPage, { path: '/admin/templates' });
    const example = (await screen.findByText('Exemple — Requête d’appel')).closest('tr')!;
    expect(within(example).getByText('Example to adapt')).toBeInTheDocument();
    expect(within(example).getByText('2 filled, 0 unknown')).toBeInTheDocument();
    const own = screen.getByText('Lettre maison').closest('tr')!;
    expect(within(own).queryByText('Example to adapt')).not.toBeInTheDocument();
    expect(within(own).getByText('2 filled, 1 unknown')).toBeInTheDocument();
    expect(within(own).getByRole('link', { name: 'Download Lettre maison' })).toHaveAttribute('href', '/api/templates/2/content');
  });

  it('says when there is no template', async () => {
    stubServer([]);
    renderRoute(TemplatesPage, { path: '/admin/templates' });
    expect(await screen.findByText('No template yet. Add the office’s first one above.')).toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and loads it again on request', async () => {
    let fail = true;
    const reads = fetchByPath({
      '/api/templates': { items: [template(1, 'Lettre maison')], total: 1 },
      '/api/auth/session': { user: admin },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (String(input).startsWith('/api/templates') && fail) return jsonResponse({ error: { code: 'internal', message: 'down' } }, 500);
        return reads(input);
      }),
    );
    renderRoute(TemplatesPage, { path: '/admin/templates' });
    expect(await screen.findByText('The templates could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Lettre maison')).toBeInTheDocument();
  });

  it('sends a template and shows the placeholders Cabinet fills and those it does not know', async () => {
    const sent = stubServer([], () => ({
      status: 201,
      body: template(3, 'Requête appel', { language: 'ar', purpose: 'insurer_letter', unknown_placeholders: ['numero_magique'] }),
    }));
    renderRoute(TemplatesPage, { path: '/admin/templates' });
    const user = userEvent.setup({ delay: null });
    await fillUpload(user);

    expect(await screen.findByText('Template added: Requête appel')).toBeInTheDocument();
    expect(screen.getByText('{client_name}')).toBeInTheDocument();
    expect(screen.getByText('{numero_magique}')).toBeInTheDocument();
    expect(screen.getByText(/^Placeholders Cabinet does not know: 1\./)).toBeInTheDocument();
    const form = sent[0]!;
    expect([form.get('name'), form.get('language'), form.get('purpose')]).toEqual(['Requête appel', 'ar', 'insurer_letter']);
    expect((form.get('file') as File).name).toBe('Requête appel.docx');
  });

  it('names each placeholder written wrong and where it is, as the server found it', async () => {
    stubServer([], () => ({
      status: 422,
      body: {
        error: {
          code: 'template_invalid',
          message: 'This template cannot be filled',
          problems: [{ reason: 'unclosed_tag', tag: 'client_name', part: 'body', paragraph: 3 }],
        },
      },
    }));
    renderRoute(TemplatesPage, { path: '/admin/templates' });
    const user = userEvent.setup({ delay: null });
    await fillUpload(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This template cannot be filled:')).toBeInTheDocument();
    expect(within(alert).getByText(/The placeholder “client_name” is not closed/)).toBeInTheDocument();
    expect(within(alert).getByText('(Body, paragraph 3)')).toBeInTheDocument();
  });

  it('says plainly that a file is not a Word document', async () => {
    stubServer([], () => ({ status: 415, body: { error: { code: 'unsupported_type', message: 'no' } } }));
    renderRoute(TemplatesPage, { path: '/admin/templates' });
    const user = userEvent.setup({ delay: null });
    await fillUpload(user);
    expect(await screen.findByText(/^This file is not a Word document/)).toBeInTheDocument();
  });

  it('asks for what is missing before sending anything', async () => {
    const sent = stubServer([]);
    renderRoute(TemplatesPage, { path: '/admin/templates' });
    const user = userEvent.setup({ delay: null });
    await screen.findByText('No template yet. Add the office’s first one above.');
    await user.click(screen.getByRole('button', { name: 'Add the template' }));
    expect(await screen.findByText('Choose French or Arabic')).toBeInTheDocument();
    expect(screen.getByText('Choose what the template is for')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([]));
  });
});
