import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file per core. Vitest's default keeps one core free, which on a 2-core machine ran
    // the files one at a time although many of them wait on a database or a child server: the
    // server tests took 218 s on SQLite and 338 s on PostgreSQL that way, 184 s and 259 s with two.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          isolate: false,
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './server',
          // A worker keeps the modules it imported from one test file to the next, rather than
          // importing the server afresh for each: the files import 90 s of modules in all, 11 s this
          // way (SQLite run 175 → 115 s, PostgreSQL 269 → 215 s). Each file starts its own app and
          // database, so none leaves state behind for the next.
          isolate: false,
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./test/job-bundle.setup.mjs'],
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      './web/vite.config.ts',
      {
        // The benchmark harness on a small dataset (npm test runs it after the build).
        test: {
          name: 'bench',
          root: './bench',
          include: ['*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          // One file at a time: quiet.test.ts keeps every core busy, which the harness's run beside
          // it would otherwise share.
          fileParallelism: false,
        },
      },
    ],
  },
});
