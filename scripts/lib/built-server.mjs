// The built server as the browser tests and the benchmark start it: one process on a free
// loopback port, in production mode, serving the API only (the tests open the web files another way).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';
import { SERVER_ENTRY } from './server-command.mjs';

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts `node <nodeFlags> server/dist/server.js` under `root` with `env` over this process's
 * environment, and resolves once /api/health answers. Keeps the last `keepChars` characters the
 * server printed.
 */
export async function startBuiltServer({ root, env = {}, nodeFlags = ['--enable-source-maps'], timeoutMs = 30_000, keepChars = 100_000 }) {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const childEnv = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env };
  delete childEnv.WEB_DIST;
  const child = spawn(process.execPath, [...nodeFlags, join(root, SERVER_ENTRY)], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-keepChars);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output}`);
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
  return { baseURL, pid: child.pid, output: () => output, stop };
}
