import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from '../../scripts/lib/server-command.mjs';

export interface BenchServer {
  baseURL: string;
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

/** Starts the built server (`node … server/dist/server.js`) on a free loopback port; resolves once /api/health answers. */
export async function startBuiltServer(root: string, databaseUrl: string, timeoutMs = 120_000): Promise<BenchServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    CABINET_BENCH_BASELINE: '1',
  };
  delete env.WEB_DIST;
  // As `npm start` runs it, with the same Node flags.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, SERVER_ENTRY)], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-50_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before answering:\n${output}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/health within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseURL, pid: child.pid!, output: () => output, stop };
}

/** Resident memory of a process from /proc: the current value and the high-water mark, in MB. */
export function memoryOf(pid: number): { rssMb: number; hwmMb: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rssMb: kb('VmRSS') / 1024, hwmMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: 0, hwmMb: 0 };
  }
}

/** Signs in and returns the session cookie. */
export async function signIn(baseURL: string, login: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'cabinet' },
    body: JSON.stringify({ login, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('cabinet_session='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie.split(';')[0]!;
}
