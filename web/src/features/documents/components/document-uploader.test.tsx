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
});
