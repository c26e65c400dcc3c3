import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The real server as its own process (`server/src/server.ts` through tsx, so it is always the
 * current source and no build can race another), for tests that kill it or run two at once.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  url: string;
  /** Every JSON log line so far; non-JSON output is kept as level 60 lines. */
  logs: LogLine[];
  /** Ends the process with `signal` and waits for it to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', WEB_DIST: '/nonexistent', LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let buffered = '';
  const take = (chunk: Buffer) => {
    buffered += chunk.toString('utf8');
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      if (!line) continue;
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ level: 60, msg: line });
      }
    }
  };
  child.stdout!.on('data', take);
  child.stderr!.on('data', take);

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${logs.map((l) => l.msg).join('\n')}`)), timeoutMs);
    const poll = setInterval(() => {
      const listening = logs.find((l) => typeof l.msg === 'string' && l.msg.startsWith('Server listening at '));
      if (listening) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(listening.msg.slice('Server listening at '.length));
      }
    }, 20);
    void exited.then(() => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`server exited during start-up:\n${logs.map((l) => l.msg).join('\n')}`));
    });
  });

  return {
    url,
    logs,
    async kill(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** A browser-like client over real HTTP: keeps the session cookie, sends the CSRF header. */
export class HttpClient {
  cookie: string | null = null;
  constructor(public base: string) {}

  async request(method: string, path: string, body?: unknown): Promise<{ status: number; json: () => Record<string, unknown>; text: string }> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        'x-requested-with': 'cabinet',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('cabinet_session='));
    if (setCookie) {
      const value = setCookie.split(';')[0]!;
      this.cookie = value === 'cabinet_session=' ? null : value;
    }
    const text = await res.text();
    return { status: res.status, text, json: () => JSON.parse(text) as Record<string, unknown> };
  }
  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body: unknown = {}) {
    return this.request('POST', path, body);
  }
  patch(path: string, body: unknown) {
    return this.request('PATCH', path, body);
  }
}
