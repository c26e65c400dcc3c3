import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchByPath, renderRoute } from '../../../test/render-route';
import { setUpComponentTests } from '../../../test/component-tests';
import { PhotoCapture } from './photo-capture';

setUpComponentTests();

// jsdom has no object URLs (the thumbnails').
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  URL.createObjectURL = () => 'blob:photo';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

const publicSettings = { office_name: 'Cabinet', timezone: 'Africa/Casablanca', currency: 'MAD', stale_months: 3, max_upload_mb: 25 };

/** An XMLHttpRequest that keeps what it was sent and answers 201 with `response`. */
function recording(sent: { url?: string; form?: FormData }, response: unknown) {
  return class {
    upload = {};
    status = 201;
    statusText = '';
    response = response;
    responseType = '';
    onload: (() => void) | null = null;
    open(_method: string, url: string) {
      sent.url = url;
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send(form: FormData) {
      sent.form = form;
      queueMicrotask(() => this.onload?.());
    }
  };
}

const photo = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

describe('PhotoCapture', () => {
  it("opens the phone's back camera, keeps the pages in the order taken, and sends them as one capture", async () => {
    vi.stubGlobal('fetch', vi.fn(fetchByPath({ '/api/settings/public': publicSettings })));
    const sent: { url?: string; form?: FormData } = {};
    vi.stubGlobal('XMLHttpRequest', recording(sent, { id_document: 9, filename: 'Rôle.pdf' }));
    const onCaptured = vi.fn();
    renderRoute(() => <PhotoCapture dossierId={4} actionId={12} onCaptured={onCaptured} />, { path: '/' });

    const camera = screen.getByLabelText('Photograph', { selector: 'input' });
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    fireEvent.change(camera, { target: { files: [photo('IMG_1.jpg'), photo('IMG_2.jpg')] } });
    fireEvent.change(screen.getByLabelText('Add a photo', { selector: 'input' }), { target: { files: [photo('IMG_3.jpg')] } });
    const pages = within(screen.getByRole('list', { name: 'Pages photographed' }));
    expect(pages.getAllByRole('listitem')).toHaveLength(3);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove page 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Title (optional)' }), 'Rôle');
    await user.click(screen.getByRole('button', { name: 'File the 2 pages as one PDF' }));

    expect(await screen.findByText('Filed as one PDF; its text will be read shortly.')).toBeInTheDocument();
    expect(sent.url).toBe('/api/dossiers/4/documents/capture');
    expect((sent.form!.getAll('photo') as File[]).map((f) => f.name)).toEqual(['IMG_1.jpg', 'IMG_3.jpg']);
    expect(sent.form!.get('title')).toBe('Rôle');
    expect(sent.form!.get('fk_action')).toBe('12');
    expect(onCaptured).toHaveBeenCalledWith({ id_document: 9, filename: 'Rôle.pdf' });
    expect(screen.queryByTestId('capture-sheet')).not.toBeInTheDocument();
  });
});
