// The server's esbuild bundling, shared by build.mjs (server/dist/) and the server tests (which
// bundle the job entries once per run: see test/job-bundle.setup.mjs).
// The workspace package @cabinet/shared (TypeScript sources) is bundled in; every npm dependency
// stays external and is loaded from node_modules at run time (native modules such as
// better-sqlite3 and @node-rs/argon2 cannot be bundled anyway), so `outdir` must sit where
// server/node_modules and the root node_modules are found.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = dirname(fileURLToPath(import.meta.url));
export const rootDir = join(serverDir, '..');

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const workspacePackages = new Set(['@cabinet/shared', '@cabinet/server', '@cabinet/web']);

function declaredDependencies() {
  const manifests = [join(rootDir, 'package.json'), join(serverDir, 'package.json'), join(rootDir, 'packages/shared/package.json')].map(
    readJson,
  );
  const names = manifests.flatMap((m) => [
    ...Object.keys(m.dependencies ?? {}),
    ...Object.keys(m.devDependencies ?? {}),
    ...Object.keys(m.optionalDependencies ?? {}),
  ]);
  return [...new Set(names)].filter((name) => !workspacePackages.has(name));
}

// Some CommonJS dependencies call require(); give the ESM bundle one.
const banner = [
  "import { createRequire as __cabinetCreateRequire } from 'node:module';",
  'const require = __cabinetCreateRequire(import.meta.url);',
].join('\n');

/**
 * Bundles `entryPoints` (name → source path from the repository root) into `outdir`. Throws when
 * an import of a package that no package.json declares was bundled (it would be silently).
 */
export async function bundleServer({ entryPoints, outdir, sourcemap = true }) {
  const result = await build({
    absWorkingDir: rootDir,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap,
    // Stack traces need only the positions: with every source's text in the map, Node kept 8 MB
    // more of heap for the server's whole life.
    sourcesContent: false,
    external: declaredDependencies().flatMap((name) => [name, `${name}/*`]),
    banner: { js: banner },
    metafile: true,
    logLevel: 'warning',
  });
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
    throw new Error(
      `server build: undeclared dependencies were bundled: ${[...bundledPackages].join(', ')}. ` +
        'Declare them in server/package.json "dependencies" (npm install -w server <pkg>).',
    );
  }
  return result;
}

/**
 * The entries that lib/off-thread.ts starts as worker threads or job processes, loaded from beside
 * the file that starts them: off-thread-worker runs jobs/off-thread-jobs.ts; export-worker writes an
 * export's zip (modules/transfer/export-off-thread.ts); read-worker is the read-only connection of
 * db/read-worker.ts (a search's count on the other core).
 */
export const JOB_ENTRIES = {
  'off-thread-worker': 'server/src/jobs/off-thread-worker.ts',
  'export-worker': 'server/src/jobs/export-worker.ts',
  'read-worker': 'server/src/jobs/read-worker.ts',
};
