import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from '../../scripts/lib/built-server.mjs';
import { SERVER_ENTRY } from '../../scripts/lib/server-command.mjs';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_FILE = join(repoRoot, SERVER_ENTRY);

export interface RunningServer {
  baseURL: string;
  /** The server's SQLite database, fresh for this server. */
  databaseUrl: string;
  /** What the server printed so far (JSON log lines). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (`node server/dist/server.js`) on a free loopback port with a fresh
 * SQLite database, and resolves once /api/health answers.
 */
export async function startServer(options: { env?: Record<string, string>; timeoutMs?: number } = {}): Promise<RunningServer> {
  if (!existsSync(SERVER_FILE))
    throw new Error(`${SERVER_FILE} is missing: run the e2e suite with "node scripts/e2e.mjs" (it builds first)`);
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-e2e-'));
  const databaseUrl = `sqlite:${join(dir, 'cabinet.db')}`;
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    const server = await startBuiltServer({
      root: repoRoot,
      env: { DATABASE_URL: databaseUrl, LOG_LEVEL: process.env.E2E_SERVER_LOG ?? 'warn', ...options.env },
      timeoutMs: options.timeoutMs,
    });
    return {
      baseURL: server.baseURL,
      databaseUrl,
      output: server.output,
      stop: async () => {
        await server.stop();
        removeDir();
      },
    };
  } catch (err) {
    removeDir();
    throw err;
  }
}
