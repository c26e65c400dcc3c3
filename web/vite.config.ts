import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './vite-precompress';

export default defineConfig({
  plugins: [react(), precompress()],
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
        // The libraries that two or more screens share travel as one file rather than dozens of
        // small ones (125 files in all before, 28 requests for /login and 51 for the dashboard):
        // over HTTP/1.1 and a 150 ms round trip, each wave of six requests costs more than the
        // few kilobytes a screen receives that it does not use (see README, "Performance").
        codeSplitting: { groups: [{ name: 'vendor', test: /node_modules[\\/]/, minShareCount: 2 }] },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    css: false,
  },
});
