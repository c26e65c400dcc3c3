// `npm run dev`: the server under `tsx watch` (restarts on change) and the Vite dev server for the
// web app (it proxies /api to the server on port 3000). Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/build-state.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const processes = [
  {
    name: 'server',
    command: bin('tsx'),
    args: ['watch', '--clear-screen=false', 'server/src/server.ts'],
    cwd: root,
    env: { NODE_ENV: 'development' },
  },
  { name: 'web', command: bin('vite'), args: [], cwd: join(root, 'web'), env: {} },
];

let stopping = false;
const children = processes.map(({ name, command, args, cwd, env }) => {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} exited (${signal ?? code}); stopping`);
    stop(code || 1);
  });
  return child;
});

function stop(status) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  let pending = children.filter((c) => c.exitCode === null && c.signalCode === null).length;
  if (pending === 0) process.exit(status);
  for (const child of children) child.once('exit', () => --pending === 0 && process.exit(status));
  setTimeout(() => process.exit(status), 5000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
