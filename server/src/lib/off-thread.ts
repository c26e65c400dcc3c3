import { Worker } from 'node:worker_threads';
import type { OffThreadJobs } from './off-thread-jobs';

export type OffThreadJob = keyof OffThreadJobs;
type Input<J extends OffThreadJob> = Parameters<OffThreadJobs[J]>[0];
type Output<J extends OffThreadJob> = Awaited<ReturnType<OffThreadJobs[J]>>;

/**
 * Runs from the bundle (server/dist/, where build.mjs writes off-thread-worker.js beside
 * server.js) or from the sources (tests, tsx), where the worker first registers tsx's loader:
 * Node 20 applies no loader to a worker's own entry file.
 */
const fromSources = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(fromSources ? './off-thread-worker.ts' : './off-thread-worker.js', import.meta.url);

function startWorker(workerData: unknown): Worker {
  if (!fromSources) return new Worker(WORKER_URL, { workerData });
  const tsx = typeof import.meta.resolve === 'function' ? import.meta.resolve('tsx/esm/api') : 'tsx/esm/api';
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER_URL.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/**
 * The server has one thread for every request; on a 2-core machine one heavy job at a time
 * leaves the other core to it. Further jobs wait their turn (they are downloads: a user waits
 * for the file, nobody else waits for them).
 */
const MAX_RUNNING = 1;
let running = 0;
const waiting: Array<() => void> = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/**
 * Runs a job of off-thread-jobs.ts on a worker thread, so that its CPU and synchronous I/O
 * (a SQLite copy, an integrity check, a year of agenda rendered) delay no other request. Input
 * and output are copied between threads: pass paths and parameters, not large structures.
 */
export async function runOffThread<J extends OffThreadJob>(job: J, input: Input<J>): Promise<Output<J>> {
  const done = await turn();
  try {
    return await new Promise<Output<J>>((resolve, reject) => {
      const worker = startWorker({ job, input });
      let settled = false;
      worker.once('message', (message: { ok: true; value: Output<J> } | { ok: false; error: { name: string; message: string } }) => {
        settled = true;
        if (message.ok) resolve(message.value);
        else reject(Object.assign(new Error(message.error.message), { name: message.error.name }));
      });
      worker.once('error', (err) => {
        settled = true;
        reject(err);
      });
      worker.once('exit', (code) => {
        if (!settled) reject(new Error(`off-thread job ${job} stopped (exit code ${code}) without an answer`));
      });
    });
  } finally {
    done();
  }
}
