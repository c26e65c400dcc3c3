import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { compileHints } from './vite-compile-hints';
import { precompress } from './vite-precompress';

/** Matches the modules of web/src at these paths, whatever the path separator. */
function sourceFiles(...paths: string[]): RegExp {
  const alternatives = paths.map((path) => path.replaceAll('.', '\\.').replaceAll('/', '[\\\\/]'));
  return new RegExp(`[\\\\/]src[\\\\/](?:${alternatives.join('|')})$`);
}

/**
 * - `framework`: React, React DOM and React Router, out of the entry's chunk. The browser compiles
 *   each script on a thread of its own, so the two halves of what the entry needs compile side by
 *   side: on a warm visit the code comes from the cache at once and the page waited for one long
 *   compile (measured at full size under the phone profile, nine interleaved runs each: warm visit
 *   1.90 -> 1.79 s, sign-in 2.48 -> 2.32 s, the dashboard's cold load unchanged, 2 KB more).
 * - `index`: what the entry imports statically (it needs all of it before it runs).
 * - `sign-in`: the sign-in page and what it imports beyond the entry (register and the signed-in
 *   screens share most of it: inputs, buttons, the language switch).
 * - `shell`: the signed-in shell, its English, the dashboard and tomorrow's list, with what they
 *   import beyond those two. Every signed-in screen loads the shell, so what it shares with the
 *   shell costs it nothing more; the other screens keep rolldown's automatic chunks.
 */
const FIRST_SCREEN_CHUNKS = [
  { name: 'framework', test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]/, priority: 4 },
  { name: 'index', tags: ['$initial' as const], priority: 3 },
  { name: 'sign-in', test: sourceFiles('features/auth/components/login-page.tsx'), priority: 2 },
  {
    name: 'shell',
    test: sourceFiles('app/layout/app-layout.tsx', 'i18n/english-shell.ts', 'features/dashboard/components/dashboard-page.tsx', 'features/agenda/components/tomorrow-page.tsx'),
    priority: 1,
  },
];

/**
 * React Router's package sends every bundler to its development build, warnings on
 * (remix-run/react-router#14102); a production build takes the production one beside it.
 */
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production/index.mjs');

export default defineConfig(({ command }) => ({
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  plugins: [react(), compileHints(FIRST_SCREEN_CHUNKS.map((group) => group.name)), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each route loads (the benchmark weighs them).
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Three files carry the first screens; left to itself rolldown split them into 20 to 60
          // small chunks (one per set of screens sharing a module), each a round trip and ~300 bytes
          // of headers on a phone. A group takes its root modules and everything they import that
          // a higher group has not taken; each screen still loads only what its own groups hold.
          groups: FIRST_SCREEN_CHUNKS,
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Modules kept from one file to the next (see the root vitest.config.ts): 99 → 27 s.
    isolate: false,
    css: false,
  },
}));
