// `npm start`: builds whatever is missing or older than its sources, then runs the built server.
// PORT, HOST, DATABASE_URL and the rest come from the environment; their defaults live in
// server/src/config.ts (http://127.0.0.1:3000, SQLite in ./data/cabinet.db).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, root } from './lib/build-state.mjs';
import { SERVER_ENTRY, SERVER_NODE_FLAGS, serverEnvDefaults } from './lib/server-command.mjs';

ensureBuilt(['web', 'server']);

const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, SERVER_ENTRY)], {
  stdio: 'inherit',
  env: { ...process.env, ...serverEnvDefaults() },
});
// The server shuts down gracefully on either signal; a second one is ignored by it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
// `npm start` runs us under `sh -c`; a SIGTERM sent to npm kills that shell without passing it
// on, so a new parent means ours is gone: shut down as if we had been told to.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) child.kill('SIGTERM');
}, 1000).unref();
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
