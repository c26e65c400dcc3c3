// Bundles the server, its command-line tasks and its job entries into server/dist/ with esbuild
// (how: bundle.mjs).
import { join, relative } from 'node:path';
import { bundleServer, JOB_ENTRIES, rootDir } from './bundle.mjs';

const started = Date.now();
let result;
try {
  result = await bundleServer({
    outdir: join(rootDir, 'server', 'dist'),
    entryPoints: { server: 'server/src/server.ts', cli: 'server/src/tasks/cli.ts', ...JOB_ENTRIES },
  });
} catch (err) {
  console.error(err.message);
  process.exit(1);
}

const outputs = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, info]) => `${relative(rootDir, join(rootDir, file))} (${Math.round(info.bytes / 1024)} KB)`);
process.stdout.write(`server build: ${outputs.join(', ')} in ${Date.now() - started} ms\n`);
