import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../api/query-keys';
import { api, onSessionExpired } from '../lib/api-client';
import { createQueryClient } from './providers';
import { prefetchFirstScreen, settledWithin } from './first-screen';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const USER = { id: 1, login: 'amina', name: 'Amina', role: 'admin' };
const AGENDA = { items: [], total: 0, from: '2026-07-03', to: '2026-07-03' };

/** What index.html's first-screen script leaves for the app: one answer per URL it asked for. */
function earlyAnswers(answers: Record<string, Response>): void {
  window.__cabinetEarly = Object.fromEntries(Object.entries(answers).map(([url, response]) => [url, Promise.resolve(response)]));
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete window.__cabinetEarly;
  vi.unstubAllGlobals();
});

describe('the first screen’s early answers', () => {
  it('are taken instead of asking again, each once, and the rest is forgotten', async () => {
    const fetchMock = vi.fn(async (url: string) => json({ asked: url }));
    vi.stubGlobal('fetch', fetchMock);
    const unused = json(AGENDA);
    earlyAnswers({
      '/api/auth/session': json({ user: USER }),
      '/api/dashboard': json({ total_dossiers: 3 }),
      '/api/settings/public': json({ office_name: 'Cabinet' }),
      '/api/agenda': json(AGENDA),
      '/api/agenda?mine=1': unused,
    });
    const client = createQueryClient();
    prefetchFirstScreen(client, '/actions/tomorrow');
    await vi.waitFor(() => expect(window.__cabinetEarly).toBeUndefined());
    await settled();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(client.getQueryData(queryKeys.session)).toEqual(USER);
    expect(client.getQueryData(queryKeys.dashboard)).toEqual({ total_dossiers: 3 });
    expect(client.getQueryData(queryKeys.agenda.range({}))).toEqual(AGENDA);
    // An unused answer is drained (an unread body keeps its request open), never used later, out of
    // date: the next request asks the server.
    await vi.waitFor(() => expect(unused.bodyUsed).toBe(true));
    expect(await api('/api/agenda', { query: { mine: 1 } })).toEqual({ asked: '/api/agenda?mine=1' });
    expect(await api('/api/dashboard')).toEqual({ asked: '/api/dashboard' });
  });

  it('are forgotten when the session is gone, without a session-expired alarm from the others', async () => {
    const fetchMock = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetchMock);
    earlyAnswers({
      '/api/auth/session': json({ error: { code: 'unauthenticated', message: 'Please sign in' } }, 401),
      '/api/dashboard': json({}, 401),
    });
    const expired = vi.fn();
    const stopListening = onSessionExpired(expired);
    const client = createQueryClient();
    prefetchFirstScreen(client, '/');
    await vi.waitFor(() => expect(window.__cabinetEarly).toBeUndefined());
    stopListening();
    expect(expired).not.toHaveBeenCalled();
    expect(client.getQueryData(queryKeys.session)).toBeNull();
    expect(client.getQueryData(queryKeys.dashboard)).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('are asked again when the early request failed on the network', async () => {
    const fetchMock = vi.fn(async () => json({ user: USER }));
    vi.stubGlobal('fetch', fetchMock);
    window.__cabinetEarly = { '/api/auth/session': Promise.reject(new TypeError('Failed to fetch')) };
    expect(await api('/api/auth/session')).toEqual({ user: USER });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are not used on the sign-in page, nor by a write', async () => {
    const fetchMock = vi.fn(async () => json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    earlyAnswers({ '/api/auth/session': json({ user: USER }) });
    expect(await api('/api/auth/session', { method: 'POST', body: {} })).toEqual({ ok: true });
    expect(window.__cabinetEarly?.['/api/auth/session']).toBeDefined();
    prefetchFirstScreen(createQueryClient(), '/login');
    expect(window.__cabinetEarly).toBeUndefined();
  });
});

describe('the first render', () => {
  it('can wait for the first screen: the promise settles once its answers are in the cache', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({})),
    );
    earlyAnswers({
      '/api/auth/session': json({ user: USER }),
      '/api/dashboard': json({ total_dossiers: 3 }),
      '/api/settings/public': json({ office_name: 'Cabinet' }),
    });
    const client = createQueryClient();
    await prefetchFirstScreen(client, '/');
    expect(client.getQueryData(queryKeys.session)).toEqual(USER);
    expect(client.getQueryData(queryKeys.dashboard)).toEqual({ total_dossiers: 3 });
  });

  it('settles even when an answer fails, and at once on the sign-in page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({})),
    );
    earlyAnswers({
      '/api/auth/session': json({ user: USER }),
      '/api/dashboard': json({ error: { code: 'not_found', message: 'Gone' } }, 404),
    });
    await expect(prefetchFirstScreen(createQueryClient(), '/')).resolves.toBeUndefined();
    await expect(prefetchFirstScreen(createQueryClient(), '/login')).resolves.toBeUndefined();
  });

  it('waits for slow answers no longer than it was told', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const waiting = settledWithin(new Promise<void>(() => undefined), 300).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(299);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes on when the answers failed, leaving no unhandled rejection behind', async () => {
    const started = performance.now();
    await settledWithin(Promise.reject(new Error('offline')), 60_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('goes on as soon as the answers are in', async () => {
    let answered!: () => void;
    const answers = new Promise<void>((resolve) => (answered = resolve));
    const started = performance.now();
    const waiting = settledWithin(answers, 60_000);
    answered();
    await waiting;
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
