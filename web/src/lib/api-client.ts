import type { ErrorBody } from '@cabinet/shared';

/** An API error (`{ error: { code, message, fields? } }`), with the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly current?: unknown,
    /** Seconds to wait before retrying, from Retry-After on a 429. */
    readonly retryAfter?: number,
    /** The whole error body, for codes that carry more (e.g. `conflicts`, `where`). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type Listener = () => void;
const sessionExpiredListeners = new Set<Listener>();

/** Lets the app react when a request finds the session gone (idle or absolute expiry, logout elsewhere). */
export function onSessionExpired(listener: Listener): () => void {
  sessionExpiredListeners.add(listener);
  return () => sessionExpiredListeners.delete(listener);
}

/** Set while the user signs out on purpose: the 401s that follow are not an expired session. */
let signingOut = false;
export function setSigningOut(value: boolean): void {
  signingOut = value;
}

/** A request found the session gone: the app reacts (back to sign-in, with a notice). */
function reportSessionExpired(): void {
  if (!signingOut) sessionExpiredListeners.forEach((l) => l());
}

/** Auth calls answer 401 for a wrong password; that is not an expired session. */
const AUTH_PATHS = ['/api/auth/login', '/api/auth/register', '/api/auth/session'];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The answers index.html asked for before the app's code arrived, by URL (its first-screen
 * script). Each is used once, by the first GET of its URL, and only while the first screen loads:
 * `dropEarlyAnswers` forgets the rest, which would otherwise be read later, out of date.
 */
declare global {
  interface Window {
    __cabinetEarly?: Record<string, Promise<Response> | undefined>;
  }
}

function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__cabinetEarly;
  const answer = early?.[url];
  if (answer) delete early[url];
  return answer;
}

export function dropEarlyAnswers(): void {
  if (typeof window === 'undefined' || !window.__cabinetEarly) return;
  // An answer whose body is never read keeps its request open (and the page never network-idle);
  // these are a few kilobytes at most.
  for (const answer of Object.values(window.__cabinetEarly)) {
    void answer?.then((response) => response.arrayBuffer()).catch(() => undefined);
  }
  delete window.__cabinetEarly;
}

/** The one way the web app talks to the server: JSON, the CSRF header, errors as ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.query);
  const early = method === 'GET' ? takeEarlyAnswer(url) : undefined;
  let response: Response;
  try {
    // An early request that failed on the network is asked again.
    response = (await early?.catch(() => undefined)) ?? await fetch(url, {
      method,
      credentials: 'same-origin',
      signal: options.signal,
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'cabinet',
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', NETWORK_MESSAGE);
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw failure(path, response.status, response.statusText, data, response.headers.get('Retry-After'));
  return data as T;
}

const NETWORK_MESSAGE = 'The server cannot be reached. Check the connection and try again.';

/** The one mapping of a failed answer to an ApiError, for `api` and `apiUpload` alike. */
function failure(path: string, status: number, statusText: string, data: unknown, retryAfterHeader: string | null): ApiError {
  const error = (data as ErrorBody | null)?.error;
  if (status === 401 && !AUTH_PATHS.includes(path)) reportSessionExpired();
  const retryAfter = Number(retryAfterHeader) || undefined;
  return new ApiError(status, error?.code ?? 'unknown', error?.message ?? statusText, error?.fields ?? {}, error?.current, retryAfter, (error ?? {}) as Record<string, unknown>);
}

/** An upload in flight: its answer, and a way to stop it. */
export interface UploadRequest<T> {
  promise: Promise<T>;
  cancel(): void;
}

/**
 * A multipart form sent to the server with its progress, the other way the web app talks to the
 * server (fetch cannot report upload progress, so this is XMLHttpRequest): the same CSRF header,
 * the same errors as `api` (413 too large, 415 refused type, 401 session gone…).
 */
export function apiUpload<T>(path: string, form: FormData, onProgress: (fraction: number) => void): UploadRequest<T> {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<T>((resolve, reject) => {
    xhr.open('POST', path);
    xhr.setRequestHeader('X-Requested-With', 'cabinet');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      reject(failure(path, xhr.status, xhr.statusText, body, xhr.getResponseHeader('Retry-After')));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', NETWORK_MESSAGE));
    xhr.onabort = () => reject(new ApiError(0, 'aborted', 'Cancelled'));
    xhr.send(form);
  });
  return { promise, cancel: () => xhr.abort() };
}

export const isApiError = (err: unknown): err is ApiError => err instanceof ApiError;
