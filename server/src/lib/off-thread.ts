import { Worker } from 'node:worker_threads';

/**
 * The jobs a worker thread can run, by name, with their input and output. The registry sits
 * above the modules whose code it runs (jobs/off-thread-jobs.ts) and fills this interface in by
 * declaration merging, so this helper stays at the bottom layer and imports nothing from above.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by jobs/off-thread-jobs.ts
export interface OffThreadJobs {}

export type OffThreadJob = keyof OffThreadJobs;
type JobFunction<J extends OffThreadJob> = OffThreadJobs[J] extends (input: never) => Promise<unknown> ? OffThreadJobs[J] : never;
type Input<J extends OffThreadJob> = Parameters<JobFunction<J>>[0];
type Output<J extends OffThreadJob> = Awaited<ReturnType<JobFunction<J>>>;

/**
 * Runs from the bundle (server/dist/, where build.mjs writes off-thread-worker.js beside
 * server.js) or from the sources (tests, tsx), where the worker first registers tsx's loader:
 * Node 20 applies no loader to a worker's own entry file.
 */
const fromSources = import.meta.url.endsWith('.ts');

/** A worker thread running server/src/jobs/<entry>.ts (server/dist/<entry>.js once built). */
export function startWorker(entry = 'off-thread-worker', workerData?: unknown): Worker {
  const url = new URL(fromSources ? `../jobs/${entry}.ts` : `./${entry}.js`, import.meta.url);
  if (!fromSources) return new Worker(url, { workerData });
  const tsx = typeof import.meta.resolve === 'function' ? import.meta.resolve('tsx/esm/api') : 'tsx/esm/api';
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/**
 * The server has one thread for every request; on a 2-core machine one heavy job at a time
 * leaves the other core to it. Further jobs wait their turn (they are downloads: a user waits
 * for the file, nobody else waits for them). Each job gets a fresh worker, ended with the job:
 * a worker kept for the next job kept the last one's heap too (a year of agenda, a digest: 30
 * to 70 MB each, piling up in the server's memory). The price is the worker's start, about
 * 0.4 s on its own thread (loading the jobs' code), added to each download that runs here.
 */
type Answer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { name: string; message: string } };
let queue: Promise<unknown> = Promise.resolve();

function runInWorker(job: OffThreadJob, input: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const thread = startWorker();
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      finish();
      void thread.terminate();
    };
    thread.on('message', (answer: Answer) => {
      settle(() => (answer.ok ? resolve(answer.value) : reject(Object.assign(new Error(answer.error.message), { name: answer.error.name }))));
    });
    thread.on('error', (err) => settle(() => reject(err)));
    thread.on('exit', (code) => settle(() => reject(new Error(`the worker thread stopped (exit code ${code}) during a job`))));
    thread.postMessage({ id: 1, job, input });
  });
}

/**
 * Runs a job of jobs/off-thread-jobs.ts on a worker thread, so that its CPU and synchronous I/O
 * (a SQLite copy, an integrity check, a year of agenda rendered) delay no other request. Input
 * and output are copied between threads: pass paths and parameters, not large structures.
 */
export function runOffThread<J extends OffThreadJob>(job: J, input: Input<J>): Promise<Output<J>> {
  const run = () => runInWorker(job, input) as Promise<Output<J>>;
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
