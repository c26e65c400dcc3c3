import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchByPath, renderRoute } from '../../../test/render-route';
import { DocumentUploader } from './document-uploader';
import { setUpComponentTests } from '../../../test/component-tests';

setUpComponentTests();

const publicSettings = { office_name: 'Cabinet', timezone: 'Africa/Casablanca', currency: 'MAD', stale_months: 3, max_upload_mb: 1 };

describe('DocumentUploader', () => {
  it('tells the limit first and refuses a file over it or an empty one without sending anything', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/settings/public': publicSettings })));
    const send = vi.fn();
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        upload = {};
        open = send;
        send = send;
        setRequestHeader() {}
      },
    );
    renderRoute(() => <DocumentUploader dossierId={4} />, { path: '/' });

    expect(await screen.findByText('Up to 1 MB per file')).toBeInTheDocument();
    const input = screen.getByLabelText('Choose files', { selector: 'input' });
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'scan énorme.pdf', { type: 'application/pdf' });
    const empty = new File([], 'vide.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big, empty] } });

    expect(await screen.findByText('This file is too large: the limit is 1 MB.')).toBeInTheDocument();
    expect(screen.getByText('This file is empty.')).toBeInTheDocument();
    expect(screen.getByText('scan énorme.pdf')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('says why the server refused an upload past the storage quota or the hourly allowance', async () => {
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/settings/public': publicSettings })));
    const answers: { status: number; headers: Record<string, string>; body: unknown }[] = [
      { status: 413, headers: {}, body: { error: { code: 'storage_quota_exceeded', message: 'quota' } } },
      { status: 429, headers: { 'Retry-After': '1500' }, body: { error: { code: 'upload_rate_limited', message: 'rate' } } },
    ];
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        upload = {};
        status = 0;
        response: unknown = null;
        responseType = '';
        private headers: Record<string, string> = {};
        onload: (() => void) | null = null;
        open() {}
        setRequestHeader() {}
        getResponseHeader(name: string) {
          return this.headers[name] ?? null;
        }
        send() {
          const answer = answers.shift()!;
          this.status = answer.status;
          this.response = answer.body;
          this.headers = answer.headers;
          setTimeout(() => this.onload?.(), 0);
        }
      },
    );
    renderRoute(() => <DocumentUploader dossierId={4} />, { path: '/' });

    const input = await screen.findByLabelText('Choose files', { selector: 'input' });
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'un.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(/Your storage quota is used up/)).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'deux.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('You have uploaded as many files as allowed in an hour. Try again in 25 minutes.')).toBeInTheDocument();
  });
});
