/**
 * An XMLHttpRequest standing in for the server in component tests of uploads (`apiUpload`): each
 * form sent is kept in `sent`, and answered with what `answer` gives (a status and a JSON body).
 */
export function fakeUploads(answer: () => { status: number; body: unknown }) {
  const sent: FormData[] = [];
  class FakeUpload {
    upload = {};
    status = 0;
    statusText = '';
    response: unknown = null;
    responseType = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      sent.push(form);
      const { status, body } = answer();
      this.status = status;
      this.response = body;
      queueMicrotask(() => this.onload?.());
    }
  }
  return { sent, FakeUpload };
}
