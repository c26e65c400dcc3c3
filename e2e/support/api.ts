import type { BrowserContext } from 'playwright-core';

/** The first account: it becomes the active admin. */
export const ADMIN = { full_name: 'Amina Admin', email: 'admin@example.test', password: 'correct horse battery' };

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export class ApiError extends Error {
  constructor(
    readonly method: string,
    readonly path: string,
    readonly response: ApiResponse,
  ) {
    super(`${method} ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
}

const SESSION_COOKIE = 'cabinet_session';

/**
 * Calls the API as the web app does (JSON, the `X-Requested-With: cabinet` header, the session
 * cookie), to set up data quickly or to check what a page did.
 */
export class ApiClient {
  cookie: string | null = null;
  constructor(readonly baseURL: string) {}

  async request<T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { 'X-Requested-With': 'cabinet', Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (this.cookie) headers.Cookie = `${SESSION_COOKIE}=${this.cookie}`;
    const res = await fetch(new URL(path, this.baseURL), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = pair!.split('=');
      if (name?.trim() === SESSION_COOKIE) this.cookie = value.join('=') || null;
    }
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T };
  }

  /** Like `request`, but throws unless the status is 2xx; resolves to the body. */
  async ok<T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const res = await this.request<T>(method, path, body);
    if (res.status < 200 || res.status > 299) throw new ApiError(method, path, res);
    return res.body;
  }

  get<T = unknown>(path: string) {
    return this.ok<T>('GET', path);
  }
  post<T = unknown>(path: string, body: unknown = {}) {
    return this.ok<T>('POST', path, body);
  }
  patch<T = unknown>(path: string, body: unknown) {
    return this.ok<T>('PATCH', path, body);
  }
  delete(path: string) {
    return this.ok('DELETE', path);
  }

  async signIn(login: string, password: string): Promise<ApiUser> {
    return (await this.post<{ user: ApiUser }>('/api/auth/login', { login, password })).user;
  }

  /** Hands this client's session to a browser context, so its pages start signed in. */
  async shareSession(context: BrowserContext): Promise<void> {
    if (!this.cookie) throw new Error('not signed in');
    await context.addCookies([{ name: SESSION_COOKIE, value: this.cookie, url: this.baseURL, httpOnly: true, sameSite: 'Lax' }]);
  }
}

export interface ApiUser {
  id: number;
  full_name: string;
  email: string;
  username: string | null;
  role: 'admin' | 'user';
  status: 'active' | 'pending' | 'disabled';
}

/** Registers the first account (the admin) on a fresh server and signs it in. */
export async function registerFirstAdmin(baseURL: string, admin = ADMIN): Promise<ApiClient> {
  const api = new ApiClient(baseURL);
  await api.post('/api/auth/register', admin);
  await api.signIn(admin.email, admin.password);
  return api;
}

/** Registers a staff account, approves it with the admin's client, and signs it in. */
export async function createActiveUser(
  admin: ApiClient,
  user = { full_name: 'Samir Staff', email: 'staff@example.test', password: 'staff password 1' },
): Promise<ApiClient> {
  const api = new ApiClient(admin.baseURL);
  const { user: created } = await api.post<{ user: ApiUser }>('/api/auth/register', user);
  if (created.status !== 'active') await admin.patch(`/api/users/${created.id}`, { status: 'active' });
  await api.signIn(user.email, user.password);
  return api;
}

/** Creates a record (`POST path`, expecting 201) and resolves to what the API answered. */
export async function createRecord<T = Record<string, unknown>>(api: ApiClient, path: string, body: unknown): Promise<T> {
  const res = await api.request<T>('POST', path, body);
  if (res.status !== 201) throw new ApiError('POST', path, res);
  return res.body;
}
