import type { DocumentMatch, DocumentRecord } from '@cabinet/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aDossier } from '../../../test/dossier-fixture';
import { fetchByPath, jsonResponse, renderRoute } from '../../../test/render-route';
import { setUpComponentTests } from '../../../test/component-tests';
import { DocumentsSearchPage } from './documents-search-page';
import { DossierDocuments } from './dossier-documents';

setUpComponentTests();

const publicSettings = { office_name: 'Cabinet', timezone: 'Africa/Casablanca', currency: 'MAD', stale_months: 3, max_upload_mb: 25 };

function aDocument(fields: Partial<DocumentRecord>): DocumentRecord {
  return {
    id_document: 1,
    fk_dossier: 1,
    fk_action: null,
    filename: 'rapport.pdf',
    title: null,
    content_type: 'application/pdf',
    size: 2048,
    sha256: 'a'.repeat(64),
    uploaded_at: '2026-03-02T10:00:00.000Z',
    uploaded_by: { id: 1, full_name: 'Samir Staff' },
    version: 1,
    text_status: 'done',
    text_language: 'fr',
    text_error: null,
    ...fields,
  };
}

const report = aDocument({ id_document: 1, filename: 'rapport.pdf' });
const scan = aDocument({
  id_document: 2,
  filename: 'scan.png',
  content_type: 'image/png',
  text_status: 'failed',
  text_language: null,
  text_error: 'ocr_unavailable',
});
const reading = aDocument({
  id_document: 3,
  filename: 'photo.jpg',
  content_type: 'image/jpeg',
  text_status: 'pending',
  text_language: null,
});
const sheet = aDocument({
  id_document: 4,
  filename: 'frais.xlsx',
  content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  text_status: 'none',
  text_language: null,
});
const snippet = '…le rapport mentionne la seconde victime <b>Mme Benjelloun</b> blessée…';
const at = snippet.indexOf('seconde victime');
const match: DocumentMatch = { ...report, snippet, highlights: [[at, at + 'seconde victime'.length]] };

describe("a dossier's documents and their text", () => {
  it('shows whether each text can be searched, and why not', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchByPath({
          '/api/settings/public': publicSettings,
          '/api/dossiers/1/documents': { items: [report, scan, reading, sheet], total: 4 },
        }),
      ),
    );
    renderRoute(() => <DossierDocuments dossier={aDossier()} />, { path: '/' });
    const row = (id: number) => within(screen.getByTestId(`document-row-${id}`));
    await screen.findByTestId('document-row-1');
    expect(row(1).getByText('Text searchable')).toBeInTheDocument();
    expect(row(1).getByText('French')).toBeInTheDocument();
    expect(row(2).getByText('Text not read')).toBeInTheDocument();
    expect(row(2).getByText(/Character recognition \(OCR\) is not installed on the server/)).toBeInTheDocument();
    expect(row(2).getByRole('button', { name: 'Read the text of scan.png again' })).toBeInTheDocument();
    expect(row(3).getByText('Reading the text…')).toBeInTheDocument();
    expect(row(4).getByText('No text is read from this kind of file')).toBeInTheDocument();
  });

  it('reads a failed text again on request', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/text/retry') && init?.method === 'POST')
        return jsonResponse({ ...scan, text_status: 'pending', text_error: null });
      return fetchByPath({ '/api/settings/public': publicSettings, '/api/dossiers/1/documents': { items: [scan], total: 1 } })(input);
    });
    vi.stubGlobal('fetch', fetch);
    renderRoute(() => <DossierDocuments dossier={aDossier()} />, { path: '/' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Read the text of scan.png again' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/documents/2/text/retry', expect.objectContaining({ method: 'POST' })));
  });

  it('searches the text as words are typed and shows the passage as text, the words marked', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/dossiers/1/documents' && url.searchParams.get('q')) return jsonResponse({ items: [match], total: 1 });
      return fetchByPath({ '/api/settings/public': publicSettings, '/api/dossiers/1/documents': { items: [report, scan], total: 2 } })(
        input,
      );
    });
    vi.stubGlobal('fetch', fetch);
    renderRoute(() => <DossierDocuments dossier={aDossier()} />, { path: '/' });
    await userEvent
      .setup()
      .type(await screen.findByRole('searchbox', { name: 'Search in the text of these documents' }), 'seconde victime');
    expect(await screen.findByText('1 document contains these words')).toBeInTheDocument();
    const passage = screen.getByTestId('document-passage');
    // The markup in the document's text stays text.
    expect(passage).toHaveTextContent('<b>Mme Benjelloun</b>');
    expect(passage.querySelector('b')).toBeNull();
    expect(within(passage).getByText('seconde victime').tagName).toBe('MARK');
    expect(screen.queryByTestId('document-row-2')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/dossiers/1/documents?q=seconde%20victime', expect.anything());
  });
});

