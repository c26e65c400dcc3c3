// What is built and whether it is older than its sources; shared by start, the task runner and e2e.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

const IGNORED_DIRS = new Set(['node_modules', 'dist', '.vite', 'coverage']);
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** The newest modification time among the files under `paths` (files or directories). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path, { withFileTypes: true })) {
        if (entry.isDirectory() && IGNORED_DIRS.has(entry.name)) continue;
        if (entry.isFile() && isTestFile(entry.name)) continue;
        visit(join(path, entry.name));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const path of paths) visit(path);
  return newest;
}

const shared = ['packages/shared/src', 'packages/shared/package.json'];

export const targets = {
  server: {
    output: 'server/dist/server.js',
    also: ['server/dist/cli.js', 'server/dist/off-thread-worker.js'],
    sources: ['server/src', 'server/build.mjs', 'server/bundle.mjs', 'server/package.json', ...shared],
    build: ['npm', ['run', 'build', '-w', 'server']],
  },
  web: {
    output: 'web/dist/index.html',
    also: [],
    sources: ['web/src', 'web/index.html', 'web/public', 'web/vite.config.ts', 'web/vite-precompress.ts', 'web/vite-compile-hints.ts', 'web/package.json', 'web/postcss.config.cjs', ...shared],
    build: ['npm', ['run', 'build', '-w', 'web']],
  },
};

/** Why `target` needs building ('missing' | 'stale'), or null when its output is current. */
export function buildNeeded(name) {
  const target = targets[name];
  const outputs = [target.output, ...target.also].map((p) => join(root, p));
  if (outputs.some((p) => !existsSync(p))) return 'missing';
  const builtAt = Math.min(...outputs.map((p) => statSync(p).mtimeMs));
  return newestMtime(target.sources.map((p) => join(root, p))) > builtAt ? 'stale' : null;
}

/** Builds the targets that are missing or older than their sources; exits on a failed build. */
export function ensureBuilt(names, log = (line) => console.error(line)) {
  for (const name of names) {
    const reason = buildNeeded(name);
    if (!reason) continue;
    log(`[cabinet] ${name} build ${reason === 'missing' ? 'missing' : 'older than its sources'}: building ${name}…`);
    const [command, args] = targets[name].build;
    const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
    if (result.status !== 0) {
      log(`[cabinet] the ${name} build failed`);
      process.exit(result.status ?? 1);
    }
  }
}
