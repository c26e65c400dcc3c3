// Runs a server command-line task (server/dist/cli.js): `npm run admin -- --email ...`.
// Builds the server first when the bundle is missing or older than its sources.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, root } from './lib/build-state.mjs';

ensureBuilt(['server']);
const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'server/dist/cli.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
