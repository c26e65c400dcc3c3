import { afterEach, describe, expect, it, vi } from 'vitest';
import { onSessionExpired } from '../../../lib/api-client';
import { uploadDocument } from './documents';

/** An XMLHttpRequest whose every request is answered with `status` and `response`. */
function answering(status: number, response: unknown) {
  return class {
    upload = {};
    status = status;
    statusText = '';
    response = response;
    responseType = '';
    onload: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    send() {
      queueMicrotask(() => this.onload?.());
    }
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('uploadDocument', () => {
  it('reports an expired session as every other request does, and fails the upload', async () => {
    vi.stubGlobal('XMLHttpRequest', answering(401, { error: { code: 'unauthenticated', message: 'Sign in again' } }));
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    try {
      const file = new File(['%PDF-1.4'], 'judgment.pdf', { type: 'application/pdf' });
      await expect(uploadDocument(4, file, {}, () => undefined).promise).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
      expect(expired).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('leaves the session alone when the server refuses the file itself', async () => {
    vi.stubGlobal('XMLHttpRequest', answering(415, { error: { code: 'unsupported_type', message: 'This type of file is not accepted' } }));
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    try {
      const file = new File(['MZ'], 'tool.exe');
      await expect(uploadDocument(4, file, {}, () => undefined).promise).rejects.toMatchObject({ status: 415, code: 'unsupported_type' });
      expect(expired).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });
});
