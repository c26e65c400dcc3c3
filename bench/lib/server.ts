import { readdirSync, readFileSync } from 'node:fs';
import { startBuiltServer as startBuilt, type BuiltServer } from '../../scripts/lib/built-server.mjs';
import { SERVER_NODE_FLAGS, serverEnvDefaults } from '../../scripts/lib/server-command.mjs';

export type BenchServer = BuiltServer;

/**
 * Starts the built server as `npm start` runs it, with the same Node flags; resolves once
 * /api/health answers. `readText`: the server reads documents' text (the OCR scenario's server);
 * otherwise not, since the scenarios upload padded PDFs with no text: reading them in the
 * background would only add a job process beside the requests being measured.
 */
export function startBuiltServer(root: string, databaseUrl: string, timeoutMs = 120_000, options: { readText?: boolean } = {}): Promise<BenchServer> {
  return startBuilt({
    root,
    env: { ...serverEnvDefaults(), DATABASE_URL: databaseUrl, CABINET_BENCH_BASELINE: '1', TEXT_EXTRACTION: options.readText ? 'on' : 'off' },
    nodeFlags: SERVER_NODE_FLAGS,
    timeoutMs,
    keepChars: 50_000,
  });
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

/** The processes a process has started and that still run (the server's job processes). */
export function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
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
