// The browser test suite (e2e/**/*.e2e.ts, vitest with e2e/vitest.config.ts) against the built
// app. Builds the web app and the server first when missing or older than their sources.
// Extra arguments go to vitest (e.g. a file name filter). Exits non-zero when a test fails.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, root } from './lib/build-state.mjs';
import { CHROMIUM_PATH } from './lib/chromium.mjs';

if (!existsSync(CHROMIUM_PATH)) {
  console.error(`e2e: ${CHROMIUM_PATH} not found; run scripts/ensure-system-deps.sh (apt-get install -y chromium)`);
  process.exit(1);
}

ensureBuilt(['web', 'server']);

const vitest = join(root, 'node_modules', '.bin', 'vitest');
const child = spawn(vitest, ['run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
