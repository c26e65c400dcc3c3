import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests against the built app: `node scripts/e2e.mjs` (it builds what is missing first).
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    // Each file starts its own server and browser. A browser test mostly waits (for the page, a
    // transition, a poll), so two files at a time keep both cores busy without starving either.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    testTimeout: 60_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
    // A loaded 2-core CI machine can take a few seconds to show a toast or a lazy page.
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
