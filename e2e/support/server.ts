import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/free-port.mjs';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_ENTRY = join(repoRoot, 'server', 'dist', 'server.js');

export interface RunningServer {
  baseURL: string;
  /** The server's SQLite database, fresh for this server. */
  databaseUrl: string;
  /** What the server printed so far (JSON log lines). */
  output(): string;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the built server (`node server/dist/server.js`) on a free loopback port with a fresh
 * SQLite database, and resolves once /api/health answers.
 */
export async function startServer(options: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY))
    throw new Error(`${SERVER_ENTRY} is missing: run the e2e suite with "node scripts/e2e.mjs" (it builds first)`);
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-e2e-'));
  const databaseUrl = `sqlite:${join(dir, 'cabinet.db')}`;
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: process.env.E2E_SERVER_LOG ?? 'warn',
    ...options.env,
  };
  delete env.WEB_DIST;

  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > 200_000) output = output.slice(-100_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /api/health within ${options.timeoutMs ?? 30_000} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { baseURL, databaseUrl, output: () => output, stop };
}
