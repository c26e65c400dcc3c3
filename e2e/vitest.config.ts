import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests against the built app: `node scripts/e2e.mjs` (it builds what is missing first).
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    // Each file starts its own server and browser; one file at a time keeps 2 cores responsive.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
    // A loaded 2-core CI machine can take a few seconds to show a toast or a lazy page.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