describe('the search in every document', () => {
  it('runs the search in the address, lists each document with its passage and a link to its dossier', async () => {
    const fetch = vi.fn(
      fetchByPath({
        '/api/settings/public': publicSettings,
        '/api/documents/search': {
          items: [{ ...match, dossier: { id_dossier: 7, ref_dossier_bureau: 1042, client_name: 'Atlas Assurances' } }],
          total: 1,
          more: false,
          page: 1,
          page_size: 25,
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const { router } = renderRoute(DocumentsSearchPage, { path: '/documents/search' });
    expect(screen.getByText(/Find a document by words in its text/)).toBeInTheDocument();
    const user = userEvent.setup();
    // Words too short to look for in every document are not sent.
    await user.type(screen.getByRole('searchbox', { name: 'Words in the documents' }), 'de la');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Type at least one word of 3 letters or more')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith(expect.stringMatching(/^\/api\/documents\/search/), expect.anything());
    await user.clear(screen.getByRole('searchbox', { name: 'Words in the documents' }));
    await user.type(screen.getByRole('searchbox', { name: 'Words in the documents' }), 'victime');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 document contains these words')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=victime');
    const result = screen.getByTestId('search-result-1');
    expect(within(result).getByRole('link', { name: 'Dossier #1042 — Atlas Assurances' })).toHaveAttribute(
      'href',
      '/dossier/modify/7?tab=documents',
    );
    expect(within(result).getByTestId('document-passage')).toHaveTextContent(snippet);
    expect(fetch).toHaveBeenCalledWith('/api/documents/search?q=victime&page=1&page_size=25', expect.anything());
  });

  it('says when more documents match than were counted', async () => {
    const item = { ...match, dossier: { id_dossier: 7, ref_dossier_bureau: 1042, client_name: null } };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchByPath({
          '/api/settings/public': publicSettings,
          '/api/documents/search': { items: [item], total: 1000, more: true, page: 1, page_size: 25 },
        }),
      ),
    );
    renderRoute(DocumentsSearchPage, { path: '/documents/search', url: '/documents/search?q=jugement' });
    expect(await screen.findByText('More than 1000 documents contain these words')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dossier #1042' })).toBeInTheDocument();
  });

  it('says so when nothing is found, and offers to try again when the search fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchByPath({
          '/api/settings/public': publicSettings,
          '/api/documents/search': { items: [], total: 0, more: false, page: 1, page_size: 25 },
        }),
      ),
    );
    renderRoute(DocumentsSearchPage, { path: '/documents/search', url: '/documents/search?q=introuvable' });
    expect(await screen.findByText('No document contains these words.')).toBeInTheDocument();
    cleanup();

    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (!String(input).startsWith('/api/documents/search')) return fetchByPath({ '/api/settings/public': publicSettings })(input);
        calls++;
        return calls === 1
          ? jsonResponse({ error: { code: 'internal', message: 'Internal error' } }, 500)
          : jsonResponse({ items: [], total: 0, more: false, page: 1, page_size: 25 });
      }),
    );
    renderRoute(DocumentsSearchPage, { path: '/documents/search', url: '/documents/search?q=victime' });
    expect(await screen.findByText('The search failed.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No document contains these words.')).toBeInTheDocument();
  });
});
