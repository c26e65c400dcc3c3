// Vitest global setup of the server tests: bundles the job entries (job processes, worker threads)
// once for the run, as build.mjs does for server/dist/, and names the directory in
// CABINET_TEST_JOB_BUNDLE for lib/off-thread.ts. Loading them from the sources through tsx cost
// every job process and worker thread about 2 s of CPU at its start, and a run starts dozens.
// The directory sits under server/node_modules so that the bundle finds the packages it imports.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bundleServer, JOB_ENTRIES, rootDir } from '../bundle.mjs';

export default async function bundleJobEntries() {
  const parent = join(rootDir, 'server', 'node_modules', '.cache');
  mkdirSync(parent, { recursive: true });
  const outdir = mkdtempSync(join(parent, 'cabinet-test-jobs-'));
  await bundleServer({ entryPoints: JOB_ENTRIES, outdir });
  process.env.CABINET_TEST_JOB_BUNDLE = outdir;
  return () => rmSync(outdir, { recursive: true, force: true });
}
