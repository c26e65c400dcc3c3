// Bundles the server and its command-line tasks into server/dist/ with esbuild.
// The workspace package @cabinet/shared (TypeScript sources) is bundled in; every npm
// dependency stays external and is loaded from node_modules at run time (native modules
// such as better-sqlite3 and @node-rs/argon2 cannot be bundled anyway).
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = dirname(fileURLToPath(import.meta.url));
const rootDir = join(serverDir, '..');
const outdir = join(serverDir, 'dist');

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const manifests = [join(rootDir, 'package.json'), join(serverDir, 'package.json'), join(rootDir, 'packages/shared/package.json')].map(
  readJson,
);
const workspacePackages = new Set(['@cabinet/shared', '@cabinet/server', '@cabinet/web']);
const dependencies = [
  ...new Set(
    manifests.flatMap((m) => [
      ...Object.keys(m.dependencies ?? {}),
      ...Object.keys(m.devDependencies ?? {}),
      ...Object.keys(m.optionalDependencies ?? {}),
    ]),
  ),
].filter((name) => !workspacePackages.has(name));

// Some CommonJS dependencies call require(); give the ESM bundle one.
const banner = [
  "import { createRequire as __cabinetCreateRequire } from 'node:module';",
  'const require = __cabinetCreateRequire(import.meta.url);',
].join('\n');

const started = Date.now();
const result = await build({
  absWorkingDir: rootDir,
  // off-thread-worker: the worker threads of lib/off-thread.ts load it from beside server.js (it runs jobs/off-thread-jobs.ts);
  // export-worker: the thread that writes an export's zip (modules/transfer/export-off-thread.ts).
  entryPoints: {
    server: 'server/src/server.ts',
    cli: 'server/src/tasks/cli.ts',
    'off-thread-worker': 'server/src/jobs/off-thread-worker.ts',
    'export-worker': 'server/src/jobs/export-worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: dependencies.flatMap((name) => [name, `${name}/*`]),
  banner: { js: banner },
  metafile: true,
  logLevel: 'warning',
});

// An import of a package that no package.json declares would be bundled silently; refuse it.
const bundledPackages = new Set(
  Object.keys(result.metafile.inputs)
    .filter((input) => input.includes('node_modules/'))
    .map((input) => {
      const parts = input.split('node_modules/').pop().split('/');
      return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    })
    .filter((name) => !workspacePackages.has(name)),
);
if (bundledPackages.size > 0) {
  console.error(`server build: undeclared dependencies were bundled: ${[...bundledPackages].join(', ')}.`);
  console.error('Declare them in server/package.json "dependencies" (npm install -w server <pkg>).');
  process.exit(1);
}

const outputs = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .map(([file, info]) => `${relative(rootDir, join(rootDir, file))} (${Math.round(info.bytes / 1024)} KB)`);
process.stdout.write(`server build: ${outputs.join(', ')} in ${Date.now() - started} ms\n`);
